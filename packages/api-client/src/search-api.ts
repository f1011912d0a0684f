import type {
  AdvancedSearchParams,
  AutocompleteResponse,
  AutocompleteResult,
  SearchPage,
  SearchParams,
  SearchResponse,
} from '@bookshop/domain';
import { baseApi } from './base-api.js';

export type {
  AdvancedSearchParams,
  SearchFacetName,
  SearchFacets,
  SearchFacetValue,
  SearchPage,
  SearchParams,
  SearchSort,
} from '@bookshop/domain';
export { SEARCH_FACETS, SEARCH_SORTS } from '@bookshop/domain';

/** Drops empty criteria so equal searches share one cache entry and the URL stays short. */
export function searchQueryParams(
  params: SearchParams | AdvancedSearchParams,
): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    out[key] = value;
  }
  return out;
}

/** Autocomplete suggestions, the keyword search page and the advanced search. */
export const searchApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    autocomplete: build.query<readonly AutocompleteResult[], string>({
      query: (search) => ({ url: 'api/autocomplete', params: { search } }),
      transformResponse: (response: AutocompleteResponse) => response.results ?? [],
      // Suggestions go stale quickly as a shopper types; a short life keeps the cache small.
      keepUnusedDataFor: 30,
    }),
    search: build.query<SearchPage, SearchParams>({
      query: (params) => ({ url: 'api/search', params: searchQueryParams(params) }),
      transformResponse: (response: SearchResponse) => response.data,
      providesTags: [{ type: 'Books', id: 'LIST' }],
    }),
    advancedSearch: build.query<SearchPage, AdvancedSearchParams>({
      query: (params) => ({ url: 'api/search/advanced', params: searchQueryParams(params) }),
      transformResponse: (response: SearchResponse) => response.data,
      providesTags: [{ type: 'Books', id: 'LIST' }],
    }),
  }),
});

export const {
  /** React hook for the `autocomplete` query of {@link searchApi}: fetches, caches and refetches when its tags are invalidated. */
  useAutocompleteQuery,
  /** React hook for the `autocomplete` query of {@link searchApi} that fetches only when its trigger is called. */
  useLazyAutocompleteQuery,
  /** React hook for the `search` query of {@link searchApi}: fetches, caches and refetches when its tags are invalidated. */
  useSearchQuery,
  /** React hook for the `advancedSearch` query of {@link searchApi}: fetches, caches and refetches when its tags are invalidated. */
  useAdvancedSearchQuery,
} = searchApi;
