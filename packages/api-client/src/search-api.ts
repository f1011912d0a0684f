import type { AutocompleteResponse, AutocompleteResult, BookSummary } from '@bookshop/domain';
import { baseApi } from './base-api.js';

/** One value of a search facet, e.g. the publisher 'Sang-e-Meel' with 12 matching books. */
export interface SearchFacetValue {
  /** What goes back to the server as the filter value. */
  value: string;
  label: string;
  count: number;
}

/** The facets the search results can be narrowed by (issue 4). */
export const SEARCH_FACETS = [
  'category',
  'author',
  'publisher',
  'language',
  'price',
  'availability',
] as const;
export type SearchFacetName = (typeof SEARCH_FACETS)[number];

export type SearchFacets = Partial<Record<SearchFacetName, readonly SearchFacetValue[]>>;

export const SEARCH_SORTS = ['relevance', 'price_asc', 'price_desc', 'newest'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

/**
 * A keyword search as the URL and the server read it: facet filters take a facet value exactly
 * as the facet gave it.
 */
export interface SearchParams extends Partial<Record<SearchFacetName, string>> {
  keyword?: string;
  sort?: SearchSort;
  page?: number;
  perPage?: number;
}

/**
 * The advanced search (`/advance-search`): title, author and publisher are words to match (not
 * exact values), the ISBN may be partial and hyphenated, the price range is in whole rupees.
 */
export interface AdvancedSearchParams {
  title?: string;
  author?: string;
  publisher?: string;
  isbn?: string;
  category?: string;
  minPrice?: number;
  maxPrice?: number;
  sort?: SearchSort;
  page?: number;
  perPage?: number;
}

export interface SearchPage {
  books: BookSummary[];
  total: number;
  page: number;
  perPage: number;
  facets: SearchFacets;
}

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
      transformResponse: (response: { data: SearchPage }) => response.data,
      providesTags: [{ type: 'Books', id: 'LIST' }],
    }),
    advancedSearch: build.query<SearchPage, AdvancedSearchParams>({
      query: (params) => ({ url: 'api/search/advanced', params: searchQueryParams(params) }),
      transformResponse: (response: { data: SearchPage }) => response.data,
      providesTags: [{ type: 'Books', id: 'LIST' }],
    }),
  }),
});

export const { useAutocompleteQuery, useLazyAutocompleteQuery, useSearchQuery, useAdvancedSearchQuery } =
  searchApi;
