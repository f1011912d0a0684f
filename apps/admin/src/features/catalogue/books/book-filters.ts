import {
  ADMIN_BOOK_LIST_SIZE,
  ADMIN_WITHDRAWN_FILTERS,
  type AdminBookListQuery,
  type AdminWithdrawnFilter,
  isBookLanguage,
  STOCK_STATUSES,
  type StockStatus,
} from '@bookshop/domain';
import type { BookListFilters } from '../catalogue-paths';

const ID = /^[1-9]\d{0,9}$/;

function isStockStatus(value: string | null): value is StockStatus {
  return (STOCK_STATUSES as readonly (string | null)[]).includes(value);
}

function isWithdrawnFilter(value: string | null): value is AdminWithdrawnFilter {
  return (ADMIN_WITHDRAWN_FILTERS as readonly (string | null)[]).includes(value);
}

/** The list's filters from its address; anything unreadable is left out rather than refused. */
export function bookFiltersFromSearch(params: URLSearchParams): BookListFilters {
  const category = params.get('category_id') ?? '';
  const stock = params.get('stock_status');
  const language = params.get('language');
  const withdrawn = params.get('withdrawn');
  const after = params.get('after') ?? '';
  const trail = (params.get('trail') ?? '')
    .split(',')
    .filter((id) => id === '0' || ID.test(id))
    .join(',');
  return {
    q: (params.get('q') ?? '').slice(0, 100),
    category_id: ID.test(category) ? category : '',
    stock_status: isStockStatus(stock) ? stock : '',
    language: isBookLanguage(language) ? language : '',
    no_cover: params.get('no_cover') === '1' ? '1' : '',
    withdrawn: isWithdrawnFilter(withdrawn) && withdrawn !== 'exclude' ? withdrawn : '',
    ...(ID.test(after) ? { after: Number(after) } : {}),
    ...(trail ? { trail } : {}),
  };
}

/** The admin API's list query for these filters. */
export function bookListQuery(filters: BookListFilters): AdminBookListQuery {
  return {
    ...(filters.q?.trim() ? { q: filters.q.trim() } : {}),
    ...(filters.category_id ? { category_id: Number(filters.category_id) } : {}),
    ...(filters.stock_status ? { stock_status: filters.stock_status } : {}),
    ...(filters.language ? { language: filters.language } : {}),
    ...(filters.no_cover === '1' ? { no_cover: true } : {}),
    ...(filters.withdrawn ? { withdrawn: filters.withdrawn } : {}),
    ...(filters.after ? { after: filters.after } : {}),
    limit: ADMIN_BOOK_LIST_SIZE,
  };
}

/** The filters without the paging: what a new search or filter starts from. */
export function withoutPaging(filters: BookListFilters): BookListFilters {
  const { after: _after, trail: _trail, ...rest } = filters;
  return rest;
}

/** The next page's filters: this page's `after` joins the trail ('0' stands for the first page). */
export function nextPage(filters: BookListFilters, nextAfter: number): BookListFilters {
  const trail = [...(filters.trail ? filters.trail.split(',') : []), String(filters.after ?? 0)];
  return { ...filters, after: nextAfter, trail: trail.join(',') };
}

/** The page before's filters, or null on the first page. */
export function previousPage(filters: BookListFilters): BookListFilters | null {
  if (!filters.after) return null;
  const trail = filters.trail ? filters.trail.split(',') : [];
  const before = Number(trail.pop() ?? 0);
  const rest = withoutPaging(filters);
  return {
    ...rest,
    ...(before > 0 ? { after: before } : {}),
    ...(trail.length > 0 ? { trail: trail.join(',') } : {}),
  };
}

/** How many filters besides the search are set (the Clear button's count). */
export function activeBookFilterCount(filters: BookListFilters): number {
  return [
    filters.q?.trim(),
    filters.category_id,
    filters.stock_status,
    filters.language,
    filters.no_cover,
    filters.withdrawn,
  ].filter(Boolean).length;
}
