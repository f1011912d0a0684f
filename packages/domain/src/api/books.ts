import type { Book, BookSummary } from '../entities/book.js';

/** Answer of `GET /api/books/{id}`. */
export interface BookResponse {
  data: { book: Book };
}

/** Query of `GET /api/books`: newest first, `limit` 1 to 100 (24 by default), `offset` from 0. */
export interface BookListQuery {
  limit?: number;
  offset?: number;
}

/** One page of `GET /api/books`. */
export interface BookPage {
  books: BookSummary[];
  /** Books in the whole catalogue. */
  total: number;
}

/** Answer of `GET /api/books`. */
export interface BookListResponse {
  data: BookPage;
}
