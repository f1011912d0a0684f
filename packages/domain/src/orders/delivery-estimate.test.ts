import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardDiscountDay } from '../card-discount/card-discount-day.js';
import {
  addWorkingDays,
  DEFAULT_DELIVERY_RULES,
  deliveryEstimate,
  dispatchNote,
  parseWorkingDaySpan,
} from './delivery-estimate.js';

// 2025-06-02 is a Monday; 2025-06-08 a Sunday.
const MONDAY_NOON_KARACHI = '2025-06-02T07:00:00Z';

describe('deliveryEstimate', () => {
  it('promises Lahore 1 to 2 working days from the day of ordering', () => {
    const estimate = deliveryEstimate({
      city: ' lahore ',
      lines: [{ stockStatus: 'available' }],
      placedAt: MONDAY_NOON_KARACHI,
    });
    expect(estimate).toEqual({
      kind: 'dated',
      from: '2025-06-03',
      to: '2025-06-04',
      words: 'Expected between Tue 3 Jun and Wed 4 Jun',
    });
  });

  it('promises other cities 3 to 5 working days, skipping Sunday', () => {
    const estimate = deliveryEstimate({
      city: 'Karachi',
      lines: [{ stockStatus: 'available' }],
      placedAt: MONDAY_NOON_KARACHI,
    });
    // Tue, Wed, Thu = 3; Fri, Sat = 5 (Sunday is no working day).
    expect([estimate.from, estimate.to]).toEqual(['2025-06-05', '2025-06-07']);
  });

  it('counts the day in Asia/Karachi: 20:00 UTC on Sunday is already Monday in Lahore', () => {
    const estimate = deliveryEstimate({
      city: 'Lahore',
      lines: [{ stockStatus: 'available' }],
      placedAt: '2025-06-01T20:00:00Z',
    });
    expect(estimate.from).toBe('2025-06-03');
  });

  it('waits for the slowest line: an on-demand book adds its dispatch days before the journey', () => {
    const estimate = deliveryEstimate({
      city: 'Lahore',
      lines: [{ stockStatus: 'available' }, { stockStatus: 'on_demand' }],
      placedAt: MONDAY_NOON_KARACHI,
    });
    const leaves = dispatchNote({ stockStatus: 'on_demand' }, '2025-06-02');
    expect(leaves).toMatchObject({
      source: 'shop',
      from: addWorkingDays('2025-06-02', 5, DEFAULT_DELIVERY_RULES),
    });
    expect(estimate.from).toBe(addWorkingDays(leaves?.from ?? '', 1, DEFAULT_DELIVERY_RULES));
    expect(estimate.to).toBe(addWorkingDays(leaves?.to ?? '', 2, DEFAULT_DELIVERY_RULES));
  });

  it("uses a pre-order book's own dispatch date when staff set one", () => {
    const note = dispatchNote({ stockStatus: 'pre_order', dispatchDate: '2025-07-10' }, '2025-06-02');
    expect(note).toEqual({
      from: '2025-07-10',
      to: '2025-07-10',
      source: 'book',
      words: 'Dispatched on Thu 10 Jul',
    });
    const estimate = deliveryEstimate({
      city: 'Multan',
      lines: [{ stockStatus: 'pre_order', dispatchDate: '2025-07-10' }],
      placedAt: MONDAY_NOON_KARACHI,
    });
    expect([estimate.from, estimate.to]).toEqual(['2025-07-14', '2025-07-16']);
  });

  it('gives no dates while a line is backordered', () => {
    const estimate = deliveryEstimate({
      city: 'Lahore',
      lines: [{ stockStatus: 'out_of_stock' }],
      placedAt: MONDAY_NOON_KARACHI,
    });
    expect(estimate).toMatchObject({ kind: 'when_back_in_stock', from: null, to: null });
  });

  it('never starts or ends a window on a day off', () => {
    const rules = { ...DEFAULT_DELIVERY_RULES, holidays: ['2025-06-03'] };
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 400 }),
        fc.constantFrom('Lahore', 'Quetta'),
        fc.constantFrom('available', 'on_demand', 'pre_order') as fc.Arbitrary<
          'available' | 'on_demand' | 'pre_order'
        >,
        (offset, city, stockStatus) => {
          const placedAt = new Date(Date.parse(MONDAY_NOON_KARACHI) + offset * 86_400_000);
          const e = deliveryEstimate({ city, lines: [{ stockStatus }], placedAt, rules });
          if (e.kind !== 'dated') return false;
          for (const day of [e.from, e.to]) {
            const weekday = new Date(`${day}T12:00:00+05:00`).getUTCDay();
            if (weekday === 0 || day === '2025-06-03') return false;
          }
          return e.from <= e.to;
        },
      ),
    );
  });
});

describe('parseWorkingDaySpan', () => {
  it('reads "1-2" and "3" and refuses a backwards span with the setting named', () => {
    expect(parseWorkingDaySpan('X', '1-2')).toEqual([1, 2]);
    expect(parseWorkingDaySpan('X', '3')).toEqual([3, 3]);
    expect(() => parseWorkingDaySpan('DELIVERY_DAYS_LOCAL', '5-3')).toThrow(/DELIVERY_DAYS_LOCAL/);
  });
});

describe('addWorkingDays', () => {
  const everyDay = { ...DEFAULT_DELIVERY_RULES, workingWeekdays: [0, 1, 2, 3, 4, 5, 6], holidays: [] };

  it("counts Karachi's calendar days as the time zone's own calendar does, across years and leap days", () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('2024-01-01T00:00:00Z'),
          max: new Date('2030-12-31T00:00:00Z'),
          noInvalidDate: true,
        }),
        fc.integer({ min: 0, max: 400 }),
        (date, n) => {
          const day = cardDiscountDay(date);
          const expected = cardDiscountDay(Date.parse(`${day}T12:00:00+05:00`) + n * 24 * 60 * 60 * 1000);
          expect(addWorkingDays(day, n, everyDay)).toBe(expected);
        },
      ),
      { numRuns: 500 },
    );
  });
});
