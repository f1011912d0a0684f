import type { BookSummary } from '../entities/book.js';
import type { CartLine, CartType } from '../entities/cart.js';
import type { OrderTotals } from '../entities/order.js';

/** Body of `POST /api/cart/add-cart-item` (ours; the spec lists no add call, see DESIGN.md). */
export interface AddCartItemPayload {
  bookId: number;
  /** Copies to add; 1 when left out. Added to a line that already holds the book, up to the cap. */
  qty?: number;
  /** The list to add to; `cart` when left out. */
  cartType?: CartType;
}

/** Body of `PUT /api/cart/update-cart-item/{cartItemId}`: the line's new quantity. */
export interface UpdateCartItemPayload {
  qty: number;
}

/**
 * Query of `GET /api/cart/order-cart`. `web=true` is what the spec's client sends; `cartType`
 * picks the list (the wish list page asks for `wishlist`); `giftWrap=true` adds the gift-wrap fee
 * to the summary, as the checkout shows it when gift wrap is ticked.
 */
export interface OrderCartQuery {
  web?: boolean;
  cartType?: CartType;
  giftWrap?: boolean;
}

/**
 * The money of one list, worked out by the domain's `priceOrder` on the server (`cartSummary`), so
 * the cart page shows the figures the order will be placed with before a bank card or gift card. `net_amount` is the spec's name for
 * the subtotal after the books' own discounts.
 */
export interface CartSummary extends Omit<OrderTotals, 'cardDiscount'> {
  net_amount: number;
  /** Copies in the list (the sum of the lines' quantities). */
  totalCartCount: number;
}

/** The four groups of a list, split by stock status, each in the order the lines were added. */
export interface CartGroups {
  availableBooks: readonly CartLine[];
  outOfStockBooks: readonly CartLine[];
  preOrderBooks: readonly CartLine[];
  onDemandBooks: readonly CartLine[];
  summary: { net_amount: number };
}

/** Answer of `GET /api/cart/order-cart?web=true`: the groups and the full summary. */
export interface OrderCartResponse extends CartGroups {
  summary: CartSummary;
}

/** Answer of `GET /api/cart/get-cart-total`: copies in the order cart, for the header badge. */
export interface CartCountResponse {
  data: { totalCartCount: number };
}

/** A line as a change left it. */
export interface CartItemRef {
  cart_item_id: number;
  Book_Id: number;
  cart_qty: number;
  cartType: CartType;
}

/**
 * Answer of `POST /api/cart/add-cart-item` (201), `PUT /api/cart/update-cart-item/{id}` and
 * `PUT /api/cart/move-cart-item/{id}/{cartType}`: the line as it now is and the new cart count.
 */
export interface CartItemResponse {
  success: true;
  message: string;
  data: { cartItem: CartItemRef; totalCartCount: number };
}

/** Answer of `DELETE /api/cart/delete-cart-item/{id}`; the message is the spec's 'Deleted'. */
export interface CartItemDeletedResponse {
  success: true;
  message: string;
  data: { totalCartCount: number };
}

/**
 * Answer of `PUT /api/cart/checkout/{cartType}`, which moves every line of the order cart to the
 * wish list or to saved for later (the Payment failed dialog's "Add Cart to Wish List" and "Save
 * for Later").
 */
export interface CartCheckoutResponse {
  success: true;
  message: string;
  data: { moved: number; totalCartCount: number };
}

/** Answer of `POST /api/books/notify-when-available` (201): the request is stored. */
export interface NotifyMeResponse {
  success: true;
  message: string;
}

/** Body of `POST /api/recent-history`: the book the shopper just opened. */
export interface RecordViewPayload {
  bookId: number;
}

/** Answer of `GET /api/recent-history`: the shopper's recently viewed books, newest first. */
export interface RecentHistoryResponse {
  data: { books: readonly BookSummary[] };
}
