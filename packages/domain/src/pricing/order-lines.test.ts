import { describe, expect, it } from 'vitest';
import { groupCartLines } from '../cart/group-cart-lines.js';
import { cartLine } from '../test-support/fixtures.js';
import { isBackorder, orderLines, takesStock } from './order-lines.js';

describe('orderLines', () => {
  it('orders every group, out-of-stock lines included, in cart line order from the lines or the grouped cart', () => {
    const lines = [
      cartLine({ cart_item_id: 11, Book_Id: 1, availabilityStatus: 'out_of_stock' }),
      cartLine({ cart_item_id: 12, Book_Id: 2 }),
      cartLine({ cart_item_id: 10, Book_Id: 3, availabilityStatus: 'pre_order' }),
      cartLine({ cart_item_id: 13, Book_Id: 4, availabilityStatus: 'on_demand', cart_qty: 0 }),
    ];
    expect(orderLines(lines).map((l) => l.Book_Id)).toEqual([3, 1, 2]);
    expect(orderLines(groupCartLines(lines)).map((l) => l.Book_Id)).toEqual([3, 1, 2]);
  });

  it('takes stock only for available lines and calls out-of-stock lines backorders', () => {
    expect(takesStock({ availabilityStatus: 'available' })).toBe(true);
    expect(takesStock({ availabilityStatus: 'out_of_stock' })).toBe(false);
    expect(isBackorder({ availabilityStatus: 'out_of_stock' })).toBe(true);
    expect(isBackorder({ availabilityStatus: 'pre_order' })).toBe(false);
  });
});
