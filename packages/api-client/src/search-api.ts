import { baseApi } from './base-api.js';
import { searchEndpoints } from './endpoints/search.js';

export * from './endpoints/search.js';

/** Autocomplete suggestions, the keyword search page and the advanced search. */
export const searchApi = baseApi.injectEndpoints({ endpoints: searchEndpoints });

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
