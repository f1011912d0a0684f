import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { STOCK_STATUSES } from '../entities/book.js';
import { LOW_STOCK_HINT_AT, stockHint } from './stock-hint.js';

describe('stockHint', () => {
  it('says how few copies are left of an available book, from 5 down to 1', () => {
    expect(stockHint('available', 2)).toBe('Only 2 left');
    expect(stockHint('available', 1)).toBe('Only 1 left');
    expect(stockHint('available', LOW_STOCK_HINT_AT)).toBe('Only 5 left');
  });

  it('says nothing above 5 copies, at none, or without a count', () => {
    expect(stockHint('available', 6)).toBeNull();
    expect(stockHint('available', 0)).toBeNull();
    expect(stockHint('available', null)).toBeNull();
    expect(stockHint('available', undefined)).toBeNull();
  });

  it('says nothing for a book not sold from stock, whatever its count', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...STOCK_STATUSES.filter((status) => status !== 'available')),
        fc.integer({ min: -5, max: 50 }),
        (status, stock) => stockHint(status, stock) === null,
      ),
    );
  });
});
