import type { HomeResponse, HomeSection } from '@bookshop/domain';
import { baseApi } from './base-api.js';

export type { HomeSection, HomeSectionKey } from '@bookshop/domain';

/** The rows of the home page. */
export const homeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getHome: build.query<HomeSection[], void>({
      query: () => 'api/home',
      transformResponse: (response: HomeResponse) => response.data.sections,
      providesTags: [{ type: 'Books', id: 'HOME' }],
    }),
  }),
});

export const {
  /** React hook for the `getHome` query of {@link homeApi}: fetches, caches and refetches when its tags are invalidated. */
  useGetHomeQuery,
} = homeApi;
