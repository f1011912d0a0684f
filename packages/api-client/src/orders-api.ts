import { baseApi } from './base-api.js';
import { ordersEndpoints } from './endpoints/orders.js';

export * from './endpoints/orders.js';

/**
 * Placing, listing, confirming and cancelling orders. Placing invalidates the cart, its count and
 * the orders; a card or wallet order is settled on the server, not here.
 */
export const ordersApi = baseApi.injectEndpoints({ endpoints: ordersEndpoints });

export const {
  /** React hook for the `placeOrder` call of {@link ordersApi}: gives the trigger and the state of the last call. */
  usePlaceOrderMutation,
  /** React hook for the `getOrders` query of {@link ordersApi}: fetches, caches and refetches when its tags are invalidated. */
  useGetOrdersQuery,
  /** React hook for the `orderConfirmation` query of {@link ordersApi}: fetches, caches and refetches when its tags are invalidated. */
  useOrderConfirmationQuery,
  /** React hook for the `cancelOrder` call of {@link ordersApi}: gives the trigger and the state of the last call. */
  useCancelOrderMutation,
  /** React hook for the `demandCancel` call of {@link ordersApi}: asks the shop to cancel a shipped order. */
  useDemandCancelMutation,
} = ordersApi;
