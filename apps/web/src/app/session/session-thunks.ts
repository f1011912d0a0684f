import {
  type AuthSession,
  authApi,
  baseApi,
  ensureGuestToken as requestShopperToken,
  TAG_TYPES,
} from '@bookshop/api-client';
import type { AppThunk } from '../store';
import { loggedIn, loggedOut } from './session-slice';

/** Spec section 4: after logout the data is refreshed 100 ms later. */
export const REFRESH_AFTER_LOGOUT_MS = 100;

/**
 * Starts a logged-in session (login or registration): stores user and token and drops every
 * cached answer, so nothing fetched as the guest is shown as the user's. Queries still on screen
 * fetch again by themselves, now with the user's token. Slices holding per-shopper state
 * (checkout, cart list, selected order or book) clear themselves on `loggedIn` and `loggedOut`.
 */
export function sessionStarted(session: AuthSession): AppThunk {
  return (dispatch) => {
    dispatch(loggedIn(session));
    dispatch(baseApi.util.resetApiState());
  };
}

/** Forgets the user locally: token and user gone, cached data dropped. */
export function sessionCleared(): AppThunk {
  return (dispatch) => {
    dispatch(loggedOut());
    dispatch(baseApi.util.resetApiState());
  };
}

/**
 * Logs out: the server revokes the token first (it has to be sent while we still hold it), then
 * the session is cleared whatever the server said, because a shopper who asks to log out must be
 * logged out here even when offline.
 */
export function logOut(): AppThunk<Promise<void>> {
  return async (dispatch, getState) => {
    if (getState().session.token) {
      const request = dispatch(authApi.endpoints.logout.initiate());
      await request;
      request.reset();
    }
    dispatch(sessionCleared());
  };
}

/**
 * Asks every query to fetch again. After logout it runs a moment later, once the new page's
 * queries are mounted, so anything started with the old token is fetched again as the guest.
 */
export function dataRefreshed(): AppThunk {
  return (dispatch) => {
    dispatch(baseApi.util.invalidateTags([...TAG_TYPES]));
  };
}

/**
 * The token to send for a guest's cart or checkout, asked for on first need: the user's when
 * logged in, else the stored guest token, else a new one from `POST /api/auth/guest` (null if
 * that fails, so the caller can show its own error). The api-client's session seam does the
 * asking, so a first need and an expired guest token share one request.
 */
export function ensureGuestToken(): AppThunk<Promise<string | null>> {
  return (_dispatch, _getState, extra) => requestShopperToken(extra);
}
