/** Whether a staff member is signed in on this device: only the token, the profile is /me's. */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface StaffSessionState {
  token: string | null;
}

export const staffSessionSlice = createSlice({
  name: 'staffSession',
  initialState: { token: null } as StaffSessionState,
  reducers: {
    staffSignedIn(state, action: PayloadAction<string>) {
      state.token = action.payload;
    },
    /** Logout, a token the server no longer knows, or another tab that signed out. */
    staffSignedOut(state) {
      state.token = null;
    },
  },
});

export const { staffSignedIn, staffSignedOut } = staffSessionSlice.actions;
