import { baseApi } from './base-api.js';
import { requestsEndpoints } from './endpoints/requests.js';

export * from './endpoints/requests.js';

/** Requests for books the shop does not list. */
export const requestsApi = baseApi.injectEndpoints({ endpoints: requestsEndpoints });

export const {
  /** React hook for the `createBookRequest` call of {@link requestsApi}: gives the trigger and the state of the last call. */
  useCreateBookRequestMutation,
} = requestsApi;
