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
  /** The server's thank-you, shown to the shopper. */
  message: string;
}

export const requestsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    createBookRequest: build.mutation<BookRequestReceipt, BookRequestPayload>({
      query: (body) => ({ url: 'api/book-requests', method: 'POST', body }),
      transformResponse: (response: { data: { request: { id: number } }; message?: string }) => ({
        id: response.data.request.id,
        message: response.message ?? 'Thank you! We have your request.',
      }),
    }),
  }),
});

export const { useCreateBookRequestMutation } = requestsApi;
