import type { Address } from './address.js';
import type { ProductKind } from './book.js';
import type { PaymentMethodCode } from './checkout.js';
import type { OrderShipment } from './order-shipment.js';
import type { ReturnRequest } from './return-request.js';

export type { OrderStatus } from '../tables/order-statuses.js';
export { ORDER_STATUSES } from '../tables/order-statuses.js';

import type { DeliveryEstimate } from '../orders/delivery-estimate.js';
import type { OrderPaymentState } from '../orders/payment-state.js';
import type { OrderStatus } from '../tables/order-statuses.js';

/** The money of an order, all in whole rupees. */
export interface OrderTotals {
  /** Sum of line totals after each book's own discount. */
  subtotal: number;
  shipping: number;
  giftWrap: number;
  /** How much less the shopper pays because of the bank card, on top of the books' own discounts. */
  cardDiscount: number;
  /** What a redeemed e-gift card took off the total (issue 12); absent or 0 without one. */
  giftCard?: number;
  total: number;
}

/** One line of a placed order, priced when the order was placed. */
export interface OrderItem {
  Book_Id: number;
  BOOK_TITLE: string;
  authorName: string;
  picname: string;
  kind: ProductKind;
  qty: number;
  /** Unit price after the book's own discount, at the time of the order. */
  unit_price: number;
  /** Card discount given on this line, in rupees. */
  card_discount: number;
  line_total: number;
  /** Out of stock when ordered: took no stock and ships when back in stock (`BACKORDER_NOTE`). */
  backorder: boolean;
}

/** A placed order. Addresses are copies, so later edits to saved addresses do not change it. */
export interface Order {
  id: number;
  status: OrderStatus;
  /** ISO 8601 timestamp. */
  created_at: string;
  email: string;
  payment_option: PaymentMethodCode;
  shipping_address: Address;
  billing_address: Address;
  gift_wrap: boolean;
  special_instruction: string;
  items: readonly OrderItem[];
  totals: OrderTotals;
  /** The shopper's request that the shop cancel it (cancel-demand dialog), if one was sent. */
  cancel_demand: OrderCancelDemand | null;
  /**
   * Where its money stands, in words a shopper reads (to pay on delivery, awaiting transfer,
   * paid, refunded, ...): from its status, method and what the order lifecycle recorded.
   */
  payment_state: OrderPaymentState;
  /** Whether the shopper asked for an invoice: it is attached to the confirmation e-mail as a PDF. */
  send_invoice: boolean;
  /**
   * When it is expected to arrive (by city and the lines' stock states, from the shop's delivery
   * rules); null once delivered, cancelled or failed.
   */
  delivery_estimate: DeliveryEstimate | null;
  /** Its statuses so far, oldest first: the one it was placed in, then every change. */
  timeline: readonly OrderTimelineEntry[];
  /** The shopper's return request, once one was sent. */
  return_request: ReturnRequest | null;
  /** ISO 8601: until when a return may be asked for (delivered orders only); null otherwise. */
  return_until: string | null;
  /** The courier and tracking number the order desk recorded when it shipped; null before. */
  shipment: OrderShipment | null;
}

/** One step of an order's life as the shopper sees it. */
export interface OrderTimelineEntry {
  status: OrderStatus;
  /** The status in words (`ORDER_STATUS_LABELS`). */
  label: string;
  /** ISO 8601 timestamp. */
  at: string;
}

/** A shopper's request that the shop cancel a shipped order (`POST /api/orders/{id}/cancel-demand`). */
export interface OrderCancelDemand {
  reason: string;
  /** ISO 8601 timestamp. */
  created_at: string;
}

/** Body of `POST /api/cart/place-order`. A redirect address, when present, replaces the confirmation page. */
export interface PlaceOrderResponse {
  success: boolean;
  data: {
    redirectUrl: string | null;
    order: { id: number };
    /**
     * True when the request sent no `shown_lines`: the cart was priced as it stood, with no
     * check that the shopper saw those figures. False when the shown lines were checked.
     */
    priced_as_is?: boolean;
  };
}
