/** Made on first use: a formatter with a time zone loads zone data, which no page load needs. */
let karachiMoment: Intl.DateTimeFormat | undefined;
const karachiMomentFormat = () =>
  (karachiMoment ??= new Intl.DateTimeFormat('en-US', {
    timeZone: 'Asia/Karachi',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
    day: 'numeric',
    month: 'short',
  }));

/**
 * What the checkout says when the chosen card already took its bank discount today (the discount
 * is usable once per card per day, spec section 9), instead of the discount silently vanishing:
 * that it was used, and from when (Pakistan time, the day the shop counts in) it can be used again.
 *
 * @param nextUseFrom the start of the next card-discount day (`usedToday.nextUseFrom` of
 *   `GET /api/bins?token=...`, see `nextCardDiscountDayStart`), as a Date or an ISO string.
 * @throws RangeError for an invalid date.
 */
export function cardDiscountUsedTodayMessage(nextUseFrom: Date | string): string {
  const when = new Date(nextUseFrom);
  if (Number.isNaN(when.getTime())) throw new RangeError(`Invalid date: ${String(nextUseFrom)}`);
  const parts = Object.fromEntries(
    karachiMomentFormat()
      .formatToParts(when)
      .map((part) => [part.type, part.value]),
  );
  // Built from parts: the joined form varies between ICU versions (spaces, "AM" or "am").
  const time = `${parts.hour}:${parts.minute} ${String(parts.dayPeriod).toLowerCase()}`;
  return `This card's bank discount was already used today. It can be used again from ${time} on ${parts.day} ${parts.month} (Pakistan time).`;
}
