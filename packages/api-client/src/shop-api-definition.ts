import type { EndpointBuilder } from '@reduxjs/toolkit/query';
import type { ShopBaseQuery } from './session-base-query.js';

/*
 * What every flavour of the shop's API shares besides its endpoints: reducer path, tags, cache
 * time and server-rendering hydration. The React entry's `baseApi` and the core's
 * `createBookshopApi` are both made from it, with no React here.
 */

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

/** Where the API keeps its cache in a Redux store. */
export const REDUCER_PATH = 'api';

/** What the shop's endpoint definitions are built with, whichever flavour of API they join. */
export type ShopEndpointBuilder = EndpointBuilder<ShopBaseQuery, TagType, typeof REDUCER_PATH>;

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

/** The `createApi` options of the shop's API other than its base query and endpoints. */
export const SHOP_API_DEFINITION = {
  reducerPath: REDUCER_PATH,
  tagTypes: TAG_TYPES,
  keepUnusedDataFor: 60,
  // RTK Query's own rehydration: it takes the finished queries and leaves the rest to this store.
  extractRehydrationInfo: (action: unknown) =>
    // biome-ignore lint/suspicious/noExplicitAny: the payload is the server store's api slice, checked by RTK Query
    isApiStateHydrated(action) ? (action.payload as any) : undefined,
} as const;
