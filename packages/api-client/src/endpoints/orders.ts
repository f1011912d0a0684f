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
import type { ShopEndpointBuilder } from '../shop-api-definition.js';

export type { Order, PlaceOrderAnswer, PlaceOrderRequest } from '@bookshop/domain';

/** A placement and the key that makes retrying it safe: keep the key until an answer arrives. */
export interface PlaceOrderArgs {
  body: PlaceOrderRequest;
  idempotencyKey: string;
}

/** The endpoint definitions of `ordersApi` (React-free: `createBookshopApi` of the core is made of them too). */
export const ordersEndpoints = (build: ShopEndpointBuilder) => ({
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
});
