import type { OrderStatus } from '../entities/order.js';

const cancellable: ReadonlySet<OrderStatus> = new Set(['pending_payment', 'placed', 'processing']);

/**
 * Whether a shopper may cancel an order in this status (DESIGN.md): only before it ships, since
 * after that the parcel is with the courier.
 */
export function canCancelOrder(status: OrderStatus): boolean {
  return cancellable.has(status);
}
