import type { BookSummary } from '../entities/book.js';
import type { SearchFacetName, SearchSort } from '../site/search-keys.js';

/** One value of a search facet, e.g. the publisher 'Sang-e-Meel' with 12 matching books. */
export interface SearchFacetValue {
  /** What goes back to the server as the filter value. */
  value: string;
  label: string;
  count: number;
}

/** Every facet with its values; each facet's counts leave its own filter out. */
export type SearchFacets = Record<SearchFacetName, SearchFacetValue[]>;

/**
 * Query of `GET /api/search`: a keyword search. Facet filters take a facet value exactly as the
 * facet gave it.
 */
export interface SearchParams extends Partial<Record<SearchFacetName, string>> {
  keyword?: string;
  sort?: SearchSort;
  page?: number;
  perPage?: number;
}

/**
 * Query of `GET /api/search/advanced` (`/advance-search`): title, author and publisher are words
 * to match (not exact values), the ISBN may be partial and hyphenated, the price range is in
 * whole rupees.
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

/** One page of search results with the facets of the whole result. */
export interface SearchPage {
  books: BookSummary[];
  /** Every match, or, when more matched than the server counts (totalExact false), that limit. */
  total: number;
  /**
   * False when more titles matched than the server counts (1,000): `total` is then that limit,
   * shown as "1,000+ results", and the books, their order and the pages are those of the first
   * matches in catalogue order. A facet or another word narrows it back to exact figures. The
   * shop's server counts every match of a plain search in memory and says false only for the
   * searches the database answers (the advanced form's title, author or publisher words; ISBNs).
   */
  totalExact: boolean;
  page: number;
  perPage: number;
  facets: SearchFacets;
  /**
   * The facets whose counts were taken among the first matches only (more matched than the
   * server counts): each count is then at least what it says, shown with a "+".
   */
  approximateFacets: SearchFacetName[];
}

/** Answer of `GET /api/search` and `GET /api/search/advanced`. */
export interface SearchResponse {
  data: SearchPage;
}
