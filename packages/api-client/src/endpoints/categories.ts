import type { CategoryMenuResponse, MenuGroupData } from '@bookshop/domain';
import type { ShopEndpointBuilder } from '../shop-api-definition.js';

export type { MenuGroupData, MenuLeafData, MenuSectionData } from '@bookshop/domain';

/** The endpoint definitions of `categoriesApi` (React-free: `createBookshopApi` of the core is made of them too). */
export const categoriesEndpoints = (build: ShopEndpointBuilder) => ({
  getCategoryMenu: build.query<MenuGroupData[], void>({
    query: () => 'api/categories/menu',
    transformResponse: (response: CategoryMenuResponse) => response.data.groups,
    providesTags: [{ type: 'Categories', id: 'LIST' }],
    // The tree changes rarely; keep it for the whole visit.
    keepUnusedDataFor: 3600,
  }),
});
