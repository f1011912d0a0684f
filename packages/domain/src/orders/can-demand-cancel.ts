import type { OrderStatus } from '../entities/order.js';

/**
 * Whether a shopper may ask the shop to cancel an order (the cancel-demand dialog): once it has
 * shipped the shopper can no longer cancel it directly (`canCancelOrder`), but the shop may
 * still stop the parcel with the courier. Before that the shopper cancels it; once delivered it is
 * a return, not a cancellation.
 */
export function canDemandCancel(status: OrderStatus): boolean {
  return status === 'shipped';
}

/** The longest reason a shopper may give with a cancel demand, in characters. */
export const CANCEL_DEMAND_REASON_MAX = 500;

/** What the shopper is told once the shop has the request (cancel-demand dialog and API reply). */
export function cancelDemandSentMessage(orderId: number): string {
  return `Your request to cancel Order No: ${orderId} has been sent. We will e-mail you once the shop has answered.`;
}

/** Said when an order cannot be demanded cancelled in its status. */
export function cancelDemandRefusedMessage(orderId: number): string {
  return `Order No: ${orderId} has not shipped: cancel it yourself from Your Orders.`;
}
