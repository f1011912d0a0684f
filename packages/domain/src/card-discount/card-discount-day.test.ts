import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardDiscountDay, nextCardDiscountDayStart } from './card-discount-day.js';

describe('cardDiscountDay', () => {
  it('gives the calendar day in Pakistan, five hours ahead of UTC', () => {
    expect(cardDiscountDay(new Date('2024-03-10T18:59:59Z'))).toBe('2024-03-10');
    expect(cardDiscountDay(new Date('2024-03-10T19:00:00Z'))).toBe('2024-03-11');
    expect(cardDiscountDay(Date.UTC(2025, 0, 1, 0, 0))).toBe('2025-01-01');
  });

  it('rejects an invalid date', () => {
    expect(() => cardDiscountDay(new Date('not a date'))).toThrow(RangeError);
  });

  it('matches UTC shifted by five hours (Pakistan has kept no daylight saving since 2009)', () => {
    const from = Date.UTC(2010, 0, 1);
    const to = Date.UTC(2100, 0, 1);
    fc.assert(
      fc.property(fc.integer({ min: from, max: to }), (time) => {
        expect(cardDiscountDay(time)).toBe(new Date(time + 5 * 3600 * 1000).toISOString().slice(0, 10));
      }),
    );
  });
});

describe('nextCardDiscountDayStart', () => {
  it('is the coming midnight in Pakistan (19:00 UTC)', () => {
    expect(nextCardDiscountDayStart(new Date('2024-11-25T10:00:00Z')).toISOString()).toBe(
      '2024-11-25T19:00:00.000Z',
    );
    // Already the 26th in Pakistan after 19:00 UTC: the next day is the 27th.
    expect(nextCardDiscountDayStart(new Date('2024-11-25T19:00:00Z')).toISOString()).toBe(
      '2024-11-26T19:00:00.000Z',
    );
    expect(nextCardDiscountDayStart(new Date('2024-11-25T18:59:59.999Z')).toISOString()).toBe(
      '2024-11-25T19:00:00.000Z',
    );
  });

  it('rejects an invalid date', () => {
    expect(() => nextCardDiscountDayStart(new Date('not a date'))).toThrow(RangeError);
  });

  it('is later than the moment, starts the next day, and the instant before it is still the same day', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2010, 0, 1), max: Date.UTC(2100, 0, 1) }), (time) => {
        const next = nextCardDiscountDayStart(time).getTime();
        expect(next).toBeGreaterThan(time);
        expect(cardDiscountDay(next - 1)).toBe(cardDiscountDay(time));
        expect(cardDiscountDay(next)).not.toBe(cardDiscountDay(time));
        expect(next - time).toBeLessThanOrEqual(24 * 60 * 60 * 1000);
      }),
    );
  });
});
