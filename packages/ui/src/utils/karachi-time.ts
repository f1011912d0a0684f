/*
 * How order pages write moments and days: in Pakistan's time, whatever the device's zone, so a
 * shopper abroad and the shop read the same date on the same order.
 */

const moment = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
  timeZone: 'Asia/Karachi',
});

const day = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Karachi',
});

/** "1 Jun 2026, 10:00 am" in Asia/Karachi. */
export function karachiMoment(iso: string): string {
  return moment.format(new Date(iso));
}

/** "1 Jun 2026" in Asia/Karachi. */
export function karachiDay(iso: string): string {
  return day.format(new Date(iso));
}
