import type { Book, BookListQuery, BookListResponse, BookPage, BookResponse } from '@bookshop/domain';
import { baseApi } from './base-api.js';

export type { BookListQuery, BookPage } from '@bookshop/domain';

/** Books by id and the newest-first catalogue list. */
export const booksApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getBook: build.query<Book, number>({
      query: (id) => `api/books/${id}`,
      transformResponse: (response: BookResponse) => response.data.book,
      providesTags: (_result, _error, id) => [{ type: 'Book', id }],
    }),
    listBooks: build.query<BookPage, BookListQuery>({
      query: (args) => ({
        url: 'api/books',
        params: { limit: args.limit ?? 24, offset: args.offset ?? 0 },
      }),
      transformResponse: (response: BookListResponse) => response.data,
      providesTags: [{ type: 'Books', id: 'LIST' }],
    }),
  }),
});

export const {
  /** React hook for the `getBook` query of {@link booksApi}: fetches, caches and refetches when its tags are invalidated. */
  useGetBookQuery,
  /** React hook for the `listBooks` query of {@link booksApi}: fetches, caches and refetches when its tags are invalidated. */
  useListBooksQuery,
} = booksApi;
