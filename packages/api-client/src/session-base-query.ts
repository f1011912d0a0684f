import { type GuestTokenResponse, TOKEN_INVALID_ERROR } from '@bookshop/domain';
import { LANGUAGE_HEADER, type Language } from '@bookshop/i18n/core';
import {
  type BaseQueryApi,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
  fetchBaseQuery,
} from '@reduxjs/toolkit/query';

/*
 * The HTTP side of the shop's API, with no React: how a call reaches the server (base URL,
 * fetch), which token it carries, and the one session seam that renews a guest token or forgets
 * an expired user session. The React entry (base-api.ts) and the React-free core (core/) build
 * their APIs on the same pieces.
 */

/** Whose token is current: a logged-in user's, a guest's, or none. */
export type TokenKind = 'user' | 'guest' | null;

/**
 * What a request needs to know of the shopper's session. The api-client never reads an app's
 * state shape: the app says which token is current (the user's, else the guest's) and is told
 * when the session seam changes it. The web app's store hands one through the thunk's extra
 * argument; {@link createBookshopApi} makes one from its options.
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
  /**
   * The language of the page the calls come from, sent in LANGUAGE_HEADER: the server words its
   * refusals in it and records it as the language of an order's or a new account's e-mails.
   */
  language?: Language;
}

/** Whether a value (a store's thunk extra argument) is an {@link ApiExtra}. */
export function isApiExtra(value: unknown): value is ApiExtra {
  return (
    typeof value === 'object' && value !== null && typeof (value as ApiExtra).getAuthToken === 'function'
  );
}

/** Endpoint options the session seam reads. */
export interface SessionExtraOptions {
  /** The call needs a user or guest token: a guest token is fetched first when there is none. */
  shopper?: boolean;
}

/** The base query every endpoint of the shop's API runs through. */
export type ShopBaseQuery = BaseQueryFn<
  string | FetchArgs,
  unknown,
  FetchBaseQueryError,
  SessionExtraOptions
>;

/**
 * The page's own origin in a browser; `http://localhost/` elsewhere, where an address must be
 * absolute (tests, server rendering). Outside a browser, give the factory a `baseUrl` instead.
 */
export function pageBaseUrl(): string {
  return typeof location === 'undefined' ? 'http://localhost/' : `${location.origin}/`;
}

/** A base URL that ends with '/', so 'api/...' paths join onto it. */
export function withTrailingSlash(baseUrl: string): string {
  return baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
}

/** Where the calls go and whose session they carry. */
export interface SessionConfig {
  /** The shop's address (`https://shop.example.pk/`); API paths are joined onto it. */
  baseUrl: string;
  /** The session of one call: from the store's extra argument (the web app), or fixed (the factory). */
  session(api: Pick<BaseQueryApi, 'extra'>): ApiExtra | null;
}

function isExpiredTokenAnswer(error: FetchBaseQueryError | undefined): boolean {
  return (
    error?.status === 401 &&
    typeof error.data === 'object' &&
    error.data !== null &&
    (error.data as { error?: unknown }).error === TOKEN_INVALID_ERROR
  );
}

/** The plain fetch of a session config: sends `Authorization: Bearer <token>` when there is one. */
export function createRawBaseQuery(config: SessionConfig): ShopBaseQuery {
  const baseUrl = withTrailingSlash(config.baseUrl);
  const fetchQueryWith = (fetchFn?: typeof fetch) =>
    fetchBaseQuery({
      baseUrl,
      ...(fetchFn ? { fetchFn } : {}),
      prepareHeaders(headers, api) {
        const session = config.session(api);
        const token = session?.getAuthToken() ?? null;
        if (token) headers.set('authorization', `Bearer ${token}`);
        if (session?.language) headers.set(LANGUAGE_HEADER, session.language);
        return headers;
      },
    });
  const globalFetchQuery = fetchQueryWith();
  // One fetchBaseQuery per session-supplied fetch (a server builds one per rendered page).
  const fetchQueries = new WeakMap<typeof fetch, ReturnType<typeof fetchQueryWith>>();
  return (args, api, extraOptions) => {
    const fetchFn = config.session(api)?.fetch;
    if (!fetchFn) return globalFetchQuery(args, api, extraOptions);
    let query = fetchQueries.get(fetchFn);
    if (!query) {
      query = fetchQueryWith(fetchFn);
      fetchQueries.set(fetchFn, query);
    }
    return query(args, api, extraOptions);
  };
}

// One guest-token request per session at a time: calls failing together share one new token.
const pendingGuestTokens = new WeakMap<ApiExtra, Promise<string | null>>();

/**
 * Gets a new guest token from `POST /api/auth/guest` and hands it to the session
 * ({@link ApiExtra.guestTokenIssued}); null when the call fails, so the caller shows its own
 * error. Concurrent callers of one session share one request.
 */
export function requestGuestToken(extra: ApiExtra, baseUrl: string = pageBaseUrl()): Promise<string | null> {
  const pending = pendingGuestTokens.get(extra);
  if (pending) return pending;
  const request = (async () => {
    try {
      // No bearer token: the old guest token is the one being replaced. No abort signal either:
      // the request is shared, so one caller giving up must not fail the others.
      const response = await (extra.fetch ?? fetch)(
        new Request(new URL('api/auth/guest', withTrailingSlash(baseUrl)), { method: 'POST' }),
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
export async function ensureGuestToken(
  extra: ApiExtra,
  baseUrl: string = pageBaseUrl(),
): Promise<string | null> {
  return extra.getAuthToken() ?? requestGuestToken(extra, baseUrl);
}

/**
 * The one session seam, around the plain fetch of {@link createRawBaseQuery}. A 401 saying the
 * token is invalid or expired is handled here and nowhere else: with a user token the session is
 * forgotten (the page that needs a user then asks for a login), with a guest token a fresh guest
 * token is fetched and the call retried once. Other 401s (wrong password, a guest on a user's
 * call) pass through untouched.
 */
export function createSessionBaseQuery(
  config: SessionConfig,
  raw = createRawBaseQuery(config),
): ShopBaseQuery {
  return async (args, api, extraOptions) => {
    const extra = config.session(api);
    if (extra && extraOptions?.shopper && !extra.getAuthToken())
      await requestGuestToken(extra, config.baseUrl);
    const sentToken = extra?.getAuthToken() ?? null;
    const sentKind: TokenKind = sentToken === null ? null : (extra?.getTokenKind?.() ?? 'user');
    const result = await raw(args, api, extraOptions ?? {});
    if (!extra || !isExpiredTokenAnswer(result.error) || sentToken === null) return result;
    // Another call may have replaced the token meanwhile; only the holder of the refused one acts.
    if (extra.getAuthToken() !== sentToken) return raw(args, api, extraOptions ?? {});
    if (sentKind === 'user') {
      extra.userTokenExpired?.();
      return result;
    }
    const renewed = await requestGuestToken(extra, config.baseUrl);
    return renewed ? raw(args, api, extraOptions ?? {}) : result;
  };
}
