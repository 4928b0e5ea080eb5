/** Where the order call's answer leads: a route of this app, or another site (the payment page). */

/** A same-site address is a route of this app; anything else is left for. */
export function isSameSiteUrl(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//');
}

/** A module of its own so that tests can stub leaving. */
export function leaveSite(url: string) {
  window.location.assign(url);
}
