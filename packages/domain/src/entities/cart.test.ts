import { describe, expect, it } from 'vitest';
import { CART_TYPES } from './cart.js';

describe('CART_TYPES', () => {
  it('lists the order cart, the wish list and saved for later', () => {
    expect(CART_TYPES).toEqual(['cart', 'wishlist', 'later']);
  });
});
