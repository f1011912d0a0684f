import type { Book, BookListQuery, BookListResponse, BookPage, BookResponse } from '@bookshop/domain';
import type { ShopEndpointBuilder } from '../shop-api-definition.js';

export type { BookListQuery, BookPage } from '@bookshop/domain';

/** The endpoint definitions of `booksApi` (React-free: `createBookshopApi` of the core is made of them too). */
export const booksEndpoints = (build: ShopEndpointBuilder) => ({
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
});
