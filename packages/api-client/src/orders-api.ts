import type {
  CancelDemandRequest,
  CancelDemandResponse,
  CancelOrderResponse,
  Order,
  OrderConfirmationResponse,
  OrdersResponse,
  PlaceOrderAnswer,
  PlaceOrderRequest,
} from '@bookshop/domain';
import { baseApi } from './base-api.js';

export type { Order, PlaceOrderAnswer, PlaceOrderRequest } from '@bookshop/domain';

/** A placement and the key that makes retrying it safe: keep the key until an answer arrives. */
export interface PlaceOrderArgs {
  body: PlaceOrderRequest;
  idempotencyKey: string;
}

/**
 * Placing, listing, confirming and cancelling orders. Placing invalidates the cart, its count and
 * the orders; a card or wallet order is settled on the server, not here.
 */
export const ordersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    placeOrder: build.mutation<PlaceOrderAnswer, PlaceOrderArgs>({
      query: ({ body, idempotencyKey }) => ({
        url: 'api/cart/place-order',
        method: 'POST',
        body,
        headers: { 'idempotency-key': idempotencyKey },
      }),
      extraOptions: { shopper: true },
      invalidatesTags: [
        { type: 'Cart', id: 'cart' },
        { type: 'CartCount', id: 'TOTAL' },
        { type: 'Orders', id: 'LIST' },
      ],
    }),
    getOrders: build.query<readonly Order[], void>({
      query: () => 'api/orders',
      transformResponse: (response: OrdersResponse) => response.data.orders,
      providesTags: [{ type: 'Orders', id: 'LIST' }],
    }),
    orderConfirmation: build.query<OrderConfirmationResponse['data'], number>({
      query: (orderId) => ({ url: `api/cart/order-confirmation?orderId=${orderId}`, method: 'POST' }),
      transformResponse: (response: OrderConfirmationResponse) => response.data,
      providesTags: (_result, _error, id) => [{ type: 'Order', id }],
    }),
    cancelOrder: build.mutation<CancelOrderResponse, number>({
      query: (id) => ({ url: `api/orders/${id}/cancel-order`, method: 'PUT' }),
      invalidatesTags: (_result, _error, id) => [
        { type: 'Orders', id: 'LIST' },
        { type: 'Order', id },
      ],
    }),
    demandCancel: build.mutation<CancelDemandResponse, { id: number; body: CancelDemandRequest }>({
      query: ({ id, body }) => ({ url: `api/orders/${id}/cancel-demand`, method: 'POST', body }),
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'Orders', id: 'LIST' },
        { type: 'Order', id },
      ],
    }),
  }),
});

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
