import { baseApi } from './base-api.js';
import { listingsEndpoints } from './endpoints/listings.js';

export * from './endpoints/listings.js';

/** Category listings and the High Discounts categories, a page at a time. */
export const listingsApi = baseApi.injectEndpoints({ endpoints: listingsEndpoints });

export const {
  /** React hook for the `getCategoryBooks` query of {@link listingsApi}: fetches, caches and refetches when its tags are invalidated. */
  useGetCategoryBooksQuery,
  /** React hook for the `getHighDiscountCategories` query of {@link listingsApi}: fetches, caches and refetches when its tags are invalidated. */
  useGetHighDiscountCategoriesQuery,
  /** React hook for the `getHighDiscountCategoryBooks` query of {@link listingsApi}: fetches, caches and refetches when its tags are invalidated. */
  useGetHighDiscountCategoryBooksQuery,
} = listingsApi;
