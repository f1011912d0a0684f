import { describe, expect, it } from 'vitest';
import { DELIVERY_COUNTRIES, deliversTo } from './delivery-countries.js';

describe('deliversTo', () => {
  it('delivers to Pakistan only, as the spec shows international orders unavailable', () => {
    expect(DELIVERY_COUNTRIES).toEqual(['Pakistan']);
    expect(deliversTo('Pakistan')).toBe(true);
    for (const abroad of ['United Arab Emirates', 'Saudi Arabia', 'Qatar', 'United Kingdom', 'Canada', '']) {
      expect(deliversTo(abroad), abroad).toBe(false);
    }
  });
});
