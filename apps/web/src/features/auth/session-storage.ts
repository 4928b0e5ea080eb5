/**
 * Keeps the session token across reloads and tabs (docs/decisions/015-session-token-storage.md):
 * only the opaque, revocable token, under its own key, never any profile data.
 */
export const SESSION_STORAGE_KEY = 'storefront.session.v1';

/** The stored token, or null for nothing, something unreadable or disabled storage. */
export function loadSessionToken(storage: Storage = localStorage): string | null {
  try {
    const raw = storage.getItem(SESSION_STORAGE_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    const token =
      parsed && typeof parsed === 'object' && 'accessToken' in parsed ? parsed.accessToken : null;
    return typeof token === 'string' && token !== '' && token.length <= 512 ? token : null;
  } catch {
    return null;
  }
}

export function saveSessionToken(token: string | null, storage: Storage = localStorage) {
  try {
    if (token === null) storage.removeItem(SESSION_STORAGE_KEY);
    else storage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ accessToken: token }));
  } catch {
    // Storage disabled: the session lasts as long as the page.
  }
}
