import type { DispatchNote } from '../orders/delivery-estimate.js';

/**
 * Where a book stands in stock. The four values are also the four cart groups
 * (available, out of stock, pre-order, on demand), so shipping and grouping read the same field.
 */
export type StockStatus = 'available' | 'out_of_stock' | 'pre_order' | 'on_demand';

/** Every stock status, in the order the cart groups are shown. */
export const STOCK_STATUSES: readonly StockStatus[] = ['available', 'out_of_stock', 'pre_order', 'on_demand'];

/**
 * What a product is. Bank-card discounts apply to books only, never to stationery or art supplies.
 */
export type ProductKind = 'book' | 'stationery';

/**
 * The full book, as `GET /api/books/{id}` returns it and as listings derive their summaries from.
 * Field names follow the spec (upper-case ones come from the shop's historical API).
 */
export interface Book {
  Book_Id: number;
  BOOK_TITLE: string;
  /** The authors joined with `', '`, ready to show. */
  authorName: string;
  authors: readonly string[];
  /** ISBN-13. */
  BOOK_ISBN: string | null;
  /** ISBN-10. */
  isbn: string | null;
  publisher: string | null;
  year: number | null;
  language: string;
  pages: number | null;
  description: string | null;
  /** List price in whole rupees, before the book's own discount. */
  PAK_PRICE: number;
  /** The book's own discount, as a percentage of PAK_PRICE. */
  Discount: number;
  /** Units in stock; never below zero. */
  stock: number;
  bookStatus: StockStatus;
  /** Cover image name; the file is `images/{picname}.webp`. */
  picname: string;
  kind: ProductKind;
  categoryIds: readonly number[];
  /**
   * When an on-demand or pre-order book leaves the shop if ordered today (its own date, or the
   * shop's usual span); null for other stock states. Only `GET /api/books/{id}` sends it.
   */
  dispatch?: DispatchNote | null;
}

/** The part of a book that listings, search results and cards show. */
export type BookSummary = Pick<
  Book,
  'Book_Id' | 'BOOK_TITLE' | 'authorName' | 'PAK_PRICE' | 'Discount' | 'bookStatus' | 'picname' | 'kind'
>;

/** The book chosen in the notify-me dialog. */
export type NotifyMeBook = Pick<Book, 'Book_Id' | 'bookStatus'>;

/** Body of `POST /api/books/notify-when-available`; the spec sends the book id as a string. */
export interface NotifyMePayload {
  bookId: string;
  status: StockStatus;
  email: string;
}
