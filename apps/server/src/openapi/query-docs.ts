import {
  MAX_PAGE,
  MAX_PER_PAGE,
  PRICE_BANDS,
  SEARCH_FACETS,
  SEARCH_SORTS,
  STOCK_STATUSES,
} from '@bookshop/domain';
import type { JsonSchema } from './yup-json-schema.js';

/*
 * Queries that their services read and check themselves (every bad parameter named in one 422),
 * written down for the OpenAPI document from the domain's keys and bounds. Numeric fields are
 * also what the hostile-input guard holds to plain decimals.
 */

const paging: Record<string, JsonSchema> = {
  page: { type: 'integer', minimum: 1, maximum: MAX_PAGE, default: 1 },
  perPage: { type: 'integer', minimum: 1, maximum: MAX_PER_PAGE, default: 24 },
  sort: { type: 'string', enum: [...SEARCH_SORTS] },
};

const text = { type: 'string', maxLength: 200 } as const;
const rupees = { type: 'integer', minimum: 0, maximum: 10_000_000 } as const;

/** Query of `GET /api/search`: a keyword and facet filters (each facet takes one of its values). */
export const SEARCH_QUERY: JsonSchema = {
  type: 'object',
  properties: {
    keyword: text,
    ...Object.fromEntries(SEARCH_FACETS.map((facet) => [facet, { type: 'string', maxLength: 200 }])),
    category: { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
    price: { type: 'string', enum: PRICE_BANDS.map((band) => band.key) },
    availability: { type: 'string', enum: [...STOCK_STATUSES] },
    ...paging,
  },
};

/** Query of `GET /api/search/advanced`: words to match per field, an ISBN (or its start), a price range. */
export const ADVANCED_SEARCH_QUERY: JsonSchema = {
  type: 'object',
  properties: {
    title: text,
    author: text,
    publisher: text,
    isbn: { type: 'string', maxLength: 20 },
    category: { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
    minPrice: rupees,
    maxPrice: rupees,
    ...paging,
  },
};

/** Query of the listing calls: paging and sort, and `instock=1` for what can be bought now. */
export const LISTING_QUERY: JsonSchema = {
  type: 'object',
  properties: { ...paging, instock: { type: 'string', enum: ['', '0', '1', 'true', 'false'] } },
};
