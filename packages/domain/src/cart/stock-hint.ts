import type { StockStatus } from '../entities/book.js';

/**
 * From how many copies on hand down the shop says how few are left. Above it the count is no
 * news to a shopper; at it and below, knowing may decide whether they buy now.
 */
export const LOW_STOCK_HINT_AT = 5;

/**
 * The few-left hint of a book on the shelf ("Only 2 left"), for the book page and cart lines; null
 * when there are more than {@link LOW_STOCK_HINT_AT} copies, none at all (the stock label says out
 * of stock then), or the book is not sold from stock (pre-order, on demand, out of stock).
 *
 * @example stockHint('available', 2) // 'Only 2 left'
 * @example stockHint('available', 12) // null
 */
export function stockHint(status: StockStatus, stock: number | null | undefined): string | null {
  if (status !== 'available' || stock == null || !Number.isFinite(stock)) return null;
  const copies = Math.floor(stock);
  if (copies < 1 || copies > LOW_STOCK_HINT_AT) return null;
  return `Only ${copies} left`;
}
