import { baseApi } from './base-api.js';
import { categoriesEndpoints } from './endpoints/categories.js';

export * from './endpoints/categories.js';

/** The category tree as menu groups. */
export const categoriesApi = baseApi.injectEndpoints({ endpoints: categoriesEndpoints });

export const {
  /** React hook for the `getCategoryMenu` query of {@link categoriesApi}: fetches, caches and refetches when its tags are invalidated. */
  useGetCategoryMenuQuery,
} = categoriesApi;
