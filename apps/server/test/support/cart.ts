import { randomUUID } from 'node:crypto';
import type { ProductKind, StockStatus } from '@bookshop/domain';
import type { Database } from '../../src/db/client.js';
import { books } from '../../src/db/schema/index.js';

export interface TestBook {
  stock?: number;
  stockStatus?: StockStatus;
  price?: number;
  discountPercent?: number;
  title?: string;
  authors?: string[];
  kind?: ProductKind;
}

/** A book of its own for one test, so tests in a file never share stock or cart lines. */
export async function insertBook(db: Database, book: TestBook = {}): Promise<number> {
  const key = randomUUID();
  const [row] = await db
    .insert(books)
    .values({
      title: book.title ?? `Book ${key}`,
      authors: book.authors ?? ['Test Author'],
      price: book.price ?? 1000,
      discountPercent: book.discountPercent ?? 0,
      stock: book.stock ?? 10,
      stockStatus: book.stockStatus ?? 'available',
      kind: book.kind ?? 'book',
      picname: `test-${key}`,
      source: 'test',
      sourceId: key,
    })
    .returning({ id: books.id });
  if (!row) throw new Error('inserting a test book returned no row');
  return row.id;
}
