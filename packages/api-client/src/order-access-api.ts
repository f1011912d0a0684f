import { baseApi } from './base-api.js';
import { orderAccessEndpoints } from './endpoints/order-access.js';

export * from './endpoints/order-access.js';

/**
 * What a shopper does after placing an order, with or without logging in: look an order up by
 * its number and e-mail or phone, open it by the signed link of its e-mails, open one's own by
 * number, put its books back in the cart, pay a card or wallet order still awaiting payment, and
 * ask for a return. A signed link's `token` stands in for the owner's login on every call.
 */
export const orderAccessApi = baseApi.injectEndpoints({ endpoints: orderAccessEndpoints });

export const {
  /** React hook for `POST /api/orders/lookup` (the `/tracking-order` form). */
  useLookupOrderMutation,
  /** React hook for `GET /api/orders/by-link?token=` (the e-mails' signed link). */
  useOrderByLinkQuery,
  /** React hook for `GET /api/orders/{id}`, the caller's own order. */
  useGetOrderQuery,
  /** React hook for `POST /api/orders/{id}/reorder`. */
  useReorderMutation,
  /** React hook for `POST /api/orders/{id}/pay` (pay now). */
  usePayNowMutation,
  /** React hook for `POST /api/orders/{id}/return-request`. */
  useRequestReturnMutation,
} = orderAccessApi;
