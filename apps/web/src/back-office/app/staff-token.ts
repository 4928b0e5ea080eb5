/**
 * The staff member's token, under its own key: never the guest's session (features/auth), so a
 * kitchen tablet signed in as staff is not a guest's account, and neither token goes to the other
 * side's calls.
 */
export const STAFF_SESSION_KEY = 'storefront.staff-session';

/** The stored token, or null for nothing, something unreadable or disabled storage. */
export function loadStaffToken(storage: Storage = localStorage): string | null {
  try {
    const raw = storage.getItem(STAFF_SESSION_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    const token = parsed && typeof parsed === 'object' && 'token' in parsed ? parsed.token : null;
    return typeof token === 'string' && token !== '' && token.length <= 512 ? token : null;
  } catch {
    return null;
  }
}

export function saveStaffToken(token: string | null, storage: Storage = localStorage) {
  try {
    if (token === null) storage.removeItem(STAFF_SESSION_KEY);
    else storage.setItem(STAFF_SESSION_KEY, JSON.stringify({ token }));
  } catch {
    // Storage disabled: the session lasts as long as the page.
  }
}
