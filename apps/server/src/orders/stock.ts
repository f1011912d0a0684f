import { outOfStockMessage } from '@bookshop/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../accounts/repository.js';
import { queryRows } from '../db/query-rows.js';
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

/** Copies of one book an order takes. */
export interface StockTake {
  bookId: number;
  title: string;
  qty: number;
}

/**
 * Takes the copies of several available books in one statement, or throws
 * {@link OutOfStockError} for the first book (by id) that lacks them; the caller's transaction
 * then rolls back whatever was taken. The rows are locked in book id order first (a materialized
 * `SELECT ... ORDER BY id FOR UPDATE`; the UPDATE only touches rows it already returned), so two
 * orders for the same books never deadlock, and the UPDATE re-checks `stock >= qty` on the newest
 * row as {@link reserveStock} does: never below zero, never oversold.
 */
export async function reserveStocks(tx: Executor, takes: readonly StockTake[]): Promise<void> {
  if (takes.length === 0) return;
  // One row per book: an UPDATE joined to a book twice would take its copies once.
  const perBook = new Map<number, StockTake>();
  for (const take of takes) {
    const seen = perBook.get(take.bookId);
    perBook.set(take.bookId, seen ? { ...seen, qty: seen.qty + take.qty } : take);
  }
  const ids = [...perBook.keys()];
  const qtys = [...perBook.values()].map((t) => t.qty);
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`
    with wanted as (
      select * from unnest(${`{${ids.join(',')}}`}::int[], ${`{${qtys.join(',')}}`}::int[]) as w(id, qty)
    ),
    locked as materialized (
      select b.id from ${books} b where b.id in (select id from wanted) order by b.id for update
    )
    update ${books} b
    set stock = b.stock - w.qty,
      stock_status = case when b.stock - w.qty = 0 then 'out_of_stock' else b.stock_status end,
      updated_at = now()
    from wanted w, locked l
    where b.id = w.id and l.id = w.id and b.stock_status = 'available' and b.stock >= w.qty
    returning b.id`,
  );
  const taken = new Set(rows.map((row) => Number(row.id)));
  const short = [...perBook.values()].sort((a, b) => a.bookId - b.bookId).find((t) => !taken.has(t.bookId));
  if (!short) return;
  const [now] = await tx
    .select({ stock: books.stock, status: books.stockStatus })
    .from(books)
    .where(eq(books.id, short.bookId));
  throw new OutOfStockError(short.bookId, short.title, now?.status === 'available' ? now.stock : 0);
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
