import type { OrderStatus } from '../entities/order.js';

const cancellable: ReadonlySet<OrderStatus> = new Set(['pending_payment', 'placed', 'processing']);

/**
 * Whether a shopper may cancel an order in this status (DESIGN.md): only before it ships, since
 * after that the parcel is with the courier.
 */
export function canCancelOrder(status: OrderStatus): boolean {
  return cancellable.has(status);
}

/**
 * Whether a shopper may close a failed order as cancelled (the Payment failed dialog's Cancel).
 * Its stock and card discount went back when the payment failed, so closing it moves nothing; it
 * only stops the order from waiting as "Payment failed".
 */
export function canCloseFailedOrder(status: OrderStatus): boolean {
  return status === 'payment_failed';
}
