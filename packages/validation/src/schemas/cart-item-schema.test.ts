import { describe, expect, it } from 'vitest';
import { errorsFor, validValue } from '../test-support.js';
import { addCartItemSchema, recordViewSchema, updateCartItemSchema } from './cart-item-schema.js';

describe('addCartItemSchema', () => {
  it('defaults to one copy in the cart', () => {
    expect(validValue(addCartItemSchema, { bookId: 7 })).toEqual({ bookId: 7, qty: 1, cartType: 'cart' });
    expect(validValue(addCartItemSchema, { bookId: '7', qty: '2', cartType: 'wishlist' })).toEqual({
      bookId: 7,
      qty: 2,
      cartType: 'wishlist',
    });
  });

  it('names a missing or bad book id, a bad quantity and an unknown list', () => {
    expect(errorsFor(addCartItemSchema, {})).toEqual({ bookId: ['The book id field is required.'] });
    expect(errorsFor(addCartItemSchema, { bookId: 'x', qty: 0, cartType: 'basket' })).toEqual({
      bookId: ['Invalid book id'],
      qty: ['The quantity must be at least 1.'],
      cartType: ['Invalid cart type'],
    });
    expect(errorsFor(addCartItemSchema, { bookId: Number.POSITIVE_INFINITY })).toEqual({
      bookId: ['Invalid book id'],
    });
    expect(errorsFor(addCartItemSchema, { bookId: 3, qty: 1.5 })).toEqual({
      qty: ['The quantity must be at least 1.'],
    });
  });
});

describe('updateCartItemSchema', () => {
  it('requires a whole quantity of at least 1', () => {
    expect(validValue(updateCartItemSchema, { qty: 4 })).toEqual({ qty: 4 });
    for (const qty of [undefined, 0, -3, 'many']) {
      expect(errorsFor(updateCartItemSchema, { qty })).toEqual({ qty: ['The quantity must be at least 1.'] });
    }
  });
});

describe('recordViewSchema', () => {
  it('takes a book id', () => {
    expect(validValue(recordViewSchema, { bookId: '12' })).toEqual({ bookId: 12 });
    expect(errorsFor(recordViewSchema, { bookId: -1 })).toEqual({ bookId: ['Invalid book id'] });
  });
});
