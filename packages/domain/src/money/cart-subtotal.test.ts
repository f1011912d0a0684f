import { describe, expect, it } from 'vitest';
import { cartSubtotal } from './cart-subtotal.js';

describe('cartSubtotal', () => {
  it('adds up the line totals', () => {
    expect(
      cartSubtotal([
        { PAK_PRICE: 1000, Discount: 15, cart_qty: 2 },
        { PAK_PRICE: 499.5, Discount: 0, cart_qty: 1 },
      ]),
    ).toBe(1700 + 500);
  });

  it('is zero for an empty cart', () => {
    expect(cartSubtotal([])).toBe(0);
  });
});
