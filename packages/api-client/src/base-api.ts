import { createApi } from '@reduxjs/toolkit/query/react';
import {
  type ApiExtra,
  createRawBaseQuery,
  createSessionBaseQuery,
  ensureGuestToken as ensureGuestTokenAt,
  isApiExtra,
  pageBaseUrl,
  requestGuestToken as requestGuestTokenAt,
  type SessionConfig,
} from './session-base-query.js';
import { SHOP_API_DEFINITION } from './shop-api-definition.js';

export type { ApiExtra, SessionExtraOptions, TokenKind } from './session-base-query.js';
export {
  type ApiStateHydratedAction,
  apiStateHydrated,
  TAG_TYPES,
  type TagType,
} from './shop-api-definition.js';

/**
 * The web app's session: whatever its store hands every request through the thunk's extra
 * argument, and the page's own origin. (Another client makes its own API with
 * `createBookshopApi({ baseUrl, getToken })`.)
 */
const storeSession: SessionConfig = {
  baseUrl: pageBaseUrl(),
  session: (api) => (isApiExtra(api.extra) ? api.extra : null),
};

/**
 * The plain fetch underneath {@link baseApi}: calls `/api/...` on the page's own origin and sends
 * `Authorization: Bearer <token>` when the store's {@link ApiExtra} has a token. It uses the
 * store's {@link ApiExtra.fetch} when there is one.
 */
export const rawBaseQuery = createRawBaseQuery(storeSession);

/**
 * Gets a new guest token from `POST /api/auth/guest` on the page's origin and hands it to the
 * store ({@link ApiExtra.guestTokenIssued}); null when the call fails. Concurrent callers of one
 * store share one request.
 */
export function requestGuestToken(extra: ApiExtra): Promise<string | null> {
  return requestGuestTokenAt(extra, storeSession.baseUrl);
}

/**
 * The token a guest's cart or checkout call should carry, asked for on first need: the current
 * token (user's or guest's) when there is one, else a new guest token.
 */
export function ensureGuestToken(extra: ApiExtra): Promise<string | null> {
  return ensureGuestTokenAt(extra, storeSession.baseUrl);
}

/**
 * The one session seam of the web app, around {@link rawBaseQuery}: an expired user token
 * forgets the session, an expired guest token is renewed and the call retried once.
 */
export const sessionBaseQuery = createSessionBaseQuery(storeSession, rawBaseQuery);

/**
 * The web app's one RTK Query API, with React hooks; resources add their endpoints with
 * injectEndpoints. Its session comes from the store ({@link ApiExtra} as the thunk's extra
 * argument) and its address is the page's origin.
 */
export const baseApi = createApi({
  ...SHOP_API_DEFINITION,
  baseQuery: sessionBaseQuery,
  endpoints: () => ({}),
});
