import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { StockStatus } from '../entities/book.js';
import { CART_QUANTITY_MESSAGES, cartQuantity, MAX_UNSTOCKED_QTY, maxCartQuantity } from './cart-quantity.js';

const available = (stock: number) => ({ bookStatus: 'available' as const, stock });
const preOrder = { bookStatus: 'pre_order' as const, stock: 0 };

describe('maxCartQuantity', () => {
  it('is the stock for available books and 10 for books not sold from stock', () => {
    expect(maxCartQuantity(available(7))).toBe(7);
    expect(maxCartQuantity(available(0))).toBe(0);
    expect(maxCartQuantity(preOrder)).toBe(MAX_UNSTOCKED_QTY);
    expect(maxCartQuantity({ bookStatus: 'on_demand', stock: 40 })).toBe(10);
    expect(maxCartQuantity({ bookStatus: 'out_of_stock', stock: 0 })).toBe(10);
  });
});

describe('cartQuantity, set', () => {
  it('accepts 1 up to the stock of an available book', () => {
    expect(cartQuantity({ mode: 'set', qty: 1 }, available(3))).toEqual({ ok: true, qty: 1 });
    expect(cartQuantity({ mode: 'set', qty: 3 }, available(3))).toEqual({ ok: true, qty: 3 });
    expect(cartQuantity({ mode: 'set', qty: 4 }, available(3))).toEqual({
      ok: false,
      message: 'Only 3 copies are in stock.',
    });
    expect(cartQuantity({ mode: 'set', qty: 2 }, available(1))).toEqual({
      ok: false,
      message: 'Only 1 copy is in stock.',
    });
  });

  it('accepts 1 to 10 for a pre-order book', () => {
    expect(cartQuantity({ mode: 'set', qty: 10 }, preOrder)).toEqual({ ok: true, qty: 10 });
    expect(cartQuantity({ mode: 'set', qty: 11 }, preOrder)).toEqual({
      ok: false,
      message: CART_QUANTITY_MESSAGES.atMostUnstocked,
    });
  });

  it('refuses 0, negatives and fractions with a message', () => {
    for (const qty of [0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(cartQuantity({ mode: 'set', qty }, preOrder)).toEqual({
        ok: false,
        message: 'The quantity must be at least 1.',
      });
    }
  });
});

describe('cartQuantity, add', () => {
  it('adds to what the line holds, up to the cap', () => {
    expect(cartQuantity({ mode: 'add', qty: 1, current: 1 }, available(5))).toEqual({ ok: true, qty: 2 });
    expect(cartQuantity({ mode: 'add', qty: 4, current: 3 }, available(5))).toEqual({ ok: true, qty: 5 });
    expect(cartQuantity({ mode: 'add', qty: 8, current: 8 }, preOrder)).toEqual({ ok: true, qty: 10 });
    expect(cartQuantity({ mode: 'add', qty: 2 }, preOrder)).toEqual({ ok: true, qty: 2 });
  });

  it('refuses an available book with no stock, and fewer than one copy', () => {
    expect(cartQuantity({ mode: 'add', qty: 1 }, available(0))).toEqual({
      ok: false,
      message: 'This book is out of stock.',
    });
    expect(cartQuantity({ mode: 'add', qty: 0, current: 2 }, preOrder).ok).toBe(false);
  });

  it('always lands between 1 and the cap, never below what was there unless the cap shrank', () => {
    const status = fc.constantFrom<StockStatus>('available', 'out_of_stock', 'pre_order', 'on_demand');
    fc.assert(
      fc.property(
        status,
        fc.integer({ min: 1, max: 500 }),
        fc.integer({ min: 1, max: 50 }),
        fc.integer({ min: 0, max: 50 }),
        (bookStatus, stock, qty, current) => {
          const book = { bookStatus, stock };
          const result = cartQuantity({ mode: 'add', qty, current }, book);
          if (!result.ok) return false;
          const cap = maxCartQuantity(book);
          return result.qty >= 1 && result.qty <= cap && result.qty === Math.min(current + qty, cap);
        },
      ),
    );
  });
});
