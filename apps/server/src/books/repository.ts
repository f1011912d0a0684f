import type { Book, BookSummary, ProductKind, StockStatus } from '@bookshop/domain';
import { and, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { bookCategories, books } from '../db/schema/index.js';
import { shopDeliveryRules } from '../orders/delivery-rules.js';
import { createBatchLoader } from './batch-loader.js';
import { bookDispatchNote } from './book-dispatch-note.js';
import { shopToday } from './shop-day.js';

/** Every column but the derived search ones, which the book page never needs. */
const { searchTitle, searchAuthors, searchPublisher, searchVector, ...bookColumns } = getTableColumns(books);

type BookRow = Omit<
  typeof books.$inferSelect,
  'searchTitle' | 'searchAuthors' | 'searchPublisher' | 'searchVector'
>;

export function toBook(row: BookRow, categoryIds: readonly number[]): Book {
  return {
    Book_Id: row.id,
    BOOK_TITLE: row.title,
    authorName: row.authors.join(', '),
    authors: row.authors,
    BOOK_ISBN: row.isbn13,
    isbn: row.isbn10,
    publisher: row.publisher,
    year: row.year,
    language: row.language,
    pages: row.pages,
    description: row.description,
    PAK_PRICE: row.price,
    Discount: row.discountPercent,
    stock: row.stock,
    bookStatus: row.stockStatus as StockStatus,
    picname: row.picname,
    kind: row.kind as ProductKind,
    categoryIds,
    // When an on-demand or pre-order book would leave the shop if ordered today (issue 26).
    dispatch: bookDispatchNote(
      row.stockStatus as StockStatus,
      row.dispatchDate,
      shopToday(),
      shopDeliveryRules(),
    ),
  };
}

const summaryColumns = {
  Book_Id: books.id,
  BOOK_TITLE: books.title,
  authors: books.authors,
  PAK_PRICE: books.price,
  Discount: books.discountPercent,
  bookStatus: books.stockStatus,
  picname: books.picname,
  kind: books.kind,
};

type SummaryRow = { [K in keyof typeof summaryColumns]: (typeof summaryColumns)[K]['_']['data'] };

function toSummary(row: SummaryRow): BookSummary {
  return {
    Book_Id: row.Book_Id,
    BOOK_TITLE: row.BOOK_TITLE,
    authorName: row.authors.join(', '),
    PAK_PRICE: row.PAK_PRICE,
    Discount: row.Discount,
    bookStatus: row.bookStatus as StockStatus,
    picname: row.picname,
    kind: row.kind as ProductKind,
  };
}

export function createBooksRepository(db: Database) {
  // Prepared once: the book page is the hottest read of the shop. It reads every book asked for
  // in one turn of the event loop (createBatchLoader), so twenty shoppers opening twenty pages
  // at once cost one statement, not twenty.
  const byIds = db
    .select({
      book: bookColumns,
      categoryIds: sql<number[]>`coalesce(
        (select array_agg(${bookCategories.categoryId} order by ${bookCategories.categoryId})
         from ${bookCategories} where ${bookCategories.bookId} = ${books.id}), '{}')`,
    })
    .from(books)
    // A book withdrawn from sale (the catalogue desk) is not found: its page is gone, and no cart takes it.
    .where(and(sql`${books.id} = any(${sql.placeholder('ids')}::int[])`, eq(books.withdrawn, false)))
    .prepare('books_by_ids');
  const loadBook = createBatchLoader<number, Book>(async (ids) => {
    const rows = await byIds.execute({ ids });
    return new Map(rows.map((row) => [row.book.id, toBook(row.book, row.categoryIds.map(Number))]));
  });

  return {
    async findById(id: number): Promise<Book | null> {
      return (await loadBook(id)) ?? null;
    },

    /** Newest first; the home page's first listing. */
    async listNewest(limit: number, offset: number): Promise<{ books: BookSummary[]; total: number }> {
      const [rows, [totalRow]] = await Promise.all([
        db
          .select(summaryColumns)
          .from(books)
          .where(eq(books.withdrawn, false))
          .orderBy(desc(books.year), desc(books.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: sql<number>`count(*)::int` }).from(books).where(eq(books.withdrawn, false)),
      ]);
      return { books: rows.map(toSummary), total: Number(totalRow?.n ?? 0) };
    },
  };
}

export type BooksRepository = ReturnType<typeof createBooksRepository>;
