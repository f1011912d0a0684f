import { DEFAULT_DELIVERY_AREAS, type SiteStatus, type SiteStatusResponse } from '@bookshop/domain';
import { baseApi } from './base-api.js';

export type { SiteStatus } from '@bookshop/domain';

/** The site status for the current host (maintenance) and the cities each kind of item is delivered to. */
export const siteApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSiteStatus: build.query<SiteStatus, void>({
      query: () => 'api/site-status',
      transformResponse: (response: SiteStatusResponse) => ({
        maintenance: response.data.maintenance === true,
        // A server from before the areas were configurable kept stationery to Lahore too.
        deliveryAreas: response.data.deliveryAreas ?? DEFAULT_DELIVERY_AREAS,
      }),
      keepUnusedDataFor: 3600,
    }),
  }),
});

export const {
  /** React hook for the `getSiteStatus` query of {@link siteApi}: fetches, caches and refetches when its tags are invalidated. */
  useGetSiteStatusQuery,
} = siteApi;
