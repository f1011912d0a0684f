import type { HomeResponse, HomeSection } from '@bookshop/domain';
import type { ShopEndpointBuilder } from '../shop-api-definition.js';

export type { HomeSection, HomeSectionKey } from '@bookshop/domain';

/** The endpoint definitions of `homeApi` (React-free: `createBookshopApi` of the core is made of them too). */
export const homeEndpoints = (build: ShopEndpointBuilder) => ({
  getHome: build.query<HomeSection[], void>({
    query: () => 'api/home',
    transformResponse: (response: HomeResponse) => response.data.sections,
    providesTags: [{ type: 'Books', id: 'HOME' }],
  }),
});
