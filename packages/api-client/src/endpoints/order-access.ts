import {
  ORDER_ACCESS_API,
  type OrderLookupRequest,
  type OrderViewResponse,
  type PayNowRequest,
  type PayNowResponse,
  type ReorderResponse,
  type ReturnRequestPayload,
  type ReturnRequestResponse,
} from '@bookshop/domain';
import type { ShopEndpointBuilder } from '../shop-api-definition.js';

export type {
  OrderAccess,
  OrderLookupRequest,
  OrderViewResponse,
  PayNowResponse,
  ReorderResponse,
  ReturnRequestResponse,
} from '@bookshop/domain';

/** One order as its page shows it: the order, the bank details while a transfer is awaited, its link. */
export type OrderView = OrderViewResponse['data'];

/** The domain's routes start with '/'; the base query joins paths relative to the page's origin. */
const relative = (path: string) => path.replace(/^\/+/, '');

/** The order's own tags: refreshing one order refreshes every page that shows it. */
const orderTags = (orderId: number) => [
  { type: 'Order', id: orderId } as const,
  { type: 'Orders', id: 'LIST' } as const,
];

/** The endpoint definitions of `orderAccessApi` (React-free: `createBookshopApi` of the core is made of them too). */
export const orderAccessEndpoints = (build: ShopEndpointBuilder) => ({
  /** `POST /api/orders/lookup`: a wrong e-mail or phone is the same 404 as a missing order. */
  lookupOrder: build.mutation<OrderView, OrderLookupRequest>({
    query: (body) => ({ url: relative(ORDER_ACCESS_API.lookup), method: 'POST', body }),
    transformResponse: (response: OrderViewResponse) => response.data,
  }),
  /** `GET /api/orders/by-link?token=`: the order a signed link opens. */
  orderByLink: build.query<OrderView, string>({
    query: (token) => relative(ORDER_ACCESS_API.byLink(token)),
    transformResponse: (response: OrderViewResponse) => response.data,
    providesTags: (result) => (result ? [{ type: 'Order', id: result.order.id }] : []),
  }),
  /** `GET /api/orders/{id}`: the caller's own order (a user's, or the guest's who placed it). */
  getOrder: build.query<OrderView, number>({
    query: (orderId) => relative(ORDER_ACCESS_API.order(orderId)),
    transformResponse: (response: OrderViewResponse) => response.data,
    providesTags: (_result, _error, orderId) => [{ type: 'Order', id: orderId }],
  }),
  /**
   * `POST /api/orders/{id}/reorder`: the order's books go into the caller's cart at today's
   * prices, so a guest without a token gets one first and the cart and its count refresh.
   */
  reorder: build.mutation<ReorderResponse, { orderId: number; token?: string | null }>({
    query: ({ orderId, token }) => ({
      url: relative(ORDER_ACCESS_API.reorder(orderId)),
      method: 'POST',
      body: token ? { token } : {},
    }),
    extraOptions: { shopper: true },
    invalidatesTags: [
      { type: 'Cart', id: 'cart' },
      { type: 'CartCount', id: 'TOTAL' },
    ],
  }),
  /** `POST /api/orders/{id}/pay`: a card is charged now; a wallet answers its approval page. */
  payNow: build.mutation<PayNowResponse, { orderId: number } & PayNowRequest>({
    query: ({ orderId, token, card_token }) => ({
      url: relative(ORDER_ACCESS_API.payNow(orderId)),
      method: 'POST',
      body: { ...(token ? { token } : {}), ...(card_token ? { card_token } : {}) },
    }),
    invalidatesTags: (_result, _error, { orderId }) => orderTags(orderId),
  }),
  /** `POST /api/orders/{id}/return-request`: why, and which books, how many copies. */
  requestReturn: build.mutation<ReturnRequestResponse, { orderId: number } & ReturnRequestPayload>({
    query: ({ orderId, token, reason, lines }) => ({
      url: relative(ORDER_ACCESS_API.returnRequest(orderId)),
      method: 'POST',
      body: { reason, lines, ...(token ? { token } : {}) },
    }),
    invalidatesTags: (_result, _error, { orderId }) => orderTags(orderId),
  }),
});

/** The invoice PDF's address (opened as a page, not fetched as data): the owner's, or by link. */
export function invoicePdfUrl(orderId: number, token?: string | null): string {
  return ORDER_ACCESS_API.invoicePdf(orderId, token ?? undefined);
}
