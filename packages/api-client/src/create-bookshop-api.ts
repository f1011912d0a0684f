import { createApi } from '@reduxjs/toolkit/query/react';
import { type BookshopApiOptions, bookshopApiDefinition } from './bookshop-api-options.js';
import type { CartCountPatch } from './endpoints/cart.js';

export type { BookshopApiOptions } from './bookshop-api-options.js';

/**
 * The shop's whole API with React hooks, for a React app that is not the web app (React Native, a
 * widget on another site): every endpoint, calling `<baseUrl>api/...` with the token `getToken`
 * gives. The web app itself uses {@link baseApi}, whose session comes from its store. Without
 * React, use `createBookshopApi` of `@bookshop/api-client/core`.
 */
export function createBookshopApi(options: BookshopApiOptions) {
  const api = createApi(
    bookshopApiDefinition(
      options,
      (): CartCountPatch => (delta) =>
        api.util.updateQueryData('getCartCount', undefined, (count) => count + delta),
    ),
  );
  return api;
}
