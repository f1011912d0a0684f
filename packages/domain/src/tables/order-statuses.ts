/**
 * Where an order is in its life:
 * - `awaiting_payment`: written, its stock held, its money not yet in;
 * - `open`: the shop owes the shopper a parcel;
 * - `closed`: delivered, nothing more to do;
 * - `ended`: cancelled or failed, nothing was (or is any longer) owed either way.
 */
export type OrderStatusKind = 'awaiting_payment' | 'open' | 'closed' | 'ended';

/** One order status: its stored code, the words a shopper and staff read, and its kind. */
export interface OrderStatusEntry {
  readonly code: string;
  readonly label: string;
  readonly kind: OrderStatusKind;
}

/**
 * Every order status, once, in life-cycle order. Bank transfer starts at `pending_payment`, cash
 * on delivery at `placed`; a declined card or wallet payment ends at `payment_failed`.
 */
export const ORDER_STATUS_TABLE = [
  { code: 'pending_payment', label: 'Awaiting payment', kind: 'awaiting_payment' },
  { code: 'placed', label: 'Placed', kind: 'open' },
  { code: 'processing', label: 'Processing', kind: 'open' },
  { code: 'shipped', label: 'Shipped', kind: 'open' },
  { code: 'delivered', label: 'Delivered', kind: 'closed' },
  { code: 'cancelled', label: 'Cancelled', kind: 'ended' },
  { code: 'payment_failed', label: 'Payment failed', kind: 'ended' },
] as const satisfies readonly OrderStatusEntry[];

/** Life of an order: one of {@link ORDER_STATUS_TABLE}'s codes. */
export type OrderStatus = (typeof ORDER_STATUS_TABLE)[number]['code'];

/** Every order status, in life-cycle order. */
export const ORDER_STATUSES: readonly OrderStatus[] = ORDER_STATUS_TABLE.map((entry) => entry.code);

/** What each status reads as in e-mails and on the orders page. */
export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = Object.fromEntries(
  ORDER_STATUS_TABLE.map((entry) => [entry.code, entry.label]),
) as Record<OrderStatus, string>;

/** The kind of a status. */
export function orderStatusKind(status: OrderStatus): OrderStatusKind {
  const entry = ORDER_STATUS_TABLE.find((e) => e.code === status);
  if (!entry) throw new RangeError(`unknown order status ${String(status)}`);
  return entry.kind;
}

/** Whether a stored value is an order status the shop knows. */
export function isOrderStatus(value: unknown): value is OrderStatus {
  return ORDER_STATUS_TABLE.some((entry) => entry.code === value);
}
