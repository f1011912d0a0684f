import type { Book, BookSummary } from '@bookshop/domain';
import { baseApi } from './base-api.js';

export interface BookPage {
  books: BookSummary[];
  total: number;
}

export const booksApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getBook: build.query<Book, number>({
      query: (id) => `api/books/${id}`,
      transformResponse: (response: { data: { book: Book } }) => response.data.book,
      providesTags: (_result, _error, id) => [{ type: 'Book', id }],
    }),
    listBooks: build.query<BookPage, { limit?: number; offset?: number }>({
      query: (args) => ({
        url: 'api/books',
        params: { limit: args.limit ?? 24, offset: args.offset ?? 0 },
      }),
      transformResponse: (response: { data: BookPage }) => response.data,
      providesTags: [{ type: 'Books', id: 'LIST' }],
    }),
  }),
});

export const { useGetBookQuery, useListBooksQuery } = booksApi;
