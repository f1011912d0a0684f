import {
  type AdvancedSearchParams,
  SEARCH_FACETS,
  SEARCH_SORTS,
  type SearchFacetName,
  type SearchParams,
  type SearchSort,
} from '@bookshop/api-client';
import type { MessageKey } from '@bookshop/i18n/core';
import { readPageNumber } from '../../shared/page-number';

/** Results per page on the search pages. */
export const PER_PAGE = 24;

/** The sort orders a shopper may choose, in the order the select lists them, each with its name's key. */
export const SORT_OPTIONS: readonly { value: SearchSort; labelKey: MessageKey }[] = [
  { value: 'relevance', labelKey: 'catalog.sort.relevance' },
  { value: 'price_asc', labelKey: 'catalog.sort.priceAsc' },
  { value: 'price_desc', labelKey: 'catalog.sort.priceDesc' },
  { value: 'newest', labelKey: 'catalog.sort.newest' },
  { value: 'discount_desc', labelKey: 'catalog.sort.discountDesc' },
];

/** The key of each facet's heading. */
export const FACET_TITLE_KEYS: Readonly<Record<SearchFacetName, MessageKey>> = {
  category: 'catalog.facet.category',
  author: 'catalog.facet.author',
  publisher: 'catalog.facet.publisher',
  language: 'catalog.facet.language',
  price: 'catalog.facet.price',
  availability: 'catalog.facet.availability',
};

function readSort(raw: string | null): SearchSort | undefined {
  return SEARCH_SORTS.find((sort) => sort === raw);
}

function text(raw: string | null): string | undefined {
  const trimmed = raw?.trim();
  return trimmed ? trimmed : undefined;
}

function wholeNumber(raw: string | null): number | undefined {
  if (raw === null || !/^\d+$/.test(raw.trim())) return undefined;
  return Number(raw.trim());
}

/** The keyword search the address describes: all search state lives in the query string. */
export function readSearch(query: URLSearchParams): SearchParams {
  const params: SearchParams = { page: readPageNumber(query.get('page')), perPage: PER_PAGE };
  const keyword = text(query.get('keyword'));
  if (keyword) params.keyword = keyword;
  const sort = readSort(query.get('sort'));
  if (sort) params.sort = sort;
  for (const facet of SEARCH_FACETS) {
    const value = text(query.get(facet));
    if (value) params[facet] = value;
  }
  return params;
}

/** The advanced search fields, as the form writes them into the address. */
export const ADVANCED_FIELDS = [
  'title',
  'author',
  'isbn',
  'publisher',
  'category',
  'minPrice',
  'maxPrice',
] as const;
export type AdvancedField = (typeof ADVANCED_FIELDS)[number];

/** The advanced search the address describes, or null when no criterion is set yet. */
export function readAdvancedSearch(query: URLSearchParams): AdvancedSearchParams | null {
  const params: AdvancedSearchParams = { page: readPageNumber(query.get('page')), perPage: PER_PAGE };
  let criteria = 0;
  for (const field of ['title', 'author', 'isbn', 'publisher', 'category'] as const) {
    const value = text(query.get(field));
    if (value) {
      params[field] = value;
      criteria += 1;
    }
  }
  for (const field of ['minPrice', 'maxPrice'] as const) {
    const value = wholeNumber(query.get(field));
    if (value !== undefined) {
      params[field] = value;
      criteria += 1;
    }
  }
  const sort = readSort(query.get('sort'));
  if (sort) params.sort = sort;
  return criteria > 0 ? params : null;
}

/**
 * The current address with some parameters changed (undefined or '' removes one). Any change of
 * the search itself starts again from page 1.
 */
export function hrefWith(
  pathname: string,
  query: URLSearchParams,
  changes: Readonly<Record<string, string | null | undefined>>,
): string {
  const next = new URLSearchParams(query);
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined || value === null || value === '') next.delete(key);
    else next.set(key, value);
  }
  if (!('page' in changes)) next.delete('page');
  const search = next.toString();
  return search ? `${pathname}?${search}` : pathname;
}
