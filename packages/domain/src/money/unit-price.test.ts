import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { unitPrice } from './unit-price.js';

/** Amounts with one decimal place, spread evenly; fc.double crowds around zero and misses real prices. */
const tenths = (min: number, max: number) => fc.integer({ min: min * 10, max: max * 10 }).map((n) => n / 10);

describe('unitPrice', () => {
  it('takes the rounded discount off the price (spec section 9)', () => {
    expect(unitPrice(1000, 15)).toBe(850);
    expect(unitPrice(1299, 10)).toBe(1169);
    // round(450.4 * 25 / 100) = round(112.6) = 113; round(450.4 - 113) = round(337.4) = 337
    expect(unitPrice(450.4, 25)).toBe(337);
  });

  it('rounds the price when there is no discount', () => {
    expect(unitPrice(999.5, 0)).toBe(1000);
    expect(unitPrice(999.4, 0)).toBe(999);
    expect(unitPrice(999.4, -5)).toBe(999);
    expect(unitPrice(999.4, Number.NaN)).toBe(999);
  });

  it('is zero when there is no usable price', () => {
    expect(unitPrice(null, 10)).toBe(0);
    expect(unitPrice(undefined, 10)).toBe(0);
    expect(unitPrice(0, 10)).toBe(0);
    expect(unitPrice(-100, 0)).toBe(0);
    expect(unitPrice(Number.NaN, 0)).toBe(0);
    expect(unitPrice(Number.POSITIVE_INFINITY, 0)).toBe(0);
  });

  it('never goes below zero, even for a discount above 100%', () => {
    expect(unitPrice(100, 150)).toBe(0);
    expect(unitPrice(100, 100)).toBe(0);
  });

  it('is a whole number between 0 and the rounded price', () => {
    fc.assert(
      fc.property(tenths(0, 1_000_000), tenths(-50, 200), (price, discount) => {
        const result = unitPrice(price, discount);
        expect(Number.isInteger(result)).toBe(true);
        expect(result).toBeGreaterThanOrEqual(0);
        expect(result).toBeLessThanOrEqual(Math.round(price));
      }),
    );
  });
});
