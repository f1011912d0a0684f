import { describe, expect, it } from 'vitest';
import { cartLine } from '../test-support/fixtures.js';
import { groupCartLines } from './group-cart-lines.js';

describe('groupCartLines', () => {
  it('splits lines by stock status in cart order, with the cart total as net_amount', () => {
    const a = cartLine({ cart_item_id: 1, availabilityStatus: 'available', PAK_PRICE: 1000, Discount: 10 });
    const b = cartLine({ cart_item_id: 2, availabilityStatus: 'pre_order', PAK_PRICE: 500 });
    const c = cartLine({ cart_item_id: 3, availabilityStatus: 'available', PAK_PRICE: 200, cart_qty: 2 });
    const d = cartLine({ cart_item_id: 4, availabilityStatus: 'out_of_stock', PAK_PRICE: 300 });
    const e = cartLine({ cart_item_id: 5, availabilityStatus: 'on_demand', PAK_PRICE: 700 });
    expect(groupCartLines([a, b, c, d, e])).toEqual({
      availableBooks: [a, c],
      outOfStockBooks: [d],
      preOrderBooks: [b],
      onDemandBooks: [e],
      summary: { net_amount: 900 + 500 + 400 + 300 + 700 },
    });
  });

  it('gives empty groups for an empty cart', () => {
    expect(groupCartLines([])).toEqual({
      availableBooks: [],
      outOfStockBooks: [],
      preOrderBooks: [],
      onDemandBooks: [],
      summary: { net_amount: 0 },
    });
  });
});
