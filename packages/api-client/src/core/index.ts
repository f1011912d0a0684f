/**
 * The Bookshop's HTTP API with no React: `createBookshopApi({ baseUrl, getToken })` makes an RTK
 * Query API (`@reduxjs/toolkit/query`, the non-React entry) for Node scripts, React Native, a
 * back office or tests, and `createBookshopStore(api)` a Redux store to run its calls in.
 *
 * ```ts
 * import { createBookshopApi, createBookshopStore } from '@bookshop/api-client/core';
 *
 * const api = createBookshopApi({ baseUrl: 'https://shop.example.pk/' });
 * const store = createBookshopStore(api);
 * const book = await store.dispatch(api.endpoints.getBook.initiate(42)).unwrap();
 * ```
 *
 * @module @bookshop/api-client/core
 */
import { configureStore, type Middleware, type Reducer } from '@reduxjs/toolkit';
import { buildCreateApi, coreModule } from '@reduxjs/toolkit/query';
import { type BookshopApiOptions, bookshopApiDefinition } from '../bookshop-api-options.js';
import type { CartCountPatch } from '../endpoints/cart.js';

export * from '../api-error.js';
export type { BookshopApiOptions } from '../bookshop-api-options.js';
export * from '../endpoints/index.js';
export {
  type ApiExtra,
  ensureGuestToken,
  requestGuestToken,
  type SessionExtraOptions,
  type ShopBaseQuery,
  type TokenKind,
} from '../session-base-query.js';
export {
  type ApiStateHydratedAction,
  apiStateHydrated,
  REDUCER_PATH,
  type ShopEndpointBuilder,
  TAG_TYPES,
  type TagType,
} from '../shop-api-definition.js';

const createCoreApi = buildCreateApi(coreModule());

/**
 * The shop's whole API, without React: every endpoint, calling `<baseUrl>api/...` with the token
 * `getToken` gives (see {@link BookshopApiOptions}). Run its calls in a store from
 * {@link createBookshopStore}: `store.dispatch(api.endpoints.placeOrder.initiate(args))`.
 */
export function createBookshopApi(options: BookshopApiOptions) {
  const api = createCoreApi(
    bookshopApiDefinition(
      options,
      (): CartCountPatch => (delta) =>
        api.util.updateQueryData('getCartCount', undefined, (count) => count + delta),
    ),
  );
  return api;
}

/** An API made by {@link createBookshopApi}. */
export type BookshopApi = ReturnType<typeof createBookshopApi>;

/** A Redux store that runs one API's calls and keeps its cache (reducer and middleware wired). */
export function createBookshopStore(api: { reducerPath: string; reducer: Reducer; middleware: Middleware }) {
  return configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
}
