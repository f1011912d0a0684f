import { baseApi } from './base-api.js';
import { siteEndpoints } from './endpoints/site.js';

export * from './endpoints/site.js';

/** The site status for the current host (maintenance) and the cities each kind of item is delivered to. */
export const siteApi = baseApi.injectEndpoints({ endpoints: siteEndpoints });

export const {
  /** React hook for the `getSiteStatus` query of {@link siteApi}: fetches, caches and refetches when its tags are invalidated. */
  useGetSiteStatusQuery,
} = siteApi;
