import type { BookSummary } from '@bookshop/domain';
import { baseApi } from './base-api.js';

/** A row of the home page (new, popular, high discounts, Urdu), built by the server from the catalogue. */
export interface HomeSection {
  key: 'new' | 'popular' | 'high-discounts' | 'urdu' | (string & {});
  title: string;
  books: BookSummary[];
}

export const homeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getHome: build.query<HomeSection[], void>({
      query: () => 'api/home',
      transformResponse: (response: { data: { sections: HomeSection[] } }) => response.data.sections,
      providesTags: [{ type: 'Books', id: 'HOME' }],
    }),
  }),
});

export const { useGetHomeQuery } = homeApi;
