import type { Address } from '../../entities/address.js';
import type { PaymentMethodCode } from '../../entities/checkout.js';
import type { OrderItem, OrderTotals } from '../../entities/order.js';
import type { OrderActor, OrderEvent } from '../../entities/order-event.js';
import type { OrderShipment } from '../../entities/order-shipment.js';
import type { OrderDeskAction } from '../../orders/order-desk-actions.js';
import type { OrderPaymentState, PaymentOutcome } from '../../orders/payment-state.js';
import type { OrderStatus } from '../../tables/order-statuses.js';
import type { PaymentKind } from '../../tables/payment-methods.js';
import type { AdminPage, StaffRef } from './common.js';

/**
 * Query of `GET /api/admin/orders` (owner, orders): the order desk's queue, newest first. Every
 * field is optional; `q` finds an order number (`1234`, `#1234`), an e-mail (part of one) or a
 * phone number (any form: `0300 1234567`, `+923001234567`).
 */
export interface AdminOrderQueueQuery {
  status?: OrderStatus;
  payment_method?: PaymentMethodCode;
  /** Inclusive dates `YYYY-MM-DD`, days in Asia/Karachi. */
  from?: string;
  to?: string;
  q?: string;
  page?: number;
  per_page?: number;
}

/** One order in the queue. */
export interface AdminOrderSummary {
  id: number;
  /** ISO 8601. */
  created_at: string;
  status: OrderStatus;
  payment_option: PaymentMethodCode;
  payment_state: OrderPaymentState;
  email: string;
  /** From the shipping address. */
  name: string | null;
  phone: string | null;
  city: string | null;
  total: number;
  /** Copies ordered, all lines. */
  items: number;
  /** Whether the shopper asked for it to be cancelled and nobody answered yet. */
  open_cancel_demand: boolean;
  /** What staff can do to it now (the first is what it waits for). */
  actions: readonly OrderDeskAction[];
}

/**
 * Answer of `GET /api/admin/orders`. `counts` has every status, counted over the same filters
 * except `status` itself, so the status tabs show how many each would list.
 */
export interface AdminOrderQueueResponse {
  data: {
    orders: readonly AdminOrderSummary[];
    counts: Readonly<Record<OrderStatus, number>>;
  } & AdminPage;
}

/** A line as ordered: the order_items snapshot, with the price it was worked out from. */
export interface AdminOrderLine extends OrderItem {
  /** The book's price and own discount percent at ordering. */
  list_price: number;
  discount_percent: number;
  /** Copies taken from stock for this line (0 for a backorder), given back on cancel. */
  reserved_qty: number;
}

/** A refund of part (or the rest) of an order's payment. */
export interface AdminRefund {
  amount: number;
  reason: string | null;
  /** ISO 8601. */
  at: string;
  actor: OrderActor;
  /** The provider's refund reference; null for money sent back by hand (transfer, cash). */
  reference: string | null;
}

/** An order's payment as the shop recorded it. Never a card number: network and last four only. */
export interface AdminPaymentRecord {
  method: PaymentMethodCode;
  /** The method's label (`Cash on Delivery`, ...). */
  method_label: string;
  kind: PaymentKind;
  state: OrderPaymentState;
  /** What the lifecycle recorded when the order ended, if it did. */
  outcome: PaymentOutcome | null;
  /** The shop's reference at the provider (card, wallet) or the transfer's reference. */
  provider_reference: string | null;
  card: { network: string; last_four: string } | null;
  /** Rupees taken, voided before they were taken, given back, and owed back (transfer). */
  captured: number;
  voided: number;
  refunded: number;
  refund_due: number;
  /** What can still be refunded: captured minus refunded. */
  refundable: number;
  refunds: readonly AdminRefund[];
}

/** A cash-on-delivery order confirmed with the shopper by phone: who called and when. */
export interface AdminCodConfirmation {
  by: StaffRef;
  /** ISO 8601. */
  at: string;
}

/** The shopper's cancel demand on an order, with the shop's answer once given. */
export interface AdminOrderCancelDemand {
  id: number;
  reason: string;
  created_at: string;
  state: 'open' | 'accepted' | 'declined';
  reply: string | null;
  answered_at: string | null;
  answered_by: StaffRef | null;
}

/**
 * One entry of an order's timeline, oldest first: a change of status or money (the order
 * lifecycle's events) or an e-mail the shop sent about it (the outbox).
 */
export type AdminTimelineEntry =
  | ({ kind: 'event' } & OrderEvent)
  | {
      kind: 'email';
      /** ISO 8601: when it was queued. */
      at: string;
      to: string;
      subject: string;
      /** `sent` once the mailer took it; `queued` until then. */
      state: 'queued' | 'sent';
    };

/** An order as the order desk shows it. */
export interface AdminOrderDetail {
  id: number;
  status: OrderStatus;
  created_at: string;
  updated_at: string;
  email: string;
  /** The shopper's account, or null for a guest's order. */
  customer: { id: number; name: string } | null;
  shipping_address: Address;
  billing_address: Address;
  special_instruction: string;
  gift_wrap: boolean;
  /** Whether the shopper asked for the invoice to be e-mailed. */
  send_invoice: boolean;
  subscribe_newsletter: boolean;
  lines: readonly AdminOrderLine[];
  /** As charged: the figures the one pricing function gave at placing. */
  totals: OrderTotals;
  payment: AdminPaymentRecord;
  cod_confirmation: AdminCodConfirmation | null;
  shipment: OrderShipment | null;
  cancel_demand: AdminOrderCancelDemand | null;
  timeline: readonly AdminTimelineEntry[];
  actions: readonly OrderDeskAction[];
}

/** Answer of `GET /api/admin/orders/{id}` (owner, orders). 404 for an unknown order. */
export interface AdminOrderResponse {
  data: { order: AdminOrderDetail };
}

/**
 * Answer of every order action (`POST /api/admin/orders/{id}/...`): what was done and the order
 * as it is now. A refused action is 409 ({@link AdminConflictResponse}) when the order is no
 * longer where the action starts (another staff member moved it), 422 for a bad field.
 */
export interface AdminOrderActionResponse {
  success: true;
  message: string;
  data: { order: AdminOrderDetail };
}

/** Body of `POST /api/admin/orders/{id}/confirm-cod`: nothing, or what the shopper said. */
export interface ConfirmCodRequest {
  note?: string;
}

/** Body of `POST /api/admin/orders/{id}/transfer-received`: the bank's reference of the transfer. */
export interface TransferReceivedRequest {
  reference?: string;
}

/** Body of `POST /api/admin/orders/{id}/processing` and `/deliver`: nothing, or a note. */
export interface OrderStepRequest {
  note?: string;
}

/** Body of `POST /api/admin/orders/{id}/ship`. */
export interface ShipOrderRequest {
  courier: string;
  tracking_number: string;
}

/** Body of `POST /api/admin/orders/{id}/cancel`: the reason, e-mailed to the shopper. */
export interface CancelOrderByStaffRequest {
  reason: string;
}

/** Body of `POST /api/admin/orders/{id}/refund`: whole rupees, at most what is left of the payment. */
export interface RefundOrderRequest {
  amount: number;
  reason: string;
}

/** The shop as a printed invoice or packing slip heads it. */
export interface AdminShopDetails {
  name: string;
  email: string;
  /** The shop's public address (https://...). */
  website: string;
  phone: string | null;
}

/**
 * Answer of `GET /api/admin/orders/{id}/print` (owner, orders): what the printable invoice and
 * packing slip show. The invoice is what the "send invoice" option e-mails.
 */
export interface AdminOrderPrintResponse {
  data: {
    shop: AdminShopDetails;
    invoice: {
      order_id: number;
      created_at: string;
      email: string;
      billing_address: Address;
      shipping_address: Address;
      payment_method_label: string;
      payment_state: OrderPaymentState;
      lines: readonly OrderItem[];
      totals: OrderTotals;
      refunded: number;
    };
    packing_slip: {
      order_id: number;
      created_at: string;
      shipping_address: Address;
      gift_wrap: boolean;
      special_instruction: string;
      shipment: OrderShipment | null;
      lines: readonly { title: string; author_name: string; qty: number; backorder: boolean }[];
    };
  };
}
