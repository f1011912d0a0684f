import { baseApi } from './base-api.js';

/** What the server says about the site for the host the page was opened on. */
export interface SiteStatus {
  /** True when this host is listed in MAINTENANCE_HOSTS: every page shows /maintenance. */
  maintenance: boolean;
}

export const siteApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSiteStatus: build.query<SiteStatus, void>({
      query: () => 'api/site-status',
      transformResponse: (response: { data: SiteStatus }) => ({
        maintenance: response.data.maintenance === true,
      }),
      keepUnusedDataFor: 3600,
    }),
  }),
});

export const { useGetSiteStatusQuery } = siteApi;
