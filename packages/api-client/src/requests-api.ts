import { baseApi } from './base-api.js';

/** Body of `POST /api/book-requests`: a book the shopper could not find. */
export interface BookRequestPayload {
  name: string;
  email: string;
  phone?: string;
  title: string;
  author?: string;
  notes?: string;
}

export interface BookRequestReceipt {
  id: number;
}

export const requestsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    createBookRequest: build.mutation<BookRequestReceipt, BookRequestPayload>({
      query: (body) => ({ url: 'api/book-requests', method: 'POST', body }),
      transformResponse: (response: { data?: { request?: BookRequestReceipt; id?: number } }) => {
        const id = response.data?.request?.id ?? response.data?.id ?? 0;
        return { id };
      },
    }),
  }),
});

export const { useCreateBookRequestMutation } = requestsApi;
