import {
  type DeliveryEstimate,
  type OrderStatus,
  PAYMENT_METHOD,
  type PaymentMethodCode,
  type PaymentStateCode,
  paymentMethodOf,
} from '@bookshop/domain';
import type { MessageKey, Messages } from '@bookshop/i18n/core';
import type { OrderDates } from './order-dates';

/** The catalogue key of an order status's label. */
export function orderStatusKey(status: OrderStatus): MessageKey {
  return `orders.status.${status}`;
}

/** The catalogue key of the sentence that says what a status means. */
export function orderStatusSentenceKey(status: OrderStatus): MessageKey {
  return `orders.statusSentence.${status}`;
}

/** The catalogue key of a payment state's short label. */
export function paymentStateKey(code: PaymentStateCode): MessageKey {
  return `orders.paymentState.${code}`;
}

/** The catalogue key of a payment state's sentence. */
export function paymentMessageKey(code: PaymentStateCode): MessageKey {
  return `orders.paymentMessage.${code}`;
}

/** The catalogue key of a payment method; an unknown code reads as cash, as the domain's label does. */
export function paymentMethodKey(code: PaymentMethodCode | null | undefined): MessageKey {
  const known = paymentMethodOf(code)?.code as PaymentMethodCode | undefined;
  return `orders.paymentMethod.${known ?? PAYMENT_METHOD.CASH}`;
}

/** When the order is expected, in the page's language, from the window the server computed. */
export function deliveryEstimateWords(t: Messages, dates: OrderDates, estimate: DeliveryEstimate): string {
  if (estimate.kind === 'when_back_in_stock') return t.format('orders.detail.whenBackInStock');
  return estimate.from === estimate.to
    ? t.format('orders.detail.expectedOn', { day: dates.shortDay(estimate.from) })
    : t.format('orders.detail.expectedBetween', {
        from: dates.shortDay(estimate.from),
        to: dates.shortDay(estimate.to),
      });
}
