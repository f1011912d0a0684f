import { MAX_PAGE } from '@bookshop/domain';

/** The page asked for in a `page` query parameter: a whole number from 1, else page 1. */
export function readPageNumber(raw: string | null): number {
  const page = Number(raw);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * How many pages `total` results fill at `perPage` a page, up to the deepest page the server
 * serves (MAX_PAGE): "the" at a million titles fills 18,000 pages, and a link past the limit
 * would be refused.
 */
export function pageCountOf(total: number, perPage: number): number {
  return perPage > 0 ? Math.min(MAX_PAGE, Math.ceil(total / perPage)) : 0;
}

/** The current address with `page` set (page 1 drops the parameter, so page 1 has one URL). */
export function hrefWithPage(pathname: string, search: URLSearchParams, page: number): string {
  const next = new URLSearchParams(search);
  if (page <= 1) next.delete('page');
  else next.set('page', String(page));
  const query = next.toString();
  return query ? `${pathname}?${query}` : pathname;
}
