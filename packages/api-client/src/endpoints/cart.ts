import type {
  AddCartItemPayload,
  BookSummary,
  CartCheckoutResponse,
  CartCountResponse,
  CartItemDeletedResponse,
  CartItemResponse,
  CartType,
  NotifyMePayload,
  NotifyMeResponse,
  OrderCartResponse,
  RecentHistoryResponse,
} from '@bookshop/domain';
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { ShopEndpointBuilder } from '../shop-api-definition.js';

export type { AddCartItemPayload, NotifyMePayload, OrderCartResponse } from '@bookshop/domain';

/** Which list `getOrderCart` reads, and whether the summary includes gift wrap. */
export interface OrderCartArgs {
  cartType?: CartType;
  giftWrap?: boolean;
}

/** The tag of a list: the wish list has its own, the cart and saved for later share 'Cart'. */
function listTag(cartType: CartType = 'cart') {
  return cartType === 'wishlist'
    ? ({ type: 'Wishlist', id: 'LIST' } as const)
    : ({ type: 'Cart', id: cartType } as const);
}

/** Every list and the count: a line change can touch any of them (moves go between lists). */
const ALL_LISTS = [
  { type: 'Cart', id: 'cart' },
  { type: 'Cart', id: 'later' },
  { type: 'Wishlist', id: 'LIST' },
  { type: 'CartCount', id: 'TOTAL' },
] as const;

const RECENT = { type: 'Books', id: 'RECENT' } as const;

/**
 * Adds to the cart count an API has cached, as a thunk that can be undone: the API's own
 * `util.updateQueryData('getCartCount', undefined, (count) => count + delta)`.
 */
export type CartCountPatch = (
  delta: number,
  // biome-ignore lint/suspicious/noExplicitAny: each API's own root state and extra argument; the thunk reads only its cache
) => ThunkAction<{ undo(): void }, any, any, UnknownAction>;

/**
 * The endpoint definitions of `cartApi` (React-free: `createBookshopApi` of the core is made of
 * them too). `patchCartCount` reaches the API they end up in, whose cached count badge an added
 * book raises at once.
 */
export const cartEndpoints = (build: ShopEndpointBuilder, patchCartCount: () => CartCountPatch) => ({
  // biome-ignore lint/suspicious/noConfusingVoidType: RTK Query makes a query's argument optional with void
  getOrderCart: build.query<OrderCartResponse, OrderCartArgs | void>({
    query: (args) => {
      const params = new URLSearchParams({ web: 'true' });
      if (args?.cartType && args.cartType !== 'cart') params.set('cartType', args.cartType);
      if (args?.giftWrap) params.set('giftWrap', 'true');
      return `api/cart/order-cart?${params}`;
    },
    keepUnusedDataFor: 0,
    providesTags: (_result, _error, args) => [listTag(args?.cartType ?? 'cart')],
  }),
  getCartCount: build.query<number, void>({
    query: () => 'api/cart/get-cart-total',
    transformResponse: (response: CartCountResponse) => response.data.totalCartCount,
    keepUnusedDataFor: 0,
    providesTags: [{ type: 'CartCount', id: 'TOTAL' }],
  }),
  /**
   * Adds copies of a book. The badge counts them at once and takes them back if the call fails,
   * so the shopper sees the click land without waiting for the server.
   */
  addCartItem: build.mutation<CartItemResponse, AddCartItemPayload>({
    query: (body) => ({ url: 'api/cart/add-cart-item', method: 'POST', body }),
    async onQueryStarted(payload, { dispatch, queryFulfilled }) {
      if ((payload.cartType ?? 'cart') !== 'cart') return;
      const added = payload.qty ?? 1;
      const patch = dispatch(patchCartCount()(added));
      try {
        await queryFulfilled;
      } catch {
        patch.undo();
      }
    },
    invalidatesTags: (_result, _error, payload) => [
      listTag(payload.cartType),
      { type: 'CartCount', id: 'TOTAL' },
    ],
  }),
  updateCartItem: build.mutation<CartItemResponse, { id: number; qty: number }>({
    query: ({ id, qty }) => ({ url: `api/cart/update-cart-item/${id}`, method: 'PUT', body: { qty } }),
    invalidatesTags: [...ALL_LISTS],
  }),
  deleteCartItem: build.mutation<CartItemDeletedResponse, number>({
    query: (id) => ({ url: `api/cart/delete-cart-item/${id}`, method: 'DELETE' }),
    invalidatesTags: [...ALL_LISTS],
  }),
  moveCartItem: build.mutation<CartItemResponse, { id: number; cartType: CartType }>({
    query: ({ id, cartType }) => ({ url: `api/cart/move-cart-item/${id}/${cartType}`, method: 'PUT' }),
    invalidatesTags: [...ALL_LISTS],
  }),
  /** Moves the whole order cart to the wish list or to saved for later. */
  checkoutCart: build.mutation<CartCheckoutResponse, 'wishlist' | 'later'>({
    query: (cartType) => ({ url: `api/cart/checkout/${cartType}`, method: 'PUT' }),
    invalidatesTags: [...ALL_LISTS],
  }),
  notifyWhenAvailable: build.mutation<NotifyMeResponse, NotifyMePayload>({
    query: (body) => ({ url: 'api/books/notify-when-available', method: 'POST', body }),
  }),
  getRecentHistory: build.query<readonly BookSummary[], void>({
    query: () => 'api/recent-history',
    transformResponse: (response: RecentHistoryResponse) => response.data.books,
    providesTags: [RECENT],
  }),
  recordView: build.mutation<void, number>({
    query: (bookId) => ({ url: 'api/recent-history', method: 'POST', body: { bookId } }),
    transformResponse: () => undefined,
    invalidatesTags: [RECENT],
  }),
});
