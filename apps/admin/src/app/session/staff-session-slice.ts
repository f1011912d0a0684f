import type { StaffMember, StaffSession } from '@bookshop/domain';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Who is signed in to the back office: the staff session's token, its staff member and its end. */
export interface StaffSessionState {
  token: string | null;
  staff: StaffMember | null;
  /** ISO 8601: the session ends then whatever happens. */
  expiresAt: string | null;
  /** The server ended the session (expired, idle, revoked): the sign-in page says so. */
  ended: boolean;
}

export const initialStaffSessionState: StaffSessionState = {
  token: null,
  staff: null,
  expiresAt: null,
  ended: false,
};

export const staffSessionSlice = createSlice({
  name: 'staffSession',
  initialState: initialStaffSessionState,
  reducers: {
    staffSignedIn(_state, action: PayloadAction<StaffSession>) {
      const { token, staff, expires_at } = action.payload;
      return { token, staff, expiresAt: expires_at, ended: false };
    },
    /** A fresher copy of the signed-in member (GET /auth/me): the role may have changed. */
    staffRefreshed(state, action: PayloadAction<{ staff: StaffMember; expires_at: string }>) {
      if (!state.token) return;
      state.staff = action.payload.staff;
      state.expiresAt = action.payload.expires_at;
    },
    staffSessionEnded() {
      return { ...initialStaffSessionState, ended: true };
    },
    staffSignedOut() {
      return initialStaffSessionState;
    },
  },
});

export const { staffSignedIn, staffRefreshed, staffSessionEnded, staffSignedOut } = staffSessionSlice.actions;
