import type { StockStatus } from '../entities/book.js';

/** One suggestion of `GET /api/autocomplete`. */
export interface AutocompleteResult {
  Book_Id: number;
  BOOK_TITLE: string;
  /** ISBN-13. */
  BOOK_ISBN: string | null;
  authorName: string;
  /** ISBN-10. */
  isbn: string | null;
  /** List price in whole rupees, before the book's own discount. */
  PAK_PRICE: number;
  /**
   * The book's own discount in percent, so a suggestion shows the same selling price as the
   * book's card and page (`shelfPrice(PAK_PRICE, Discount)`), not the list price.
   */
  Discount: number;
  status: StockStatus;
}

/** Body of `GET /api/autocomplete`. */
export interface AutocompleteResponse {
  results: readonly AutocompleteResult[];
}
