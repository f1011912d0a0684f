import { describe, expect, it } from 'vitest';
import { cartLine } from '../test-support/fixtures.js';
import { cartSummary } from './cart-summary.js';

describe('cartSummary', () => {
  it('adds standard and on-demand shipping to the discounted subtotal, and counts copies', () => {
    const lines = [
      cartLine({ PAK_PRICE: 1000, Discount: 15, cart_qty: 2 }),
      cartLine({ PAK_PRICE: 500, cart_qty: 1, availabilityStatus: 'pre_order' }),
    ];
    expect(cartSummary(lines)).toEqual({
      net_amount: 2200,
      subtotal: 2200,
      shipping: 300,
      giftWrap: 0,
      total: 2500,
      totalCartCount: 3,
    });
  });

  it('adds the gift-wrap fee only when chosen, and uses the fees given', () => {
    const lines = [cartLine({ PAK_PRICE: 800, cart_qty: 1 })];
    expect(cartSummary(lines, { giftWrap: true }).total).toBe(800 + 150 + 100);
    expect(
      cartSummary(lines, {
        giftWrap: true,
        fees: { giftWrap: 50, standardShipping: 200, onDemandShipping: 0 },
      }),
    ).toMatchObject({ giftWrap: 50, shipping: 200, total: 1050 });
  });

  it('is all zeros for an empty list', () => {
    expect(cartSummary([])).toEqual({
      net_amount: 0,
      subtotal: 0,
      shipping: 0,
      giftWrap: 0,
      total: 0,
      totalCartCount: 0,
    });
  });
});
