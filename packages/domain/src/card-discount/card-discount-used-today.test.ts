import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nextCardDiscountDayStart } from './card-discount-day.js';
import { cardDiscountUsedTodayMessage } from './card-discount-used-today.js';

describe('cardDiscountUsedTodayMessage', () => {
  it('says the discount was used and names the coming midnight in Pakistan time', () => {
    expect(cardDiscountUsedTodayMessage('2024-11-25T19:00:00.000Z')).toBe(
      "This card's bank discount was already used today. It can be used again from 12:00 am on 26 Nov (Pakistan time).",
    );
  });

  it('takes a Date as well as an ISO string', () => {
    expect(cardDiscountUsedTodayMessage(new Date('2025-01-31T19:00:00Z'))).toContain('12:00 am on 1 Feb');
  });

  it('gives the time of another moment as it is in Pakistan', () => {
    expect(cardDiscountUsedTodayMessage('2024-06-01T09:30:00Z')).toContain('from 2:30 pm on 1 Jun');
  });

  it('rejects an invalid date', () => {
    expect(() => cardDiscountUsedTodayMessage('not a date')).toThrow(RangeError);
  });

  it('always names 12:00 am of the day after the card was used, for any moment it was used', () => {
    const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2010, 0, 1), max: Date.UTC(2100, 0, 1) }), (time) => {
        const next = nextCardDiscountDayStart(time);
        const inPakistan = new Date(next.getTime() + 5 * 3600 * 1000);
        const day = `${inPakistan.getUTCDate()} ${months[inPakistan.getUTCMonth()]}`;
        expect(cardDiscountUsedTodayMessage(next.toISOString())).toContain(`from 12:00 am on ${day} (`);
      }),
    );
  });
});
