import type { CartLine } from '../entities/cart.js';
import type { PlaceOrderPayload } from '../entities/checkout.js';
import type { Order, OrderCancelDemand, PlaceOrderResponse } from '../entities/order.js';

export type { PlaceOrderResponse } from '../entities/order.js';

/**
 * A cart line as the shopper saw it when pressing Place Order. The server compares these figures
 * with the books' current ones (spec §5 check 7) and refuses the order when any changed.
 */
export type ShownCartLine = Pick<
  CartLine,
  'Book_Id' | 'PAK_PRICE' | 'Discount' | 'availabilityStatus' | 'cart_qty'
>;

/**
 * Body of `POST /api/cart/place-order`: the spec's placement payload plus the lines as shown
 * (ours). Sent with an `Idempotency-Key` header; a retry with the same key gets the same answer.
 */
export interface PlaceOrderRequest extends PlaceOrderPayload {
  /**
   * The cart's lines as the shopper saw them. When sent, the order is refused (409) if any of
   * them changed since; when left out (a client that shows no cart, such as a script or a back
   * office), the server prices the cart as it stands and says so: `data.priced_as_is: true`.
   */
  shown_lines?: readonly ShownCartLine[];
  /** An e-gift card code to redeem on this order (ours): single-use, taken off the total. */
  gift_card_code?: string;
}

/** `POST /api/cart/place-order` when the card was declined: the order exists as `payment_failed`. */
export interface PaymentDeclinedResponse {
  success: false;
  error: string;
  /** `priced_as_is` as in {@link PlaceOrderResponse}. */
  data: { order: { id: number }; priced_as_is?: boolean };
}

/**
 * `POST /api/cart/place-order` refused because books changed since the cart was shown (409): one
 * message naming them, and which books, so the cart can show their new figures.
 */
export interface CartChangedResponse {
  error: string;
  changedBooks: readonly { Book_Id: number; BOOK_TITLE: string }[];
}

/** Any answer of `POST /api/cart/place-order` that a retry with the same key replays. */
export type PlaceOrderAnswer = PlaceOrderResponse | PaymentDeclinedResponse;

/** The shop's account for bank transfers, shown with an order waiting for payment. */
export interface BankTransferDetails {
  bankName: string;
  accountTitle: string;
  iban: string;
  /** What to write as the transfer's reference. */
  reference: string;
  /** ISO 8601: an order not paid by then is cancelled and its books go back on sale. */
  payBy: string;
}

/** Body of `POST /api/cart/order-confirmation?orderId=`. */
export interface OrderConfirmationResponse {
  success: true;
  data: { order: Order; bankTransfer: BankTransferDetails | null };
}

/** Body of `GET /api/orders`: the shopper's orders, newest first. */
export interface OrdersResponse {
  success: true;
  data: { orders: readonly Order[] };
}

/** Body of `PUT /api/orders/{id}/cancel-order`. */
export interface CancelOrderResponse {
  success: true;
  message: string;
  data: { order: Order };
}

/** Body of `POST /api/orders/{id}/cancel-demand`: why the shopper wants a shipped order cancelled. */
export interface CancelDemandRequest {
  reason: string;
}

/** Answer of `POST /api/orders/{id}/cancel-demand` (201, or 200 when the request was already sent). */
export interface CancelDemandResponse {
  success: true;
  message: string;
  data: { demand: OrderCancelDemand };
}
