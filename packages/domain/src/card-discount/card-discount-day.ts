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
