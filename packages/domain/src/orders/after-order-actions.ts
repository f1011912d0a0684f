import type { Order } from '../entities/order.js';
import { canCancelOrder } from './can-cancel-order.js';
import { canDemandCancel } from './can-demand-cancel.js';
import type { PaymentStateCode } from './payment-state.js';

/** Payment states in which the shopper can still pay: a card or wallet payment not yet made. */
const PAYABLE_STATES: ReadonlySet<PaymentStateCode> = new Set([
  'awaiting_card_payment',
  'awaiting_wallet_approval',
]);

/** What a shopper may do with an order from its page, each true or false. */
export interface AfterOrderActions {
  /** Cancel it themselves (before it ships). */
  cancel: boolean;
  /** Ask the shop to cancel it (shipped, and not asked yet). */
  requestCancellation: boolean;
  /** Put its books back in the cart at today's prices (any order with lines). */
  reorder: boolean;
  /** Pay a card or wallet order still awaiting its payment. */
  payNow: boolean;
  /** Ask for a return: delivered, within the shop's window, and not asked yet. */
  requestReturn: boolean;
}

/** The fields of an order its actions depend on. */
export type AfterOrderActionsInput = Pick<
  Order,
  'status' | 'payment_state' | 'items' | 'cancel_demand' | 'return_request' | 'return_until'
>;

/**
 * Which actions an order's page offers (confirmation, `/orders`, the lookup and the signed link
 * alike), so every page offers the same and the server refuses only what the page never offered:
 * cancel before shipping, a cancellation request once shipped, reorder, pay now while a card or
 * wallet payment is awaited, and a return request until `return_until` (the server's window).
 */
export function afterOrderActions(order: AfterOrderActionsInput, now: Date): AfterOrderActions {
  const returnUntil = order.return_until ? Date.parse(order.return_until) : Number.NaN;
  return {
    cancel: canCancelOrder(order.status),
    requestCancellation: canDemandCancel(order.status) && order.cancel_demand === null,
    reorder: order.items.length > 0,
    payNow: order.status === 'pending_payment' && PAYABLE_STATES.has(order.payment_state.code),
    requestReturn:
      order.status === 'delivered' &&
      order.return_request === null &&
      Number.isFinite(returnUntil) &&
      now.getTime() <= returnUntil,
  };
}
