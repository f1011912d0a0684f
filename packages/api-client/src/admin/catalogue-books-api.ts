import {
  type AdminBook,
  type AdminBookInput,
  type AdminBookListQuery,
  type AdminBookListResponse,
  type AdminBookResponse,
  type AdminStockPatch,
  type AdminStockPatchResponse,
  type AdminStockRequestsResponse,
  CATALOGUE_API_PATHS,
} from '@bookshop/domain';
import { adminQueryString } from './admin-base-api.js';
import { AUDITED, catalogueApi, fileBody } from './catalogue-tags.js';

/** A book's id and the body of its change. */
export interface BookChangeArgs<Body> {
  id: number;
  body: Body;
}

/** A book's id and the image chosen for its cover. */
export interface CoverUploadArgs {
  id: number;
  file: Blob;
  fileName?: string;
}

/** The list query as sent: `no_cover` only when asked for, so `false` never narrows the list. */
function listQuery(query: AdminBookListQuery): string {
  const { no_cover, ...rest } = query;
  return adminQueryString({ ...rest, ...(no_cover ? { no_cover: true } : {}) });
}

/** What a change to one book makes stale: the lists, the book, and the audit log. */
const afterBookChange = (id: number) =>
  [
    { type: 'CatalogueBooks', id: 'LIST' },
    { type: 'CatalogueBook', id },
    { type: 'StockRequests', id },
    AUDITED,
  ] as const;

/**
 * The catalogue desk's books (issue 25): the list with the shop's search and filters, a book,
 * adding and editing one, stock edited in place, the back-in-stock requests of a book, and its
 * cover (upload, back to the generated one). A change's answer replaces the book's copy at once.
 */
export const catalogueBooksApi = catalogueApi.injectEndpoints({
  endpoints: (build) => ({
    listCatalogueBooks: build.query<AdminBookListResponse['data'], AdminBookListQuery>({
      query: (query) => `${CATALOGUE_API_PATHS.books}${listQuery(query)}`,
      transformResponse: (response: AdminBookListResponse) => response.data,
      providesTags: [{ type: 'CatalogueBooks', id: 'LIST' }],
    }),
    getCatalogueBook: build.query<AdminBook, number>({
      query: (id) => CATALOGUE_API_PATHS.book(id),
      transformResponse: (response: AdminBookResponse) => response.data.book,
      providesTags: (_result, _error, id) => [{ type: 'CatalogueBook', id }],
    }),
    addCatalogueBook: build.mutation<AdminBook, AdminBookInput>({
      query: (body) => ({ url: CATALOGUE_API_PATHS.books, method: 'POST', body }),
      transformResponse: (response: AdminBookResponse) => response.data.book,
      invalidatesTags: [{ type: 'CatalogueBooks', id: 'LIST' }, AUDITED],
    }),
    updateCatalogueBook: build.mutation<AdminBook, BookChangeArgs<AdminBookInput>>({
      query: ({ id, body }) => ({ url: CATALOGUE_API_PATHS.book(id), method: 'PUT', body }),
      transformResponse: (response: AdminBookResponse) => response.data.book,
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(catalogueBooksApi.util.upsertQueryData('getCatalogueBook', id, data));
        } catch {
          // Refused: the form shows why and the book stays as it was.
        }
      },
      invalidatesTags: [{ type: 'CatalogueBooks', id: 'LIST' }, AUDITED],
    }),
    editBookStock: build.mutation<AdminStockPatchResponse['data'], BookChangeArgs<AdminStockPatch>>({
      query: ({ id, body }) => ({ url: CATALOGUE_API_PATHS.bookStock(id), method: 'PATCH', body }),
      transformResponse: (response: AdminStockPatchResponse) => response.data,
      invalidatesTags: (_result, _error, { id }) => [...afterBookChange(id)],
    }),
    getBookStockRequests: build.query<AdminStockRequestsResponse['data'], number>({
      query: (id) => CATALOGUE_API_PATHS.bookStockRequests(id),
      transformResponse: (response: AdminStockRequestsResponse) => response.data,
      providesTags: (_result, _error, id) => [{ type: 'StockRequests', id }],
    }),
    uploadBookCover: build.mutation<AdminBook, CoverUploadArgs>({
      query: ({ id, file, fileName }) => ({
        url: CATALOGUE_API_PATHS.bookCover(id),
        method: 'POST',
        body: fileBody('cover', file, fileName),
      }),
      transformResponse: (response: AdminBookResponse) => response.data.book,
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(catalogueBooksApi.util.upsertQueryData('getCatalogueBook', id, data));
        } catch {
          // A refused file (422 on `cover`) changes nothing.
        }
      },
      invalidatesTags: [{ type: 'CatalogueBooks', id: 'LIST' }, AUDITED],
    }),
    removeBookCover: build.mutation<AdminBook, number>({
      query: (id) => ({ url: CATALOGUE_API_PATHS.bookCover(id), method: 'DELETE' }),
      transformResponse: (response: AdminBookResponse) => response.data.book,
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(catalogueBooksApi.util.upsertQueryData('getCatalogueBook', id, data));
        } catch {
          // Nothing changed.
        }
      },
      invalidatesTags: [{ type: 'CatalogueBooks', id: 'LIST' }, AUDITED],
    }),
  }),
});

export const {
  /** React hook for `listCatalogueBooks`: a page of the catalogue, newest first (keyset `after`). */
  useListCatalogueBooksQuery,
  /** React hook for `getCatalogueBook`: the whole book for its edit page. */
  useGetCatalogueBookQuery,
  /** React hook for `addCatalogueBook`: a new book (201). */
  useAddCatalogueBookMutation,
  /** React hook for `updateCatalogueBook`: the whole book saved. */
  useUpdateCatalogueBookMutation,
  /** React hook for `editBookStock`: stock, stock state, price, discount or withdrawn from the list. */
  useEditBookStockMutation,
  /** React hook for `getBookStockRequests`: who waits for the book to be back in stock. */
  useGetBookStockRequestsQuery,
  /** React hook for `uploadBookCover`: a JPEG, PNG or WebP file as the book's cover. */
  useUploadBookCoverMutation,
  /** React hook for `removeBookCover`: back to the generated cover. */
  useRemoveBookCoverMutation,
} = catalogueBooksApi;
