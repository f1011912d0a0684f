import { describe, expect, it } from 'vitest';
import { STOCK_STATUSES } from './book.js';

describe('STOCK_STATUSES', () => {
  it('lists the four stock states of DESIGN.md, one per cart group', () => {
    expect(STOCK_STATUSES).toEqual(['available', 'out_of_stock', 'pre_order', 'on_demand']);
  });
});
