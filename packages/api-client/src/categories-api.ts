import type { CategoryMenuResponse, MenuGroupData } from '@bookshop/domain';
import { baseApi } from './base-api.js';

export type { MenuGroupData, MenuLeafData, MenuSectionData } from '@bookshop/domain';

/** The category tree as menu groups. */
export const categoriesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCategoryMenu: build.query<MenuGroupData[], void>({
      query: () => 'api/categories/menu',
      transformResponse: (response: CategoryMenuResponse) => response.data.groups,
      providesTags: [{ type: 'Categories', id: 'LIST' }],
      // The tree changes rarely; keep it for the whole visit.
      keepUnusedDataFor: 3600,
    }),
  }),
});

export const {
  /** React hook for the `getCategoryMenu` query of {@link categoriesApi}: fetches, caches and refetches when its tags are invalidated. */
  useGetCategoryMenuQuery,
} = categoriesApi;
