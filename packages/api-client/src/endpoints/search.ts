import type {
  AdvancedSearchParams,
  AutocompleteResponse,
  AutocompleteResult,
  SearchPage,
  SearchParams,
  SearchResponse,
} from '@bookshop/domain';
import type { ShopEndpointBuilder } from '../shop-api-definition.js';

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

/** The endpoint definitions of `searchApi` (React-free: `createBookshopApi` of the core is made of them too). */
export const searchEndpoints = (build: ShopEndpointBuilder) => ({
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
});
