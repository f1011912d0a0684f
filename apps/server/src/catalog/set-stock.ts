import type { StockStatus } from '@bookshop/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../accounts/repository.js';
import type { Database } from '../db/client.js';
import { backInStockRequests, books } from '../db/schema/index.js';
import { statusForStock } from './stock.js';

/** A book's stock as set, and how many back-in-stock e-mails the change wrote. */
export interface StockSet {
  title: string;
  stock: number;
  stockStatus: string;
  /** Open notify-me requests answered by this change (the trigger of migration 0007 wrote them). */
  backInStockMails: number;
}

/**
 * Sets a book's stock count in the caller's transaction and moves its status with it (see
 * statusForStock), unless `stockStatus` is given, which is then set as it is. Raising the count
 * from zero answers the book's open notify-me requests: the database trigger writes the e-mails in
 * this very statement, whoever calls (`cli set-stock`, the catalogue desk, a price and stock CSV).
 * Null when there is no such book.
 */
export async function setStockIn(
  tx: Executor,
  id: number,
  count: number,
  stockStatus?: StockStatus,
): Promise<StockSet | null> {
  const [current] = await tx
    .select({ stock: books.stock, stockStatus: books.stockStatus })
    .from(books)
    .where(eq(books.id, id))
    .for('update');
  if (!current) return null;
  const status = stockStatus ?? statusForStock(count, current.stockStatus as StockStatus);
  const waiting =
    current.stock <= 0 && count > 0
      ? await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(backInStockRequests)
          .where(and(eq(backInStockRequests.bookId, id), isNull(backInStockRequests.notifiedAt)))
      : [{ n: 0 }];
  const [row] = await tx
    .update(books)
    .set({ stock: count, stockStatus: status, updatedAt: sql`now()` })
    .where(eq(books.id, id))
    .returning({ title: books.title, stock: books.stock, stockStatus: books.stockStatus });
  return row ? { ...row, backInStockMails: Number(waiting[0]?.n ?? 0) } : null;
}

/** Sets a book's stock count and moves its status with it (see statusForStock), in its own transaction. */
export async function setStock(db: Database, id: number, count: number): Promise<StockSet | null> {
  return db.transaction((tx) => setStockIn(tx, id, count));
}
