/** The session (SPEC.md §3 "Session state", §4 "Session"). */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { sessionExpired } from '../../lib/api';

export type AuthModal = 'loginRegister' | 'restoreAccess';
export type AuthTab = 'login' | 'registration';

export interface SessionState {
  loggedIn: boolean;
  /** the server's opaque session token (DESIGN.md §2), sent as `Authorization: Bearer …` */
  accessToken: string | null;
  /** SPEC §3: only 'verification' is ever set */
  registerStep: 'verification' | null;
  showingModal: AuthModal | null;
  /** the login/registration modal's tab */
  tab: AuthTab;
}

export const initialSessionState: SessionState = {
  loggedIn: false,
  accessToken: null,
  registerStep: null,
  showingModal: null,
  tab: 'login',
};

function signOut(state: SessionState) {
  state.loggedIn = false;
  state.accessToken = null;
  state.registerStep = null;
}

export const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    /** Going over to the other modal leaves a half-done registration behind. */
    showModal(state, { payload }: PayloadAction<AuthModal>) {
      if (state.showingModal !== payload) state.registerStep = null;
      state.showingModal = payload;
    },
    /** Closing resets to the login tab (SPEC §2); a half-done registration starts over. */
    closeModal(state) {
      state.showingModal = null;
      state.tab = 'login';
      state.registerStep = null;
    },
    switchTab(state, { payload }: PayloadAction<AuthTab>) {
      state.tab = payload;
      state.registerStep = null;
    },
    registrationCodeSent(state) {
      state.registerStep = 'verification';
    },
    /** Back from the code screen to the registration form. */
    registrationStepReset(state) {
      state.registerStep = null;
    },
    /** Login, finished registration or a changed password: the modal closes, the tab resets. */
    login(state, { payload }: PayloadAction<string>) {
      state.loggedIn = true;
      state.accessToken = payload;
      state.registerStep = null;
      state.showingModal = null;
      state.tab = 'login';
    },
    logout(state) {
      signOut(state);
    },
    /** Another tab logged in or out (the token is shared through localStorage). */
    sessionRestored(state, { payload }: PayloadAction<string | null>) {
      if (payload === null) {
        signOut(state);
        return;
      }
      state.loggedIn = true;
      state.accessToken = payload;
    },
  },
  extraReducers: (builder) => {
    // SPEC §4: a 401 logs out and opens the login modal.
    builder.addCase(sessionExpired, (state) => {
      signOut(state);
      state.showingModal = 'loginRegister';
      state.tab = 'login';
    });
  },
  selectors: {
    selectLoggedIn: (state) => state.loggedIn,
    selectAccessToken: (state) => state.accessToken,
    selectRegisterStep: (state) => state.registerStep,
    selectShowingModal: (state) => state.showingModal,
    selectAuthTab: (state) => state.tab,
  },
});

export const {
  showModal,
  closeModal,
  switchTab,
  registrationCodeSent,
  registrationStepReset,
  login,
  logout,
  sessionRestored,
} = sessionSlice.actions;
export const {
  selectLoggedIn,
  selectAccessToken,
  selectRegisterStep,
  selectShowingModal,
  selectAuthTab,
} = sessionSlice.selectors;
