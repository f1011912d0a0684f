import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../accounts/repository.js';
import { books } from '../db/schema/index.js';

/**
 * Titles of the books among these that staff withdrew from sale (the catalogue desk), in id order:
 * place-order refuses a cart holding any, whatever figures the shopper was shown.
 */
export async function withdrawnTitles(db: Executor, bookIds: readonly number[]): Promise<string[]> {
  if (bookIds.length === 0) return [];
  const rows = await db
    .select({ title: books.title })
    .from(books)
    .where(and(inArray(books.id, [...bookIds]), eq(books.withdrawn, true)))
    .orderBy(books.id);
  return rows.map((row) => row.title);
}
