import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../accounts/repository.js';
import { books } from '../db/schema/index.js';

/**
 * Sets (or, with null, clears) the day an on-demand or pre-order book is expected to leave the
 * shop: a pre-order's release, a known print run. The book page and the delivery estimate of
 * orders holding it read it. Null when there is no such book.
 */
export async function setDispatchDate(
  db: Executor,
  bookId: number,
  day: string | null,
): Promise<{ title: string; stockStatus: string; dispatchDate: string | null } | null> {
  if (day !== null && (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(Date.parse(`${day}T00:00:00Z`)))) {
    throw new RangeError(`"${day}" is not a day such as 2025-08-14`);
  }
  const [row] = await db
    .update(books)
    .set({ dispatchDate: day, updatedAt: sql`now()` })
    .where(eq(books.id, bookId))
    .returning({ title: books.title, stockStatus: books.stockStatus, dispatchDate: books.dispatchDate });
  return row ?? null;
}
