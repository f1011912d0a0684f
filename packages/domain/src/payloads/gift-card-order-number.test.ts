import { describe, expect, it } from 'vitest';
import { giftCardOrderNumber } from './gift-card-order-number.js';

describe('giftCardOrderNumber', () => {
  it('prefixes the id with GC', () => {
    expect(giftCardOrderNumber(42)).toBe('GC42');
    expect(giftCardOrderNumber('1007')).toBe('GC1007');
  });
});
