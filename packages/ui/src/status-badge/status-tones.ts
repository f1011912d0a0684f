import type { OrderStatus, PaymentStateCode } from '@bookshop/domain';
import type { StatusTone } from './status-badge';

const ORDER_STATUS_TONES: Readonly<Record<OrderStatus, StatusTone>> = {
  pending_payment: 'warning',
  placed: 'info',
  processing: 'info',
  shipped: 'info',
  delivered: 'success',
  cancelled: 'neutral',
  payment_failed: 'danger',
};

const PAYMENT_STATE_TONES: Readonly<Record<PaymentStateCode, StatusTone>> = {
  to_pay_on_delivery: 'info',
  awaiting_transfer: 'warning',
  awaiting_wallet_approval: 'warning',
  awaiting_card_payment: 'warning',
  paid: 'success',
  paid_by_gift_card: 'success',
  refunded: 'neutral',
  refund_due: 'warning',
  voided: 'neutral',
  failed: 'danger',
};

/** The badge tone of an order status: waiting for money is a warning, delivered a success. */
export function orderStatusTone(status: OrderStatus): StatusTone {
  return ORDER_STATUS_TONES[status] ?? 'neutral';
}

/** The badge tone of a payment state: money owed or awaited is a warning, paid a success. */
export function paymentStateTone(code: PaymentStateCode): StatusTone {
  return PAYMENT_STATE_TONES[code] ?? 'neutral';
}
