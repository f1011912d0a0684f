import type { User } from '@bookshop/domain';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface SessionState {
  user: User | null;
  /** The logged-in user's token. */
  token: string | null;
  /** The guest's token, used for cart and checkout while nobody is logged in. */
  guestToken: string | null;
}

export const initialSessionState: SessionState = { user: null, token: null, guestToken: null };

export const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    loggedIn(state, action: PayloadAction<{ user: User; token: string }>) {
      state.user = action.payload.user;
      state.token = action.payload.token;
    },
    loggedOut(state) {
      state.user = null;
      state.token = null;
    },
    userUpdated(state, action: PayloadAction<User>) {
      state.user = action.payload;
    },
    guestTokenIssued(state, action: PayloadAction<string>) {
      state.guestToken = action.payload;
    },
  },
});

export const { loggedIn, loggedOut, userUpdated, guestTokenIssued } = sessionSlice.actions;

/** The spec's rule: the user's token when logged in, else the guest's. */
export function currentToken(session: SessionState): string | null {
  return session.token ?? session.guestToken;
}
