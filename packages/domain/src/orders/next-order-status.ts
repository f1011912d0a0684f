import type { OrderStatus } from '../entities/order.js';

const forward: Readonly<Partial<Record<OrderStatus, readonly OrderStatus[]>>> = {
  pending_payment: ['placed'],
  placed: ['processing'],
  processing: ['shipped'],
  shipped: ['delivered'],
};

/**
 * Whether staff may move an order from one status to another: along the life cycle one step at
 * a time (a bank transfer received moves `pending_payment` to `placed`). Cancelling is the
 * shopper's call (canCancelOrder); failed payments and delivered orders go nowhere.
 */
export function canMoveOrder(from: OrderStatus, to: OrderStatus): boolean {
  return forward[from]?.includes(to) ?? false;
}

/** What each status reads as in e-mails and on the orders page. */
export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  pending_payment: 'Awaiting payment',
  placed: 'Placed',
  processing: 'Processing',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  payment_failed: 'Payment failed',
};
