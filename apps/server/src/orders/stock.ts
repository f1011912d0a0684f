import { outOfStockMessage } from '@bookshop/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../accounts/repository.js';
import { books, orderItems } from '../db/schema/index.js';
import { HttpError } from '../lib/errors.js';

/** Refused because another order took the copies first; the message names the book. */
export class OutOfStockError extends HttpError {
  constructor(
    readonly bookId: number,
    title: string,
    available: number,
  ) {
    super(409, outOfStockMessage(title, available));
  }
}

/**
 * Takes `qty` copies of an available book, or throws {@link OutOfStockError}. One conditional
 * UPDATE: PostgreSQL re-checks `stock >= qty` on the newest row after any concurrent order
 * commits, so stock never goes below zero and never oversells. The last copy turns the book out
 * of stock, as set-stock would.
 */
export async function reserveStock(tx: Executor, bookId: number, title: string, qty: number): Promise<void> {
  const rows = await tx
    .update(books)
    .set({
      stock: sql`${books.stock} - ${qty}`,
      stockStatus: sql`case when ${books.stock} - ${qty} = 0 then 'out_of_stock' else ${books.stockStatus} end`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(books.id, bookId), eq(books.stockStatus, 'available'), sql`${books.stock} >= ${qty}`))
    .returning({ id: books.id });
  if (rows.length > 0) return;
  const [now] = await tx
    .select({ stock: books.stock, status: books.stockStatus })
    .from(books)
    .where(eq(books.id, bookId));
  throw new OutOfStockError(bookId, title, now?.status === 'available' ? now.stock : 0);
}

/**
 * Puts an order's reserved copies back (payment failed or order cancelled) and says how many.
 * Only the order lifecycle calls it, once per order (orders/lifecycle.ts).
 */
export async function releaseStock(tx: Executor, orderId: number): Promise<number> {
  const items = await tx
    .select({ bookId: orderItems.bookId, reserved: orderItems.reservedQty })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(orderItems.bookId);
  let copies = 0;
  for (const item of items) {
    if (!item.bookId || item.reserved <= 0) continue;
    await tx
      .update(books)
      .set({
        stock: sql`${books.stock} + ${item.reserved}`,
        stockStatus: sql`case when ${books.stockStatus} = 'out_of_stock' then 'available' else ${books.stockStatus} end`,
        updatedAt: sql`now()`,
      })
      .where(eq(books.id, item.bookId));
    copies += item.reserved;
  }
  return copies;
}
