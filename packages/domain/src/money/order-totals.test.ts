import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { StockStatus } from '../entities/book.js';
import { binRule, cartLine } from '../test-support/fixtures.js';
import { orderTotals } from './order-totals.js';

/** Amounts with one decimal place, spread evenly; fc.double crowds around zero and misses real prices. */
const tenths = (min: number, max: number) => fc.integer({ min: min * 10, max: max * 10 }).map((n) => n / 10);

const mixedCart = [
  cartLine({ PAK_PRICE: 1000, Discount: 15, cart_qty: 2, availabilityStatus: 'available' }),
  cartLine({ PAK_PRICE: 500, Discount: 0, cart_qty: 1, availabilityStatus: 'pre_order' }),
];

describe('orderTotals', () => {
  it('adds shipping and gift wrap to the discounted subtotal (spec section 9)', () => {
    expect(orderTotals({ lines: mixedCart, giftWrap: true })).toEqual({
      subtotal: 2200,
      shipping: 300,
      giftWrap: 100,
      cardDiscount: 0,
      total: 2600,
    });
  });

  it('charges no gift wrap when it is not ticked', () => {
    expect(orderTotals({ lines: mixedCart, giftWrap: false })).toMatchObject({ giftWrap: 0, total: 2500 });
  });

  it('applies a bank-card rule as what the card saves beyond the books’ own discounts', () => {
    // Line 1: own 150 off per unit, card 200 → 2 × 1000 − 400 = 1600. Line 2: card 100 → 400.
    const totals = orderTotals({ lines: mixedCart, giftWrap: true, cardDiscount: binRule() });
    expect(totals).toEqual({ subtotal: 2200, shipping: 300, giftWrap: 100, cardDiscount: 200, total: 2400 });
  });

  it('takes a card discount already worked out, within the subtotal', () => {
    expect(orderTotals({ lines: mixedCart, giftWrap: false, cardDiscount: 300 })).toMatchObject({
      cardDiscount: 300,
      total: 2200,
    });
    expect(orderTotals({ lines: mixedCart, giftWrap: false, cardDiscount: 99_999 }).cardDiscount).toBe(2200);
    expect(orderTotals({ lines: mixedCart, giftWrap: false, cardDiscount: -5 }).cardDiscount).toBe(0);
    expect(orderTotals({ lines: mixedCart, giftWrap: false, cardDiscount: Number.NaN }).cardDiscount).toBe(0);
    expect(orderTotals({ lines: mixedCart, giftWrap: false, cardDiscount: null }).cardDiscount).toBe(0);
  });

  it('gives stationery no card discount', () => {
    const lines = [cartLine({ kind: 'stationery' })];
    expect(orderTotals({ lines, giftWrap: false, cardDiscount: binRule() })).toMatchObject({
      cardDiscount: 0,
      total: 1150,
    });
  });

  it('uses the configured fees', () => {
    const fees = { giftWrap: 40, standardShipping: 200, onDemandShipping: 250 };
    expect(orderTotals({ lines: mixedCart, giftWrap: true, fees })).toMatchObject({
      shipping: 450,
      giftWrap: 40,
      total: 2690,
    });
  });

  it('is never negative and its parts always add up to the total', () => {
    const line = fc.record({
      PAK_PRICE: fc.option(tenths(-100, 50_000), { nil: null }),
      Discount: tenths(-10, 150),
      cart_qty: fc.integer({ min: -2, max: 20 }),
      availabilityStatus: fc.constantFrom<StockStatus>('available', 'out_of_stock', 'pre_order', 'on_demand'),
      kind: fc.constantFrom('book' as const, 'stationery' as const),
    });
    const rule = fc.record({
      rule_enabled: fc.boolean(),
      discount_type: fc.constantFrom('percentage' as const, 'value' as const),
      discount_value: fc.integer({ min: -100, max: 20_000 }),
      discount_limit: fc.integer({ min: -100, max: 100_000 }),
      bank_name: fc.constant('Bank'),
      bank_logo: fc.constant('bank.webp'),
      bin: fc.constant('411111'),
    });
    fc.assert(
      fc.property(
        fc.array(line, { maxLength: 8 }),
        fc.boolean(),
        fc.option(fc.oneof(rule, fc.integer({ min: -1000, max: 100_000 })), { nil: undefined }),
        (lines, giftWrap, cardDiscount) => {
          const totals = orderTotals({ lines, giftWrap, cardDiscount });
          for (const value of Object.values(totals)) expect(value).toBeGreaterThanOrEqual(0);
          expect(totals.cardDiscount).toBeLessThanOrEqual(totals.subtotal);
          expect(totals.total).toBe(
            totals.subtotal - totals.cardDiscount + totals.shipping + totals.giftWrap,
          );
        },
      ),
    );
  });
});
