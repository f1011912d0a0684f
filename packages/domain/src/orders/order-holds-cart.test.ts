import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '../entities/order.js';
import { PAYMENT_METHOD, PAYMENT_METHOD_CODES } from '../tables/payment-methods.js';
import { CART_HOLDING_METHODS, cartHeldMessage, orderHoldsCart } from './order-holds-cart.js';

describe('orderHoldsCart', () => {
  it('holds the cart for a card, JazzCash or Easypaisa order awaiting its payment', () => {
    for (const paymentOption of [PAYMENT_METHOD.CARD, PAYMENT_METHOD.JAZZCASH, PAYMENT_METHOD.EASYPAISA])
      expect(orderHoldsCart({ status: 'pending_payment', paymentOption })).toBe(true);
  });

  it('lets the cart go for bank transfer and cash, which took their lines at placing', () => {
    expect(orderHoldsCart({ status: 'pending_payment', paymentOption: PAYMENT_METHOD.BANK_TRANSFER })).toBe(
      false,
    );
    expect(orderHoldsCart({ status: 'placed', paymentOption: PAYMENT_METHOD.CASH })).toBe(false);
  });

  it('holds the cart only while the payment is awaited, whatever the method', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ORDER_STATUSES),
        fc.constantFrom(...PAYMENT_METHOD_CODES),
        (status, code) => {
          const held = orderHoldsCart({ status, paymentOption: code });
          expect(held).toBe(status === 'pending_payment' && CART_HOLDING_METHODS.includes(code));
        },
      ),
    );
  });

  it('names card, JazzCash and Easypaisa as the methods that hold a cart', () => {
    expect([...CART_HOLDING_METHODS].sort()).toEqual([
      PAYMENT_METHOD.CARD,
      PAYMENT_METHOD.JAZZCASH,
      PAYMENT_METHOD.EASYPAISA,
    ]);
  });
});

describe('cartHeldMessage', () => {
  it('names the waiting order and what to do', () => {
    expect(cartHeldMessage(12)).toBe(
      'Order No: 12 is waiting for its payment. Pay it or cancel it before placing another order.',
    );
  });
});
