import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shelfPrice } from './shelf-price.js';
import { unitPrice } from './unit-price.js';

describe('shelfPrice', () => {
  it('strikes the list price when the own discount lowers it', () => {
    expect(shelfPrice(1000, 15)).toEqual({ now: 850, was: 1000, saving: 150 });
  });

  it('strikes nothing without a discount, even when the list price has paisa', () => {
    expect(shelfPrice(999.4, 0)).toEqual({ now: 999, was: null, saving: 0 });
    expect(shelfPrice(999.5, 0)).toEqual({ now: 1000, was: null, saving: 0 });
  });

  it('strikes nothing for an item without a price', () => {
    expect(shelfPrice(null, 20)).toEqual({ now: 0, was: null, saving: 0 });
    expect(shelfPrice(0, 20)).toEqual({ now: 0, was: null, saving: 0 });
  });

  it('always asks unitPrice for the price to pay, and saving is was minus now', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 0, max: 100 }),
        (price, discount) => {
          const shown = shelfPrice(price, discount);
          expect(shown.now).toBe(unitPrice(price, discount));
          expect(shown.saving).toBe(shown.was === null ? 0 : shown.was - shown.now);
          if (shown.was !== null) expect(shown.was).toBeGreaterThan(shown.now);
        },
      ),
    );
  });
});
