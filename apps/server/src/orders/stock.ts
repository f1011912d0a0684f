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

/** Copies of one book an order takes. */
export interface StockTake {
  bookId: number;
  title: string;
  qty: number;
}

/**
 * What taking the copies of several available books adds to a statement (the order's INSERT
 * carries it, orders/repository.ts): a data-modifying WITH, `taken`, whose rows are the ids of the
 * books whose copies it took. The rows are locked in book id order first (a materialized
 * `SELECT ... ORDER BY id FOR UPDATE`; the UPDATE only touches rows it already returned), so two
 * orders for the same books never deadlock, and the UPDATE re-checks `stock >= qty` on the newest
 * row as {@link reserveStock} does: never below zero, never oversold. A book missing from `taken`
 * lacked the copies: the writer then throws {@link refuseShortStock}'s error and its transaction
 * rolls back whatever the statement did.
 */
export function stockTaking(db: Executor, takes: readonly StockTake[]) {
  const ids = [...perBook(takes).keys()];
  const qtys = [...perBook(takes).values()].map((t) => t.qty);
  return db.$with('taken', { id: sql<number>`id` }).as(sql`
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
    returning b.id`);
}

/** One take per book: an UPDATE joined to a book twice would take its copies once. */
function perBook(takes: readonly StockTake[]): Map<number, StockTake> {
  const books = new Map<number, StockTake>();
  for (const take of takes) {
    const seen = books.get(take.bookId);
    books.set(take.bookId, seen ? { ...seen, qty: seen.qty + take.qty } : take);
  }
  return books;
}

/**
 * After {@link stockTaking}: throws {@link OutOfStockError} for the first book (by id) whose copies
 * were not taken, with its stock as it is now; nothing when every book's were.
 */
export async function refuseShortStock(
  tx: Executor,
  takes: readonly StockTake[],
  taken: readonly number[],
): Promise<void> {
  const took = new Set(taken.map(Number));
  const short = [...perBook(takes).values()]
    .sort((a, b) => a.bookId - b.bookId)
    .find((t) => !took.has(t.bookId));
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
