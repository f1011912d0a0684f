import type { BookListResponse, BookSummary, StockStatus } from '@bookshop/domain';
import type { APIRequestContext } from '@playwright/test';

/** Books of the demo catalogue in a stock state, newest first, read through the public API. */
export async function booksWithStatus(
  request: APIRequestContext,
  status: StockStatus,
  count: number,
  baseURL = '',
): Promise<BookSummary[]> {
  const found: BookSummary[] = [];
  for (let offset = 0; found.length < count && offset < 1000; offset += 100) {
    const response = await request.get(`${baseURL}/api/books?limit=100&offset=${offset}`);
    const page = ((await response.json()) as BookListResponse).data;
    found.push(...page.books.filter((b) => b.bookStatus === status && b.PAK_PRICE > 0));
    if (page.books.length < 100) break;
  }
  if (found.length < count) throw new Error(`the demo catalogue has fewer than ${count} ${status} books`);
  return found.slice(0, count);
}
