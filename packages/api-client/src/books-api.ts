import { baseApi } from './base-api.js';
import { booksEndpoints } from './endpoints/books.js';

export * from './endpoints/books.js';

/** Books by id and the newest-first catalogue list. */
export const booksApi = baseApi.injectEndpoints({ endpoints: booksEndpoints });

export const {
  /** React hook for the `getBook` query of {@link booksApi}: fetches, caches and refetches when its tags are invalidated. */
  useGetBookQuery,
  /** React hook for the `listBooks` query of {@link booksApi}: fetches, caches and refetches when its tags are invalidated. */
  useListBooksQuery,
} = booksApi;
