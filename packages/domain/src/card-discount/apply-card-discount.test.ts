import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { binRule, cartLine } from '../test-support/fixtures.js';
import { applyCardDiscount, type CardDiscountLine, toCardDiscountLine } from './apply-card-discount.js';

/** Amounts with one decimal place, spread evenly; fc.double crowds around zero and misses real prices. */
const tenths = (min: number, max: number) => fc.integer({ min: min * 10, max: max * 10 }).map((n) => n / 10);

const book = (price: number | null, discountPercent = 0, qty = 1): CardDiscountLine => ({
  price,
  discountPercent,
  qty,
  isBook: true,
});

describe('applyCardDiscount', () => {
  it('gives a percentage of the price per book when it beats the book’s own discount', () => {
    expect(applyCardDiscount([book(1000, 10)], binRule({ discount_value: 20 }))).toEqual({
      lines: [{ cardDiscount: 200, total: 800 }],
      cardDiscountTotal: 200,
      subtotal: 800,
    });
  });

  it('gives a fixed amount per book for value rules', () => {
    const rule = binRule({ discount_type: 'value', discount_value: 150 });
    expect(applyCardDiscount([book(1000, 10, 2)], rule).lines).toEqual([{ cardDiscount: 300, total: 1700 }]);
  });

  it('lets a line keep its own discount when that is higher or equal', () => {
    expect(applyCardDiscount([book(1000, 25)], binRule()).lines).toEqual([{ cardDiscount: 0, total: 750 }]);
    expect(applyCardDiscount([book(1000, 20)], binRule()).lines).toEqual([{ cardDiscount: 0, total: 800 }]);
  });

  it('gives nothing to stationery', () => {
    const line = { ...book(1000), isBook: false };
    expect(applyCardDiscount([line], binRule()).lines).toEqual([{ cardDiscount: 0, total: 1000 }]);
  });

  it('gives nothing when the rule is disabled or missing', () => {
    const expected = { lines: [{ cardDiscount: 0, total: 900 }], cardDiscountTotal: 0, subtotal: 900 };
    expect(applyCardDiscount([book(1000, 10)], binRule({ rule_enabled: false }))).toEqual(expected);
    expect(applyCardDiscount([book(1000, 10)], null)).toEqual(expected);
    expect(applyCardDiscount([book(1000, 10)], undefined)).toEqual(expected);
  });

  it('gives the line that reaches the limit only the remainder, and later lines nothing', () => {
    const result = applyCardDiscount(
      [book(1000, 0, 2), book(1000), book(1000)],
      binRule({ discount_limit: 500 }),
    );
    expect(result.lines).toEqual([
      { cardDiscount: 400, total: 1600 },
      { cardDiscount: 100, total: 900 },
      { cardDiscount: 0, total: 1000 },
    ]);
    expect(result.cardDiscountTotal).toBe(500);
    expect(result.subtotal).toBe(3500);
  });

  it('keeps a line’s own discount, using none of the limit, when the remainder would not beat it', () => {
    // After line 1, 50 is left; line 2's own discount is 5% of 1000 = 50, so it keeps that.
    const rule = binRule({ discount_limit: 450 });
    const result = applyCardDiscount([book(1000, 0, 2), book(1000, 5), book(300)], rule);
    expect(result.lines).toEqual([
      { cardDiscount: 400, total: 1600 },
      { cardDiscount: 0, total: 950 },
      { cardDiscount: 50, total: 250 },
    ]);
    expect(result.cardDiscountTotal).toBe(450);
  });

  it('takes lines in cart order', () => {
    const rule = binRule({ discount_limit: 200 });
    expect(applyCardDiscount([book(1000), book(500)], rule).lines.map((l) => l.cardDiscount)).toEqual([
      200, 0,
    ]);
    expect(applyCardDiscount([book(500), book(1000)], rule).lines.map((l) => l.cardDiscount)).toEqual([
      100, 100,
    ]);
  });

  it('rounds the card amount and the price', () => {
    // round(999.6 × 10 / 100) = 100 off round(999.6) = 1000
    expect(applyCardDiscount([book(999.6)], binRule({ discount_value: 10 })).lines).toEqual([
      { cardDiscount: 100, total: 900 },
    ]);
  });

  it('never gives more than the price, even for a large value rule', () => {
    const rule = binRule({ discount_type: 'value', discount_value: 500 });
    expect(applyCardDiscount([book(300, 0, 2)], rule).lines).toEqual([{ cardDiscount: 600, total: 0 }]);
  });

  it('gives nothing with a limit of zero or for a book without a price', () => {
    expect(applyCardDiscount([book(1000)], binRule({ discount_limit: 0 })).cardDiscountTotal).toBe(0);
    expect(applyCardDiscount([book(null)], binRule()).lines).toEqual([{ cardDiscount: 0, total: 0 }]);
  });

  it('reads cart lines through toCardDiscountLine', () => {
    expect(
      toCardDiscountLine(cartLine({ PAK_PRICE: 700, Discount: 5, cart_qty: 3, kind: 'stationery' })),
    ).toEqual({
      price: 700,
      discountPercent: 5,
      qty: 3,
      isBook: false,
    });
  });

  it('never exceeds the limit nor a line’s price, and never makes a line dearer', () => {
    const line = fc.record({
      price: fc.option(tenths(-10, 20_000), { nil: null }),
      discountPercent: tenths(-10, 120),
      qty: fc.integer({ min: -1, max: 10 }),
      isBook: fc.boolean(),
    });
    const rule = fc.record({
      rule_enabled: fc.boolean(),
      discount_type: fc.constantFrom('percentage' as const, 'value' as const),
      discount_value: tenths(-50, 30_000),
      discount_limit: fc.integer({ min: -100, max: 50_000 }),
      bank_name: fc.constant('Bank'),
      bank_logo: fc.constant('bank.webp'),
      bin: fc.constant('411111'),
    });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 10 }), rule, (lines, r) => {
        const result = applyCardDiscount(lines, r);
        expect(result.cardDiscountTotal).toBeLessThanOrEqual(Math.max(0, r.discount_limit));
        expect(result.cardDiscountTotal).toBe(result.lines.reduce((sum, l) => sum + l.cardDiscount, 0));
        expect(result.subtotal).toBe(result.lines.reduce((sum, l) => sum + l.total, 0));
        result.lines.forEach((outcome, i) => {
          const input = lines[i]!;
          const qty = Math.max(0, input.qty);
          const listPrice = input.price && input.price > 0 ? Math.round(input.price) : 0;
          const own = applyCardDiscount([input], null).lines[0]!.total;
          expect(outcome.cardDiscount).toBeGreaterThanOrEqual(0);
          expect(outcome.cardDiscount).toBeLessThanOrEqual(listPrice * qty);
          expect(outcome.total).toBeGreaterThanOrEqual(0);
          expect(outcome.total).toBeLessThanOrEqual(own);
          if (!input.isBook || !r.rule_enabled) expect(outcome.cardDiscount).toBe(0);
        });
      }),
    );
  });
});
