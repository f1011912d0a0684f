import { describe, expect, it } from 'vitest';
import { PAYMENT_METHOD } from '../entities/checkout.js';
import { address } from '../test-support/fixtures.js';
import { canPlaceOrder } from './can-place-order.js';
import { initialCheckoutState } from './initial-checkout-state.js';

const ready = {
  ...initialCheckoutState,
  email: 'ayesha@example.pk',
  selectedShippingAddress: address(),
  selectedPaymentMethod: PAYMENT_METHOD.CASH,
};

describe('canPlaceOrder', () => {
  it('allows placing with email, shipping, billing (same as shipping) and a method', () => {
    expect(canPlaceOrder(ready)).toBe(true);
  });

  it('needs each of them', () => {
    expect(canPlaceOrder(initialCheckoutState)).toBe(false);
    expect(canPlaceOrder({ ...ready, email: '  ' })).toBe(false);
    expect(canPlaceOrder({ ...ready, selectedShippingAddress: null })).toBe(false);
    expect(canPlaceOrder({ ...ready, selectedPaymentMethod: null })).toBe(false);
    expect(canPlaceOrder({ ...ready, isSameBillingAddress: false })).toBe(false);
    expect(
      canPlaceOrder({ ...ready, isSameBillingAddress: false, selectedBillingAddress: address({ id: 2 }) }),
    ).toBe(true);
  });
});
