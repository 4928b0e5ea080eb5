import { afterEach, describe, expect, it } from 'vitest';
import { createBrowserStore, createStore } from '../../app/store';
import { sessionExpired } from '../../lib/api';
import {
  closeModal,
  initialSessionState,
  login,
  logout,
  registrationCodeSent,
  type SessionState,
  sessionRestored,
  sessionSlice,
  showModal,
  switchTab,
} from './session-slice';
import { loadSessionToken, SESSION_STORAGE_KEY, saveSessionToken } from './session-storage';

const reduce = sessionSlice.reducer;
const state = (patch: Partial<SessionState> = {}): SessionState => ({
  ...initialSessionState,
  ...patch,
});

afterEach(() => localStorage.clear());

describe('the session slice', () => {
  it('starts logged out, with no modal and the login tab', () => {
    expect(reduce(undefined, { type: 'init' })).toEqual({
      loggedIn: false,
      accessToken: null,
      registerStep: null,
      showingModal: null,
      tab: 'login',
    });
  });

  it('login stores the token, marks logged in, closes the modal and resets the tab', () => {
    const before = state({
      showingModal: 'loginRegister',
      tab: 'registration',
      registerStep: 'verification',
    });
    expect(reduce(before, login('token-1'))).toEqual({
      loggedIn: true,
      accessToken: 'token-1',
      registerStep: null,
      showingModal: null,
      tab: 'login',
    });
  });

  it('logout clears the token and the registration step', () => {
    const before = state({ loggedIn: true, accessToken: 't', registerStep: 'verification' });
    expect(reduce(before, logout())).toMatchObject({
      loggedIn: false,
      accessToken: null,
      registerStep: null,
    });
  });

  it('registration goes to verification; a tab switch or closing starts it over', () => {
    const sent = reduce(
      state({ showingModal: 'loginRegister', tab: 'registration' }),
      registrationCodeSent(),
    );
    expect(sent.registerStep).toBe('verification');
    expect(reduce(sent, switchTab('login'))).toMatchObject({ tab: 'login', registerStep: null });
    expect(reduce(sent, closeModal())).toMatchObject({
      showingModal: null,
      tab: 'login',
      registerStep: null,
    });
  });

  it('opens the restore modal in place of the login modal', () => {
    const sent = reduce(
      state({ showingModal: 'loginRegister', registerStep: 'verification' }),
      showModal('restoreAccess'),
    );
    expect(sent).toMatchObject({ showingModal: 'restoreAccess', registerStep: null });
  });

  it('an expired session logs out and opens the login modal on its login tab', () => {
    const before = state({ loggedIn: true, accessToken: 't', tab: 'registration' });
    expect(reduce(before, sessionExpired())).toEqual({
      loggedIn: false,
      accessToken: null,
      registerStep: null,
      showingModal: 'loginRegister',
      tab: 'login',
    });
  });

  it('follows another tab logging in or out', () => {
    const inside = reduce(state(), sessionRestored('other'));
    expect(inside).toMatchObject({ loggedIn: true, accessToken: 'other' });
    expect(reduce(inside, sessionRestored(null))).toMatchObject({
      loggedIn: false,
      accessToken: null,
    });
  });
});

describe('the stored token', () => {
  it('round-trips under its own key and is removed on logout', () => {
    saveSessionToken('abc');
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? '')).toEqual({
      accessToken: 'abc',
    });
    expect(loadSessionToken()).toBe('abc');
    saveSessionToken(null);
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('ignores what it cannot read', () => {
    localStorage.setItem(SESSION_STORAGE_KEY, '{oops');
    expect(loadSessionToken()).toBeNull();
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ accessToken: 42 }));
    expect(loadSessionToken()).toBeNull();
  });

  it('the browser store starts logged in with a stored token and keeps it in step', () => {
    saveSessionToken('kept');
    const { store } = createBrowserStore();
    expect(store.getState().session).toMatchObject({ loggedIn: true, accessToken: 'kept' });
    store.dispatch(logout());
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    store.dispatch(login('fresh'));
    expect(loadSessionToken()).toBe('fresh');
    // The basket is stored as before, the session beside it.
    expect(createStore().getState().session.loggedIn).toBe(false);
  });

  it('follows a logout in another tab', () => {
    saveSessionToken('kept');
    const { store } = createBrowserStore();
    localStorage.removeItem(SESSION_STORAGE_KEY);
    window.dispatchEvent(new StorageEvent('storage', { key: SESSION_STORAGE_KEY }));
    expect(store.getState().session.loggedIn).toBe(false);
  });
});
