import { baseApi } from './base-api.js';
import { type CartCountPatch, cartEndpoints } from './endpoints/cart.js';

export * from './endpoints/cart.js';

/**
 * The cart, wish list and saved-for-later lists, the cart-count badge, notify-me requests and
 * recent history. Cart data is never served from cache (spec section 9: always stale): the lists
 * and the count are dropped as soon as nothing shows them, so they are fetched again every time.
 */
export const cartApi = baseApi.injectEndpoints({
  endpoints: (build) =>
    cartEndpoints(
      build,
      (): CartCountPatch => (delta) =>
        cartApi.util.updateQueryData('getCartCount', undefined, (count) => count + delta),
    ),
});

export const {
  /** React hook for `GET /api/cart/order-cart`: one list in its four groups, with the server's summary. */
  useGetOrderCartQuery,
  /** React hook for the cart-count badge (`GET /api/cart/get-cart-total`). */
  useGetCartCountQuery,
  /** React hook for `POST /api/cart/add-cart-item`, with the optimistic badge. */
  useAddCartItemMutation,
  /** React hook for `PUT /api/cart/update-cart-item/{id}`. */
  useUpdateCartItemMutation,
  /** React hook for `DELETE /api/cart/delete-cart-item/{id}`. */
  useDeleteCartItemMutation,
  /** React hook for `PUT /api/cart/move-cart-item/{id}/{cartType}`. */
  useMoveCartItemMutation,
  /** React hook for `PUT /api/cart/checkout/{cartType}`. */
  useCheckoutCartMutation,
  /** React hook for `POST /api/books/notify-when-available`. */
  useNotifyWhenAvailableMutation,
  /** React hook for the home page's recent history. */
  useGetRecentHistoryQuery,
  /** React hook that records a book page view in the recent history. */
  useRecordViewMutation,
} = cartApi;
