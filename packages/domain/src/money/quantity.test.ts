import { describe, expect, it } from 'vitest';
import { quantity } from './quantity.js';

describe('quantity', () => {
  it('keeps whole positive quantities', () => {
    expect(quantity(3)).toBe(3);
  });

  it('drops fractions and treats anything unusable as zero', () => {
    expect(quantity(2.7)).toBe(2);
    expect(quantity(0)).toBe(0);
    expect(quantity(-2)).toBe(0);
    expect(quantity(Number.NaN)).toBe(0);
    expect(quantity(Number.POSITIVE_INFINITY)).toBe(0);
  });
});
