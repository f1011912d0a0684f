import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lineTotal } from './line-total.js';
import { unitPrice } from './unit-price.js';

describe('lineTotal', () => {
  it('is the discounted unit price times the quantity, applied once', () => {
    expect(lineTotal({ PAK_PRICE: 1000, Discount: 15, cart_qty: 2 })).toBe(1700);
    expect(lineTotal({ PAK_PRICE: 1000, Discount: 15, cart_qty: 1 })).toBe(850);
  });

  it('is zero for a line without a price or quantity', () => {
    expect(lineTotal({ PAK_PRICE: null, Discount: 15, cart_qty: 2 })).toBe(0);
    expect(lineTotal({ PAK_PRICE: 1000, Discount: 0, cart_qty: 0 })).toBe(0);
    expect(lineTotal({ PAK_PRICE: 1000, Discount: 0, cart_qty: -1 })).toBe(0);
  });

  it('equals unit price times quantity for any whole quantity', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 50 }),
        (price, discount, qty) => {
          expect(lineTotal({ PAK_PRICE: price, Discount: discount, cart_qty: qty })).toBe(
            unitPrice(price, discount) * qty,
          );
        },
      ),
    );
  });
});
