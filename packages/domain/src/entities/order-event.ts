import type { OrderStatus } from '../tables/order-statuses.js';

/**
 * What one step of an order's life did with its money:
 * - `captured`: money came in (a card charged, a wallet approved, a transfer received, cash
 *   collected on delivery);
 * - `declined`: the card or wallet refused, or the shopper abandoned the wallet payment;
 * - `voided`: a payment not yet approved was cancelled at the provider, so it can never be taken;
 * - `refunded`: money taken was given back;
 * - `refund_due`: money came by bank transfer and must be sent back by the shop.
 */
export const PAYMENT_ACTIONS = ['captured', 'declined', 'voided', 'refunded', 'refund_due'] as const;

/** One of {@link PAYMENT_ACTIONS}. */
export type PaymentAction = (typeof PAYMENT_ACTIONS)[number];

/**
 * Who moved an order: the shopper, the shop itself (`system`: expiry, the payment provider's
 * answer) or a staff member (`staff:<id>`).
 */
export type OrderActor = 'shopper' | 'system' | `staff:${string}`;

/** Whether a stored value names an actor. */
export function isOrderActor(value: unknown): value is OrderActor {
  return typeof value === 'string' && /^(shopper|system|staff:[^\s]{1,64})$/.test(value);
}

/**
 * One entry of an order's timeline (the order desk shows them oldest first). Written once, by the
 * order lifecycle, for every change of status, and never changed.
 */
export interface OrderEvent {
  /** ISO 8601 timestamp. */
  at: string;
  /** Null for an event that is not a change of status (a late payment refunded). */
  from_status: OrderStatus | null;
  to_status: OrderStatus;
  actor: OrderActor;
  /** Staff's reason, or the shop's own words for why (for example "not paid in time"). */
  note: string | null;
  /** What happened to the money, with the amount in rupees and the provider's reference. */
  payment: { action: PaymentAction; amount: number; reference: string | null } | null;
  /** What went back: copies of books to stock, the card's discount for the day, gift card value. */
  returned: { stock: number; card_discount: boolean; gift_card: number };
}
