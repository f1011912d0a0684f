import {
  DEFAULT_PER_PAGE,
  MAX_PAGE,
  MAX_PER_PAGE,
  PRICE_BANDS,
  type PriceBand,
  SEARCH_SORTS,
  type SearchSort,
  STOCK_STATUSES,
  type StockStatus,
} from '@bookshop/domain';
import { ValidationError } from '../lib/errors.js';

const MAX_TEXT = 200;
const MAX_PRICE = 10_000_000;

/** Filters shown as facets: each facet's counts leave its own filter out. */
export interface FacetFilters {
  category: number | null;
  /** Exact author name, as a facet value gives it. */
  author: string | null;
  /** Exact publisher name, as a facet value gives it. */
  publisher: string | null;
  language: string | null;
  price: PriceBand | null;
  availability: StockStatus | null;
}

/** A search query after checking: what the repository runs. */
export interface ParsedSearch extends FacetFilters {
  keyword: string | null;
  /** Advanced search: words that must start words of the title, the authors or the publisher. */
  titleText: string | null;
  authorText: string | null;
  publisherText: string | null;
  /** Whole or start of an ISBN-10 or ISBN-13, hyphens dropped. */
  isbn: string | null;
  minPrice: number | null;
  maxPrice: number | null;
  page: number;
  perPage: number;
  sort: SearchSort;
}

type Query = Record<string, unknown>;

class ParamReader {
  readonly errors: Record<string, string[]> = {};

  constructor(private readonly query: Query) {}

  fail(field: string, message: string): null {
    this.errors[field] = [message];
    return null;
  }

  /** The trimmed text of a parameter, or null when it is absent or blank. */
  text(field: string, max = MAX_TEXT): string | null {
    const value = this.query[field];
    if (value === undefined) return null;
    if (typeof value !== 'string') return this.fail(field, `${field} must be given once`);
    const trimmed = value.trim();
    if (trimmed === '') return null;
    if (trimmed.length > max) return this.fail(field, `${field} must be at most ${max} characters`);
    return trimmed;
  }

  wholeNumber(field: string, min: number, max: number, message: string): number | null {
    const text = this.text(field);
    if (text === null) return null;
    if (!/^\d+$/.test(text)) return this.fail(field, message);
    const n = Number(text);
    return n >= min && n <= max ? n : this.fail(field, message);
  }

  oneOf<T extends string>(field: string, allowed: readonly T[]): T | null {
    const text = this.text(field);
    if (text === null) return null;
    return (allowed as readonly string[]).includes(text)
      ? (text as T)
      : this.fail(field, `${field} must be one of ${allowed.join(', ')}`);
  }
}

export interface ParseOptions {
  /** Advanced search reads author and publisher as words to match, not exact facet values. */
  advanced: boolean;
  defaultSort: SearchSort;
}

/**
 * Reads and checks the search parameters, reporting every bad one at once as a 422 with a
 * message per field; unknown parameters are ignored, as links with tracking parameters must
 * still work.
 */
export function parseSearchParams(query: Query, options: ParseOptions): ParsedSearch {
  const r = new ParamReader(query);
  const page = r.wholeNumber('page', 1, MAX_PAGE, `page must be a whole number from 1 to ${MAX_PAGE}`) ?? 1;
  const perPage =
    r.wholeNumber('perPage', 1, MAX_PER_PAGE, `perPage must be a whole number from 1 to ${MAX_PER_PAGE}`) ??
    DEFAULT_PER_PAGE;
  const sort = r.oneOf('sort', SEARCH_SORTS) ?? options.defaultSort;
  const category = r.wholeNumber('category', 1, 2_147_483_647, 'category must be a category id');
  const language = r.text('language', 12);
  if (language !== null && !/^[a-z]{2,3}(-[a-z]{2})?$/.test(language)) {
    r.fail('language', 'language must be a language code such as en or ur');
  }
  const priceKey = r.oneOf(
    'price',
    PRICE_BANDS.map((b) => b.key),
  );
  const availability = r.oneOf('availability', STOCK_STATUSES);
  const minPrice = r.wholeNumber('minPrice', 0, MAX_PRICE, 'minPrice must be a whole number of rupees');
  const maxPrice = r.wholeNumber('maxPrice', 0, MAX_PRICE, 'maxPrice must be a whole number of rupees');
  if (minPrice !== null && maxPrice !== null && minPrice > maxPrice) {
    r.fail('minPrice', 'minPrice must not be more than maxPrice');
  }
  const isbnText = r.text('isbn', 20);
  let isbn: string | null = null;
  if (isbnText !== null) {
    const compact = isbnText.replace(/[\s-]/g, '').toUpperCase();
    if (/^(\d{1,13}|\d{9}X)$/.test(compact)) isbn = compact;
    else r.fail('isbn', 'isbn must be the digits of an ISBN-10 or ISBN-13 (hyphens allowed)');
  }
  const author = r.text('author');
  const publisher = r.text('publisher');
  const params: ParsedSearch = {
    keyword: r.text('keyword'),
    titleText: r.text('title'),
    authorText: options.advanced ? author : null,
    publisherText: options.advanced ? publisher : null,
    isbn,
    minPrice,
    maxPrice,
    category,
    author: options.advanced ? null : author,
    publisher: options.advanced ? null : publisher,
    language,
    price: PRICE_BANDS.find((b) => b.key === priceKey) ?? null,
    availability,
    page,
    perPage,
    sort,
  };
  if (Object.keys(r.errors).length > 0) throw new ValidationError(r.errors);
  return params;
}
