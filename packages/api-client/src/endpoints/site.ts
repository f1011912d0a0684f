import { DEFAULT_DELIVERY_AREAS, type SiteStatus, type SiteStatusResponse } from '@bookshop/domain';
import type { ShopEndpointBuilder } from '../shop-api-definition.js';

export type { SiteStatus } from '@bookshop/domain';

/** The endpoint definitions of `siteApi` (React-free: `createBookshopApi` of the core is made of them too). */
export const siteEndpoints = (build: ShopEndpointBuilder) => ({
  getSiteStatus: build.query<SiteStatus, void>({
    query: () => 'api/site-status',
    transformResponse: (response: SiteStatusResponse) => ({
      maintenance: response.data.maintenance === true,
      // A server from before the areas were configurable kept stationery to Lahore too.
      deliveryAreas: response.data.deliveryAreas ?? DEFAULT_DELIVERY_AREAS,
    }),
    keepUnusedDataFor: 3600,
  }),
});
