import { cardDiscountDay } from '@bookshop/domain';
import { describe, expect, it } from 'vitest';
import { shopToday } from './shop-day.js';

describe('shopToday', () => {
  it('is the day in Asia/Karachi, turning at midnight there (19:00 UTC), and follows a clock moved back', () => {
    const beforeMidnight = Date.parse('2026-03-01T18:59:59.999Z');
    const midnight = Date.parse('2026-03-01T19:00:00.000Z');
    expect(shopToday(beforeMidnight)).toBe('2026-03-01');
    expect(shopToday(midnight)).toBe('2026-03-02');
    expect(shopToday(beforeMidnight)).toBe('2026-03-01');
    expect(shopToday(Date.parse('2025-12-31T12:00:00Z'))).toBe('2025-12-31');
  });

  it('agrees with cardDiscountDay at every hour of a week', () => {
    const start = Date.parse('2026-11-20T00:30:00Z');
    for (let hour = 0; hour < 7 * 24; hour++) {
      const at = start + hour * 60 * 60 * 1000;
      expect(shopToday(at)).toBe(cardDiscountDay(at));
    }
  });
});
