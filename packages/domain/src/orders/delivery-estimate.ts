import { cardDiscountDay } from '../card-discount/card-discount-day.js';
import type { StockStatus } from '../entities/book.js';

/** A span of working days, `[from, to]`, both counted from the next working day as 1. */
export type WorkingDaySpan = readonly [from: number, to: number];

/**
 * The shop's delivery promises, from its configuration (DELIVERY_* settings): how long a parcel
 * travels to the shop's own city and elsewhere, how long on-demand and pre-order books take to
 * reach the shop before they are dispatched, and which days couriers work.
 */
export interface DeliveryRules {
  /** Cities the shop delivers to itself (compared case-insensitively). */
  readonly localCities: readonly string[];
  /** Working days to a local city (Lahore: 1 to 2). */
  readonly localDays: WorkingDaySpan;
  /** Working days to every other city (3 to 5). */
  readonly otherDays: WorkingDaySpan;
  /** Working days an on-demand book takes to reach the shop, when it has no date of its own. */
  readonly onDemandDispatchDays: WorkingDaySpan;
  /** Working days a pre-order book takes to reach the shop, when it has no date of its own. */
  readonly preOrderDispatchDays: WorkingDaySpan;
  /** Days couriers work, 0 Sunday to 6 Saturday (Pakistan: Monday to Saturday). */
  readonly workingWeekdays: readonly number[];
  /** Public holidays, `YYYY-MM-DD` in Asia/Karachi: no dispatch, no delivery. */
  readonly holidays: readonly string[];
}

/** The shop's promises unless configured otherwise. */
export const DEFAULT_DELIVERY_RULES: DeliveryRules = {
  localCities: ['Lahore'],
  localDays: [1, 2],
  otherDays: [3, 5],
  onDemandDispatchDays: [5, 10],
  preOrderDispatchDays: [10, 20],
  workingWeekdays: [1, 2, 3, 4, 5, 6],
  holidays: [],
};

/**
 * When a book that is not on the shelf is expected to leave the shop: its own date (set by staff
 * for a pre-order's release or a known print run) or the shop's usual span for its stock state.
 */
export interface DispatchNote {
  /** `YYYY-MM-DD`, Asia/Karachi: the earliest day it leaves the shop. */
  from: string;
  /** `YYYY-MM-DD`: the latest day it is expected to leave. */
  to: string;
  /** Whether the dates are the book's own (staff set them) or the shop's usual span. */
  source: 'book' | 'shop';
  /** In words, for the book page and e-mails: "Dispatched between 12 Jun and 19 Jun". */
  words: string;
}

/**
 * When an order is expected to arrive. `dated` gives a window; `when_back_in_stock` has none,
 * because a backordered line ships only once the book is back (and the order ships whole).
 */
export type DeliveryEstimate =
  | {
      kind: 'dated';
      /** `YYYY-MM-DD`, Asia/Karachi. */
      from: string;
      /** `YYYY-MM-DD`, Asia/Karachi. */
      to: string;
      /** "Expected between Tue 3 Jun and Thu 5 Jun". */
      words: string;
    }
  | { kind: 'when_back_in_stock'; from: null; to: null; words: string };

/** One line as the estimate needs it. */
export interface EstimateLine {
  readonly stockStatus: StockStatus;
  /** The book's own dispatch date, `YYYY-MM-DD`, if staff set one (pre-order release, print run). */
  readonly dispatchDate?: string | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** Noon at +05:00 of a Karachi day: adding whole days never crosses into another day. */
const noonOf = (day: string) => Date.parse(`${day}T12:00:00+05:00`);
/**
 * The day `n` days after `day`. Noon in Karachi is 07:00 UTC, so the UTC date of that instant is
 * Karachi's date: plain arithmetic, where formatting in the time zone (cardDiscountDay) cost a few
 * microseconds a day counted, and the book page counts up to a dozen (issue 28).
 */
const addDays = (day: string, n: number) => new Date(noonOf(day) + n * DAY_MS).toISOString().slice(0, 10);
const weekdayOf = (day: string) => new Date(noonOf(day)).getUTCDay();

function isWorkingDay(day: string, rules: DeliveryRules): boolean {
  return rules.workingWeekdays.includes(weekdayOf(day)) && !rules.holidays.includes(day);
}

/** The `n`th working day after `day` (n >= 1); `day` itself when n is 0 and it is a working day. */
export function addWorkingDays(day: string, n: number, rules: DeliveryRules): string {
  let current = day;
  if (n <= 0) {
    while (!isWorkingDay(current, rules)) current = addDays(current, 1);
    return current;
  }
  let left = n;
  while (left > 0) {
    current = addDays(current, 1);
    if (isWorkingDay(current, rules)) left -= 1;
  }
  return current;
}

let dayFormat: Intl.DateTimeFormat | undefined;
/** "Tue 3 Jun", in Asia/Karachi. */
function shortDay(day: string): string {
  dayFormat ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Karachi',
    weekday: 'short',
    day: 'numeric',
    month: 'short',
  });
  return dayFormat.format(noonOf(day)).replace(',', '');
}

function between(prefix: string, from: string, to: string): string {
  return from === to
    ? `${prefix} on ${shortDay(from)}`
    : `${prefix} between ${shortDay(from)} and ${shortDay(to)}`;
}

/** Whether a city is one the shop delivers to itself. */
export function isLocalCity(city: string | null | undefined, rules: DeliveryRules): boolean {
  const wanted = (city ?? '').trim().toLowerCase();
  return wanted !== '' && rules.localCities.some((c) => c.trim().toLowerCase() === wanted);
}

/**
 * When a book leaves the shop if ordered on `today` (`YYYY-MM-DD`): null for a book on the shelf
 * (it leaves at once) or out of stock (no date until it is back); for on-demand and pre-order
 * books their own date when staff set one not in the past, else the shop's usual span.
 */
export function dispatchNote(
  line: EstimateLine,
  today: string,
  rules: DeliveryRules = DEFAULT_DELIVERY_RULES,
): DispatchNote | null {
  if (line.stockStatus !== 'on_demand' && line.stockStatus !== 'pre_order') return null;
  const own = line.dispatchDate && line.dispatchDate > today ? line.dispatchDate : null;
  if (own) {
    const day = addWorkingDays(own, 0, rules);
    return { from: day, to: day, source: 'book', words: between('Dispatched', day, day) };
  }
  const span = line.stockStatus === 'on_demand' ? rules.onDemandDispatchDays : rules.preOrderDispatchDays;
  const from = addWorkingDays(today, span[0], rules);
  const to = addWorkingDays(today, span[1], rules);
  return { from, to, source: 'shop', words: between('Dispatched', from, to) };
}

/**
 * When an order placed at `placedAt` to `city` is expected to arrive. The order ships whole, so
 * its window is its slowest line's: a line on the shelf leaves the next working day, an
 * on-demand or pre-order line on its dispatch date, and the parcel then takes the city's working
 * days (Lahore 1 to 2, elsewhere 3 to 5). A backordered (out-of-stock) line gives no dates.
 */
export function deliveryEstimate(input: {
  readonly city: string | null | undefined;
  readonly lines: readonly EstimateLine[];
  readonly placedAt: Date | string;
  readonly rules?: DeliveryRules;
}): DeliveryEstimate {
  const rules = input.rules ?? DEFAULT_DELIVERY_RULES;
  if (input.lines.some((line) => line.stockStatus === 'out_of_stock')) {
    return {
      kind: 'when_back_in_stock',
      from: null,
      to: null,
      words: 'Ships when every book is back in stock; we will e-mail you when it leaves.',
    };
  }
  const placed = cardDiscountDay(new Date(input.placedAt));
  const travel = isLocalCity(input.city, rules) ? rules.localDays : rules.otherDays;
  let leavesFrom = placed;
  let leavesTo = placed;
  for (const line of input.lines) {
    const note = dispatchNote(line, placed, rules);
    if (!note) continue;
    if (note.from > leavesFrom) leavesFrom = note.from;
    if (note.to > leavesTo) leavesTo = note.to;
  }
  const from = addWorkingDays(leavesFrom, travel[0], rules);
  const to = addWorkingDays(leavesTo, travel[1], rules);
  return { kind: 'dated', from, to, words: between('Expected', from, to) };
}

/**
 * Reads a span setting such as `"1-2"` or `"3"`: whole working days, from <= to, at most 365.
 *
 * @throws Error naming the setting for anything else.
 */
export function parseWorkingDaySpan(name: string, text: string): WorkingDaySpan {
  const match = /^\s*(\d{1,3})\s*(?:-\s*(\d{1,3})\s*)?$/.exec(text);
  const from = match ? Number(match[1]) : Number.NaN;
  const to = match?.[2] !== undefined ? Number(match[2]) : from;
  if (!match || from < 0 || to < from || to > 365) {
    throw new Error(`${name} must be working days such as "1-2" or "3", got "${text}"`);
  }
  return [from, to];
}
