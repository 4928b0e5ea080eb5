/**
 * The back office's own store: its session and its API, apart from the storefront's (app/store.ts),
 * which neither carries them in its first load nor holds the staff token next to the guest's.
 */
import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import { staffApi } from './staff-api';
import { staffSessionSlice, staffSignedIn, staffSignedOut } from './staff-session-slice';
import { loadStaffToken, STAFF_SESSION_KEY, saveStaffToken } from './staff-token';

const staffReducer = combineSlices(staffSessionSlice, staffApi);

export type StaffState = ReturnType<typeof staffReducer>;

export function createStaffStore(token: string | null = null) {
  return configureStore({
    reducer: staffReducer,
    preloadedState: { staffSession: { token } },
    middleware: (getDefault) => getDefault().concat(staffApi.middleware),
  });
}

export type StaffStore = ReturnType<typeof createStaffStore>;
export const useStaffDispatch = useDispatch.withTypes<StaffStore['dispatch']>();
export const useStaffSelector = useSelector.withTypes<StaffState>();

let browserStore: StaffStore | undefined;

/**
 * The page's one staff store, made on the first visit of a staff page (never while the server
 * renders: staff pages are drawn in the browser only). The token is kept in localStorage and
 * follows other tabs: a sign-out in one signs out all.
 */
export function staffStore(): StaffStore {
  if (browserStore) return browserStore;
  const store = createStaffStore(loadStaffToken());
  let saved = store.getState().staffSession.token;
  store.subscribe(() => {
    const { token } = store.getState().staffSession;
    if (token === saved) return;
    saved = token;
    saveStaffToken(token);
  });
  window.addEventListener('storage', (event) => {
    if (event.key !== STAFF_SESSION_KEY && event.key !== null) return;
    const next = loadStaffToken();
    if (next === saved) return;
    saved = next;
    store.dispatch(staffApi.util.resetApiState());
    store.dispatch(next === null ? staffSignedOut() : staffSignedIn(next));
  });
  browserStore = store;
  return store;
}
