/** The facets search results can be narrowed by, in the order the results page shows them. */
export const SEARCH_FACETS = [
  'category',
  'author',
  'publisher',
  'language',
  'price',
  'availability',
] as const;

/** One of {@link SEARCH_FACETS}; also the query parameter that filters by it. */
export type SearchFacetName = (typeof SEARCH_FACETS)[number];

/**
 * The sort orders of search and listings (`sort=` in the query). `discount_desc` (biggest own
 * discount first) is the order of the High Discounts listings.
 */
export const SEARCH_SORTS = ['relevance', 'price_asc', 'price_desc', 'newest', 'discount_desc'] as const;

/** One of {@link SEARCH_SORTS}. */
export type SearchSort = (typeof SEARCH_SORTS)[number];

/**
 * Price bands of the price facet (`price=` in the query), on the price after the book's own
 * discount, in whole rupees; `max` null means no upper bound.
 */
export const PRICE_BANDS = [
  { key: '0-500', label: 'Under Rs. 500', min: 0, max: 500 },
  { key: '500-1000', label: 'Rs. 500 to 1,000', min: 500, max: 1000 },
  { key: '1000-2000', label: 'Rs. 1,000 to 2,000', min: 1000, max: 2000 },
  { key: '2000-5000', label: 'Rs. 2,000 to 5,000', min: 2000, max: 5000 },
  { key: '5000+', label: 'Rs. 5,000 and above', min: 5000, max: null },
] as const;

/** One of {@link PRICE_BANDS}. */
export type PriceBand = (typeof PRICE_BANDS)[number];

/** Most results a search or listing page may ask for (`perPage`). */
export const MAX_PER_PAGE = 60;

/** Results per page when the query does not say. */
export const DEFAULT_PER_PAGE = 24;

/** Deepest page a search or listing may ask for: deep pages are never read and cost the most. */
export const MAX_PAGE = 1000;
