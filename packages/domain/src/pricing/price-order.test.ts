import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { StockStatus } from '../entities/book.js';
import { binRule, cartLine } from '../test-support/fixtures.js';
import { priceOrder } from './price-order.js';

const STATUSES: readonly StockStatus[] = ['available', 'out_of_stock', 'pre_order', 'on_demand'];

const lineArb = fc.record({
  PAK_PRICE: fc.option(fc.integer({ min: 0, max: 20_000 }), { nil: null }),
  Discount: fc.integer({ min: 0, max: 100 }),
  cart_qty: fc.integer({ min: 1, max: 10 }),
  availabilityStatus: fc.constantFrom(...STATUSES),
  kind: fc.constantFrom('book' as const, 'stationery' as const),
});

const ruleArb = fc.option(
  fc.record({
    rule_enabled: fc.boolean(),
    discount_type: fc.constantFrom('percentage' as const, 'value' as const),
    discount_value: fc.integer({ min: 0, max: 100 }),
    discount_limit: fc.integer({ min: 0, max: 5_000 }),
  }),
  { nil: null },
);

describe('priceOrder', () => {
  it('charges Rs. 1,050 for a Rs. 1,000 book with its own 5% paid by a 10% card (the card replaces the own discount)', () => {
    const priced = priceOrder({
      lines: [cartLine({ PAK_PRICE: 1000, Discount: 5 })],
      giftWrap: false,
      cardRule: binRule({ discount_value: 10 }),
    });
    // Own price 950; the card's 100 replaces the own 50, so it saves 50 more: 900 + 150 shipping.
    expect(priced).toMatchObject({ subtotal: 950, cardDiscount: 50, shipping: 150, total: 1050 });
    expect(priced.lines[0]).toMatchObject({ unitPrice: 950, cardDiscount: 100, lineTotal: 900 });
  });

  it('takes a gift card last and lets what the order does not use lapse', () => {
    const priced = priceOrder({ lines: [cartLine({ PAK_PRICE: 700 })], giftWrap: true, giftCardValue: 1000 });
    expect(priced).toMatchObject({ subtotal: 700, shipping: 150, giftWrap: 100, giftCard: 950 });
    expect(priced).toMatchObject({ giftCardLapsed: 50, total: 0 });
  });

  it('orders an out-of-stock line as a backorder carrying the on-demand fee', () => {
    const priced = priceOrder({
      lines: [cartLine(), cartLine({ Book_Id: 2, availabilityStatus: 'out_of_stock' })],
      giftWrap: false,
    });
    expect(priced.lines.map((l) => l.backorder)).toEqual([false, true]);
    expect(priced).toMatchObject({ subtotal: 2000, shipping: 300, total: 2300 });
  });

  it('adds shipping and gift wrap to the discounted subtotal (spec section 9), gift wrap only when ticked', () => {
    const mixedCart = [
      cartLine({ PAK_PRICE: 1000, Discount: 15, cart_qty: 2 }),
      cartLine({ Book_Id: 2, PAK_PRICE: 500, availabilityStatus: 'pre_order' }),
    ];
    expect(priceOrder({ lines: mixedCart, giftWrap: true })).toMatchObject({
      subtotal: 2200,
      shipping: 300,
      giftWrap: 100,
      cardDiscount: 0,
      total: 2600,
    });
    expect(priceOrder({ lines: mixedCart, giftWrap: false })).toMatchObject({ giftWrap: 0, total: 2500 });
    // With a 20% card: line 1 keeps 150 off per unit → the card's 200 replaces it (1600); line 2 → 400.
    expect(priceOrder({ lines: mixedCart, giftWrap: true, cardRule: binRule() })).toMatchObject({
      subtotal: 2200,
      cardDiscount: 200,
      total: 2400,
    });
  });

  it('gives stationery no card discount', () => {
    const priced = priceOrder({
      lines: [cartLine({ kind: 'stationery' })],
      giftWrap: false,
      cardRule: binRule(),
    });
    expect(priced).toMatchObject({ cardDiscount: 0, total: 1150 });
    expect(priced.lines[0]).toMatchObject({ cardDiscount: 0, lineTotal: 1000 });
  });

  it('uses the configured fees', () => {
    const lines = [cartLine(), cartLine({ Book_Id: 2, availabilityStatus: 'on_demand' })];
    const fees = { giftWrap: 40, standardShipping: 200, onDemandShipping: 250 };
    expect(priceOrder({ lines, giftWrap: true, fees })).toMatchObject({
      shipping: 450,
      giftWrap: 40,
      total: 2490,
    });
  });

  it('always adds up: total = subtotal − card + shipping + wrap − gift card, and lines sum to subtotal − card', () => {
    fc.assert(
      fc.property(
        fc.array(lineArb, { minLength: 1, maxLength: 8 }),
        ruleArb,
        fc.integer({ min: 0, max: 12_000 }),
        fc.boolean(),
        (lines, rule, giftCardValue, giftWrap) => {
          const priced = priceOrder({
            lines: lines.map((l, i) => cartLine({ ...l, Book_Id: i + 1 })),
            giftWrap,
            cardRule: rule ? binRule(rule) : null,
            giftCardValue,
          });
          const linesTotal = priced.lines.reduce((sum, l) => sum + l.lineTotal, 0);
          expect(linesTotal).toBe(priced.subtotal - priced.cardDiscount);
          expect(priced.total).toBe(
            priced.subtotal - priced.cardDiscount + priced.shipping + priced.giftWrap - priced.giftCard,
          );
          expect(priced.total).toBeGreaterThanOrEqual(0);
          expect(priced.cardDiscount).toBeGreaterThanOrEqual(0);
          expect(priced.giftCard + priced.giftCardLapsed).toBe(giftCardValue);
          const cardTotal = priced.lines.reduce((sum, l) => sum + l.cardDiscount, 0);
          if (rule) expect(cardTotal).toBeLessThanOrEqual(Math.max(0, rule.discount_limit));
        },
      ),
    );
  });
});
