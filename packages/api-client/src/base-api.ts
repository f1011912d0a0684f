import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';

/**
 * What the store hands every request through the thunk's extra argument. The api-client never
 * reads the app's state shape: the app says which token is current (the user's, else the guest's).
 */
export interface ApiExtra {
  getAuthToken(): string | null;
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

export type TagType = (typeof TAG_TYPES)[number];

/** Absolute, because fetch outside a browser (tests, server rendering) cannot resolve '/api/...'. */
const baseUrl = typeof location === 'undefined' ? 'http://localhost/' : `${location.origin}/`;

export const rawBaseQuery = fetchBaseQuery({
  baseUrl,
  prepareHeaders(headers, { extra }) {
    const token = isApiExtra(extra) ? extra.getAuthToken() : null;
    if (token) headers.set('authorization', `Bearer ${token}`);
    return headers;
  },
});

/** The one RTK Query API of the shop; resources add their endpoints with injectEndpoints. */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: rawBaseQuery,
  tagTypes: TAG_TYPES,
  keepUnusedDataFor: 60,
  endpoints: () => ({}),
});
