/** Made on first use: a formatter with a time zone loads zone data, which no page load needs. */
let karachiDay: Intl.DateTimeFormat | undefined;
const karachiDayFormat = () =>
  (karachiDay ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Karachi',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }));

/**
 * The calendar day, `'YYYY-MM-DD'`, in Asia/Karachi. A card gets its discount once per card per
 * day, and the day is the shop's local day wherever the server or the shopper happens to be.
 *
 * @throws RangeError for an invalid date.
 */
export function cardDiscountDay(date: Date | number): string {
  const parts = Object.fromEntries(
    karachiDayFormat()
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** One day of the card-discount calendar. */
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The instant the next card-discount day begins after `date`: the coming midnight in Asia/Karachi,
 * from when a card that took its discount on the day of `date` may take it again.
 *
 * Pakistan keeps +05:00 all year (no daylight saving since 2009), so the day of `date` began at
 * its midnight at +05:00 and the next one begins a whole day later.
 *
 * @throws RangeError for an invalid date.
 */
export function nextCardDiscountDayStart(date: Date | number): Date {
  const dayStart = Date.parse(`${cardDiscountDay(date)}T00:00:00+05:00`);
  return new Date(dayStart + DAY_MS);
}
