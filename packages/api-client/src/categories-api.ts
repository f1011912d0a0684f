import { baseApi } from './base-api.js';

export interface MenuLeafData {
  id: number;
  label: string;
}

export interface MenuGroupData {
  id: number;
  slug: string;
  label: string;
  categories: MenuLeafData[];
}

export const categoriesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCategoryMenu: build.query<MenuGroupData[], void>({
      query: () => 'api/categories/menu',
      transformResponse: (response: { data: { groups: MenuGroupData[] } }) => response.data.groups,
      providesTags: [{ type: 'Categories', id: 'LIST' }],
      // The tree changes rarely; keep it for the whole visit.
      keepUnusedDataFor: 3600,
    }),
  }),
});

export const { useGetCategoryMenuQuery } = categoriesApi;
