import type { BookRequestPayload, BookRequestResponse } from '@bookshop/domain';
import type { ShopEndpointBuilder } from '../shop-api-definition.js';

export type { BookRequestPayload } from '@bookshop/domain';

/** What the request form needs after a request is saved. */
export interface BookRequestReceipt {
  id: number;
  /** The server's thank-you, shown to the shopper. */
  message: string;
}

/** The endpoint definitions of `requestsApi` (React-free: `createBookshopApi` of the core is made of them too). */
export const requestsEndpoints = (build: ShopEndpointBuilder) => ({
  createBookRequest: build.mutation<BookRequestReceipt, BookRequestPayload>({
    query: (body) => ({ url: 'api/book-requests', method: 'POST', body }),
    transformResponse: (response: BookRequestResponse) => ({
      id: response.data.request.id,
      message: response.message,
    }),
  }),
});
