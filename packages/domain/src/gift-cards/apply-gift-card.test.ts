import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyGiftCard } from './apply-gift-card.js';

describe('applyGiftCard', () => {
  it('takes the whole card off a larger total', () => {
    expect(applyGiftCard(2350, 1000)).toEqual({ giftCard: 1000, total: 1350, lapsed: 0 });
  });

  it('makes a smaller total free and lets the rest of the card lapse (spec section 8)', () => {
    expect(applyGiftCard(650, 1000)).toEqual({ giftCard: 650, total: 0, lapsed: 350 });
  });

  it('leaves the total as it is without a card', () => {
    expect(applyGiftCard(800, 0)).toEqual({ giftCard: 0, total: 800, lapsed: 0 });
  });

  it('always adds up: used + left to pay = total, used + lapsed = value, nothing negative', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 200_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        (total, value) => {
          const r = applyGiftCard(total, value);
          expect(r.giftCard + r.total).toBe(total);
          expect(r.giftCard + r.lapsed).toBe(value);
          expect(Math.min(r.giftCard, r.total, r.lapsed)).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});
