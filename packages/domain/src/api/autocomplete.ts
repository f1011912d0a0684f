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
  PAK_PRICE: number;
  status: StockStatus;
}

/** Body of `GET /api/autocomplete`. */
export interface AutocompleteResponse {
  results: readonly AutocompleteResult[];
}
