import { cardDiscountDay, nextCardDiscountDayStart } from '@bookshop/domain';

let day: { text: string; from: number; until: number } | null = null;

/**
 * Today in the shop's time zone ('YYYY-MM-DD', Asia/Karachi), for dispatch dates on book pages.
 * Worked out once a day rather than for every book read: the time-zone formatting took a few
 * microseconds of every answer (issue 28). A clock moved backwards (tests) works it out again.
 */
export function shopToday(now: number = Date.now()): string {
  if (day === null || now < day.from || now >= day.until) {
    const until = nextCardDiscountDayStart(now).getTime();
    day = { text: cardDiscountDay(now), from: until - 24 * 60 * 60 * 1000, until };
  }
  return day.text;
}
