import { type GuestTokenResponse, TOKEN_INVALID_ERROR } from '@bookshop/domain';
import {
  type BaseQueryFn,
  createApi,
  type FetchArgs,
  type FetchBaseQueryError,
  fetchBaseQuery,
} from '@reduxjs/toolkit/query/react';

/** Whose token is current: a logged-in user's, a guest's, or none. */
export type TokenKind = 'user' | 'guest' | null;

/**
 * What the store hands every request through the thunk's extra argument. The api-client never
 * reads the app's state shape: the app says which token is current (the user's, else the guest's)
 * and is told when the session seam changes it.
 */
export interface ApiExtra {
  getAuthToken(): string | null;
  /** Whose token {@link ApiExtra.getAuthToken} gives; without it a token counts as a user's. */
  getTokenKind?(): TokenKind;
  /** The server refused the user's token (401, expired or revoked): forget the user session. */
  userTokenExpired?(): void;
  /** A new guest token was issued (first need, or the old one expired): keep it as the guest's. */
  guestTokenIssued?(token: string): void;
  /**
   * How this store's requests reach the API; the global `fetch` when absent. A server rendering
   * pages gives one that answers from its own handlers in process, never over the network.
   */
  fetch?: typeof fetch;
}

function isApiExtra(value: unknown): value is ApiExtra {
  return (
    typeof value === 'object' && value !== null && typeof (value as ApiExtra).getAuthToken === 'function'
  );
}

/** Every tag the resources use; one list so invalidation across resources is visible here. */
export const TAG_TYPES = [
  'Book',
  'Books',
  'Categories',
  'Cart',
  'CartCount',
  'Wishlist',
  'Orders',
  'Order',
  'Addresses',
  'PaymentMethods',
  'User',
] as const;

/** One of {@link TAG_TYPES}: what a query provides and a mutation invalidates. */
export type TagType = (typeof TAG_TYPES)[number];

/** Absolute, because fetch outside a browser (tests, server rendering) cannot resolve '/api/...'. */
const baseUrl = typeof location === 'undefined' ? 'http://localhost/' : `${location.origin}/`;

function fetchQueryWith(fetchFn?: typeof fetch) {
  return fetchBaseQuery({
    baseUrl,
    ...(fetchFn ? { fetchFn } : {}),
    prepareHeaders(headers, { extra }) {
      const token = isApiExtra(extra) ? extra.getAuthToken() : null;
      if (token) headers.set('authorization', `Bearer ${token}`);
      return headers;
    },
  });
}

const globalFetchQuery = fetchQueryWith();
// One fetchBaseQuery per store-supplied fetch (a server builds one per rendered page).
const fetchQueries = new WeakMap<typeof fetch, ReturnType<typeof fetchQueryWith>>();

/**
 * The plain fetch underneath {@link baseApi}: calls `/api/...` on the page's own origin and sends
 * `Authorization: Bearer <token>` when the store's {@link ApiExtra} has a token. It uses the
 * store's {@link ApiExtra.fetch} when there is one.
 */
export const rawBaseQuery: ReturnType<typeof fetchQueryWith> = (args, api, extraOptions) => {
  const fetchFn = isApiExtra(api.extra) ? api.extra.fetch : undefined;
  if (!fetchFn) return globalFetchQuery(args, api, extraOptions);
  let query = fetchQueries.get(fetchFn);
  if (!query) {
    query = fetchQueryWith(fetchFn);
    fetchQueries.set(fetchFn, query);
  }
  return query(args, api, extraOptions);
};

// One guest-token request per store at a time: calls failing together share one new token.
const pendingGuestTokens = new WeakMap<ApiExtra, Promise<string | null>>();

/**
 * Gets a new guest token from `POST /api/auth/guest` and hands it to the store
 * ({@link ApiExtra.guestTokenIssued}); null when the call fails, so the caller shows its own
 * error. Concurrent callers of one store share one request.
 */
export function requestGuestToken(extra: ApiExtra): Promise<string | null> {
  const pending = pendingGuestTokens.get(extra);
  if (pending) return pending;
  const request = (async () => {
    try {
      // No bearer token: the old guest token is the one being replaced. No abort signal either:
      // the request is shared, so one caller giving up must not fail the others.
      const response = await (extra.fetch ?? fetch)(
        new Request(new URL('api/auth/guest', baseUrl), { method: 'POST' }),
      );
      if (!response.ok) return null;
      const token = ((await response.json()) as GuestTokenResponse).data?.token;
      if (!token) return null;
      extra.guestTokenIssued?.(token);
      return token;
    } catch {
      return null;
    } finally {
      pendingGuestTokens.delete(extra);
    }
  })();
  pendingGuestTokens.set(extra, request);
  return request;
}

/**
 * The token a guest's cart or checkout call should carry, asked for on first need: the current
 * token (user's or guest's) when there is one, else a new guest token. Cart code calls it before
 * its first write; endpoints can also ask for it with `extraOptions: { shopper: true }`.
 */
export async function ensureGuestToken(extra: ApiExtra): Promise<string | null> {
  return extra.getAuthToken() ?? requestGuestToken(extra);
}

/** Endpoint options the session seam reads. */
export interface SessionExtraOptions {
  /** The call needs a user or guest token: a guest token is fetched first when there is none. */
  shopper?: boolean;
}

function isExpiredTokenAnswer(error: FetchBaseQueryError | undefined): boolean {
  return (
    error?.status === 401 &&
    typeof error.data === 'object' &&
    error.data !== null &&
    (error.data as { error?: unknown }).error === TOKEN_INVALID_ERROR
  );
}

/**
 * The one session seam of the web app, around {@link rawBaseQuery}. A 401 saying the token is
 * invalid or expired is handled here and nowhere else: with a user token the session is
 * forgotten (the page that needs a user then asks for a login), with a guest token a fresh guest
 * token is fetched and the call retried once. Other 401s (wrong password, a guest on a user's
 * call) pass through untouched.
 */
export const sessionBaseQuery: BaseQueryFn<
  string | FetchArgs,
  unknown,
  FetchBaseQueryError,
  SessionExtraOptions
> = async (args, api, extraOptions) => {
  const extra = isApiExtra(api.extra) ? api.extra : null;
  if (extra && extraOptions?.shopper && !extra.getAuthToken()) await requestGuestToken(extra);
  const sentToken = extra?.getAuthToken() ?? null;
  const sentKind: TokenKind = sentToken === null ? null : (extra?.getTokenKind?.() ?? 'user');
  const result = await rawBaseQuery(args, api, extraOptions ?? {});
  if (!extra || !isExpiredTokenAnswer(result.error) || sentToken === null) return result;
  // Another call may have replaced the token meanwhile; only the holder of the refused one acts.
  if (extra.getAuthToken() !== sentToken) return rawBaseQuery(args, api, extraOptions ?? {});
  if (sentKind === 'user') {
    extra.userTokenExpired?.();
    return result;
  }
  const renewed = await requestGuestToken(extra);
  return renewed ? rawBaseQuery(args, api, extraOptions ?? {}) : result;
};

const API_STATE_HYDRATED = 'api/stateHydrated';

/**
 * The action {@link apiStateHydrated} makes: `payload` is the `api` slice of the store the page
 * was rendered from. (A type, not an interface, so Redux's dispatch takes it as an action.)
 */
export type ApiStateHydratedAction = { type: typeof API_STATE_HYDRATED; payload: unknown };

/**
 * Hands a store the API state a server rendered a page with (its `api` slice), so the page
 * hydrates with the same data and nothing is fetched again. Dispatch it before rendering.
 */
export function apiStateHydrated(apiState: unknown): ApiStateHydratedAction {
  return { type: API_STATE_HYDRATED, payload: apiState };
}

function isApiStateHydrated(action: unknown): action is ApiStateHydratedAction {
  return (
    typeof action === 'object' &&
    action !== null &&
    (action as { type?: unknown }).type === API_STATE_HYDRATED
  );
}

/** The one RTK Query API of the shop; resources add their endpoints with injectEndpoints. */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: sessionBaseQuery,
  tagTypes: TAG_TYPES,
  keepUnusedDataFor: 60,
  // RTK Query's own rehydration: it takes the finished queries and leaves the rest to this store.
  // biome-ignore lint/suspicious/noExplicitAny: the payload is the server store's api slice, checked by RTK Query
  extractRehydrationInfo: (action) => (isApiStateHydrated(action) ? (action.payload as any) : undefined),
  endpoints: () => ({}),
});
