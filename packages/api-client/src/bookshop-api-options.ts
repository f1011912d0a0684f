import type { CartCountPatch } from './endpoints/cart.js';
import { shopEndpoints } from './endpoints/index.js';
import { type ApiExtra, createSessionBaseQuery, type TokenKind } from './session-base-query.js';
import { SHOP_API_DEFINITION, type ShopEndpointBuilder } from './shop-api-definition.js';

/** How a client outside the web app reaches the shop: its address and where its token comes from. */
export interface BookshopApiOptions {
  /** The shop's address, e.g. `https://shop.example.pk/`; every call goes to `<baseUrl>api/...`. */
  baseUrl: string;
  /**
   * The shopper's current token (a signed-in user's, else a guest's), read for every call. Left
   * out, the API keeps the guest token it is given on first need (calls that need a shopper ask
   * `POST /api/auth/guest` for one), which suits a script placing a guest's order.
   */
  getToken?(): string | null;
  /** Whose token {@link BookshopApiOptions.getToken} gives; a token counts as a user's without it. */
  getTokenKind?(): TokenKind;
  /** The server refused the user's token (expired or revoked): forget the user session. */
  onUserTokenExpired?(): void;
  /** A new guest token was issued (first need, or the old one expired): keep it as the guest's. */
  onGuestTokenIssued?(token: string): void;
  /** How requests are sent; the global `fetch` when left out. */
  fetch?: typeof fetch;
}

/** The session an API made by a factory carries on every call, from its options. */
export function sessionOf(options: BookshopApiOptions): ApiExtra {
  let kept: string | null = null;
  return {
    getAuthToken: options.getToken ?? (() => kept),
    getTokenKind: options.getTokenKind ?? (() => (options.getToken ? 'user' : kept ? 'guest' : null)),
    userTokenExpired: () => options.onUserTokenExpired?.(),
    guestTokenIssued: (token) => {
      if (!options.getToken) kept = token;
      options.onGuestTokenIssued?.(token);
    },
    ...(options.fetch ? { fetch: options.fetch } : {}),
  };
}

/**
 * The `createApi` options of a whole shop API from a factory's options: the shared definition,
 * a base query with this session and address, and every endpoint. `self` reaches the API made
 * from them (for the cart count badge).
 */
export function bookshopApiDefinition(options: BookshopApiOptions, self: () => CartCountPatch) {
  if (!options.baseUrl) throw new Error('createBookshopApi needs a baseUrl, e.g. https://shop.example.pk/');
  const session = sessionOf(options);
  return {
    ...SHOP_API_DEFINITION,
    baseQuery: createSessionBaseQuery({ baseUrl: options.baseUrl, session: () => session }),
    endpoints: (build: ShopEndpointBuilder) => shopEndpoints(build, self),
  };
}
