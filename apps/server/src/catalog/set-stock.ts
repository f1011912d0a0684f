import type { StockStatus } from '@bookshop/domain';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { books } from '../db/schema/index.js';
import { statusForStock } from './stock.js';

/** Sets a book's stock count and moves its status with it (see statusForStock). */
export async function setStock(db: Database, id: number, count: number) {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ stockStatus: books.stockStatus })
      .from(books)
      .where(eq(books.id, id))
      .for('update');
    if (!current) return null;
    const stockStatus = statusForStock(count, current.stockStatus as StockStatus);
    const [row] = await tx
      .update(books)
      .set({ stock: count, stockStatus, updatedAt: sql`now()` })
      .where(eq(books.id, id))
      .returning({ title: books.title, stock: books.stock, stockStatus: books.stockStatus });
    return row ?? null;
  });
}
