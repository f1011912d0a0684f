import type { BookRequestPayload, BookRequestResponse } from '@bookshop/domain';
import { baseApi } from './base-api.js';

export type { BookRequestPayload } from '@bookshop/domain';

/** What the request form needs after a request is saved. */
export interface BookRequestReceipt {
  id: number;
  /** The server's thank-you, shown to the shopper. */
  message: string;
}

/** Requests for books the shop does not list. */
export const requestsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    createBookRequest: build.mutation<BookRequestReceipt, BookRequestPayload>({
      query: (body) => ({ url: 'api/book-requests', method: 'POST', body }),
      transformResponse: (response: BookRequestResponse) => ({
        id: response.data.request.id,
        message: response.message,
      }),
    }),
  }),
});

export const {
  /** React hook for the `createBookRequest` call of {@link requestsApi}: gives the trigger and the state of the last call. */
  useCreateBookRequestMutation,
} = requestsApi;
