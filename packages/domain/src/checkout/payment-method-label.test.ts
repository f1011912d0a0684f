import { describe, expect, it } from 'vitest';
import { PAYMENT_METHOD } from '../entities/checkout.js';
import { paymentMethodLabel } from './payment-method-label.js';

describe('paymentMethodLabel', () => {
  it('names each method (spec section 2)', () => {
    expect(paymentMethodLabel(PAYMENT_METHOD.BANK_TRANSFER)).toBe('Bank Transfer');
    expect(paymentMethodLabel(PAYMENT_METHOD.JAZZCASH)).toBe('JazzCash');
    expect(paymentMethodLabel(PAYMENT_METHOD.EASYPAISA)).toBe('Easypaisa');
    expect(paymentMethodLabel(PAYMENT_METHOD.CASH)).toBe('Cash on Delivery');
    expect(paymentMethodLabel(PAYMENT_METHOD.CARD)).toBe('Credit or Debit Card');
  });

  it('falls back to Cash on Delivery when nothing is chosen', () => {
    expect(paymentMethodLabel(null)).toBe('Cash on Delivery');
    expect(paymentMethodLabel(undefined)).toBe('Cash on Delivery');
  });

  it('uses the codes of spec section 4', () => {
    expect(PAYMENT_METHOD).toEqual({
      CARD: 1,
      JAZZCASH: 2,
      BANK_TRANSFER: 3,
      CASH: 4,
      EASYPAISA: 5,
      GIFT_CARD: 6,
    });
    expect(paymentMethodLabel(PAYMENT_METHOD.GIFT_CARD)).toBe('Gift Card');
  });
});
