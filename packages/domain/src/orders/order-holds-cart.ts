import type { OrderStatus } from '../entities/order.js';
import { PAYMENT_METHOD_TABLE, type PaymentMethodCode, paymentKindOf } from '../tables/payment-methods.js';

/**
 * The payment methods whose orders keep the cart's lines until the money arrives: a card is
 * charged and a wallet approved after the order is written, and a declined payment must leave the
 * shopper's cart as it was. Bank transfer and cash on delivery take the lines at placing.
 */
export const CART_HOLDING_METHODS: readonly PaymentMethodCode[] = PAYMENT_METHOD_TABLE.filter(
  (entry) => entry.kind === 'card' || entry.kind === 'wallet',
).map((entry) => entry.code);

/**
 * Whether an order still holds its cart: it awaits a card or wallet payment, so its lines are
 * still in the cart and placing that cart again would sell them twice. Once the order is paid,
 * fails or is cancelled the cart is free again.
 *
 * @example orderHoldsCart({ status: 'pending_payment', paymentOption: 2 }) // true: JazzCash awaiting approval
 * @example orderHoldsCart({ status: 'pending_payment', paymentOption: 3 }) // false: a transfer took its lines
 * @example orderHoldsCart({ status: 'payment_failed', paymentOption: 1 }) // false
 */
export function orderHoldsCart(order: { status: OrderStatus; paymentOption: number }): boolean {
  const kind = paymentKindOf(order.paymentOption);
  return order.status === 'pending_payment' && (kind === 'card' || kind === 'wallet');
}

/**
 * Why a cart cannot be placed while one of its orders awaits its payment, and what to do: the
 * 409 of `POST /api/cart/place-order`.
 *
 * @example cartHeldMessage(12) // 'Order No: 12 is waiting for its payment. Pay it or cancel it before placing another order.'
 */
export function cartHeldMessage(orderId: number): string {
  return `Order No: ${orderId} is waiting for its payment. Pay it or cancel it before placing another order.`;
}
