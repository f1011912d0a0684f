import { type OrderStatus, type PaymentOutcome, paymentKindOf } from '@bookshop/domain';
import type { PaymentState } from '../payments/provider.js';
import type { NewOrderEvent } from './order-events.js';
import type { OrderRow } from './repository.js';

/** Whether the order's money moves through the payment provider (a card or a wallet). */
export function isOnline(row: Pick<OrderRow, 'paymentOption'>): boolean {
  const kind = paymentKindOf(row.paymentOption);
  return kind === 'card' || kind === 'wallet';
}

/**
 * What cancelling an order from `from` does with its money, given what voiding its pending
 * payment answered (undefined when nothing was asked, 'unreachable' when the provider was away).
 */
export function cancelMoney(
  row: OrderRow,
  from: OrderStatus,
  voided: PaymentState | null | 'unreachable' | undefined,
  /** Rupees of this payment already refunded or owed back (partial refunds): not owed twice. */
  alreadyRefunded = 0,
): { outcome: PaymentOutcome | null; payment: NewOrderEvent['payment']; refund: boolean } {
  const kind = paymentKindOf(row.paymentOption);
  const amount = Math.max(0, row.total - alreadyRefunded);
  const reference = row.paymentReference;
  const capturedOnline = isOnline(row) && (from !== 'pending_payment' || voided === 'succeeded');
  if (capturedOnline) {
    return { outcome: 'refund_due', payment: { action: 'refund_due', amount, reference }, refund: true };
  }
  if (kind === 'transfer' && from !== 'pending_payment') {
    // The transfer was received: staff send it back by transfer; no provider can.
    return { outcome: 'refund_due', payment: { action: 'refund_due', amount, reference }, refund: false };
  }
  if (kind === 'prepaid') return { outcome: 'refunded', payment: null, refund: false };
  if (voided === 'voided')
    return { outcome: 'voided', payment: { action: 'voided', amount, reference }, refund: false };
  if (voided === 'declined')
    return { outcome: 'failed', payment: { action: 'declined', amount, reference }, refund: false };
  if (voided === 'refunded') return { outcome: 'refunded', payment: null, refund: false };
  // The provider could not be asked: whether a payment can still arrive is not known. The
  // reconciliation (reconcileEndedPayment) asks again and voids or refunds it.
  if (voided === 'unreachable') return { outcome: null, payment: null, refund: false };
  return { outcome: 'voided', payment: null, refund: false };
}
