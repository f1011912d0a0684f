import type { BookSummary, ProductKind, StockStatus } from '@bookshop/domain';
import { sql } from 'drizzle-orm';

/**
 * The summary columns of a book aliased `b`, for hand-written SQL (search, listings, home), so
 * every listing sends the same BookSummary shape as the drizzle-built ones.
 */
export const summaryColumnsSql = sql.raw(
  `b.id as "Book_Id", b.title as "BOOK_TITLE", b.authors, b.price as "PAK_PRICE",
   b.discount_percent as "Discount", b.stock_status as "bookStatus", b.picname, b.kind`,
);

export interface SummarySqlRow {
  Book_Id: number;
  BOOK_TITLE: string;
  authors: string[];
  PAK_PRICE: number;
  Discount: number;
  bookStatus: string;
  picname: string;
  kind: string;
}

export function summaryFromRow(row: SummarySqlRow): BookSummary {
  return {
    Book_Id: Number(row.Book_Id),
    BOOK_TITLE: row.BOOK_TITLE,
    authorName: row.authors.join(', '),
    PAK_PRICE: Number(row.PAK_PRICE),
    Discount: Number(row.Discount),
    bookStatus: row.bookStatus as StockStatus,
    picname: row.picname,
    kind: row.kind as ProductKind,
  };
}

/**
 * What one unit sells for after the book's own discount, in SQL on a books row aliased `b`: the
 * same arithmetic as the domain's unitPrice (discount rounded first, then the price), so price
 * sorting, price bands and price filters use the price the shopper is shown and pays.
 */
export const sellingPriceSql = sql.raw(
  `(case when b.price <= 0 then 0
         when b.discount_percent > 0 then greatest(0, round(b.price - round(b.price * b.discount_percent / 100.0)))::int
         else b.price end)`,
);

/** In stock for listings that promise it: available and at least one unit on hand. */
export const inStockSql = sql.raw(`(b.stock_status = 'available' and b.stock > 0)`);
