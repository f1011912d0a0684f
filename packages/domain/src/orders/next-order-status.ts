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

export { ORDER_STATUS_LABELS } from '../tables/order-statuses.js';
