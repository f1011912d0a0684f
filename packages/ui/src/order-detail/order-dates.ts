import { type Language, LOCALES, SHOP_TIME_ZONE } from '@bookshop/i18n/core';
import { karachiDay, karachiMoment } from '../utils/karachi-time';

/** How the order pages write times and days in a language, always in Pakistan's time. */
export interface OrderDates {
  /** A moment: "1 Jun 2026, 10:00 am". */
  moment(iso: string): string;
  /** A day: "1 Jun 2026". */
  day(iso: string): string;
  /** A calendar day (`YYYY-MM-DD`) of a delivery window: "Tue 3 Jun". */
  shortDay(day: string): string;
}

/** Noon at +05:00 of a Karachi day: formatting it in Karachi's zone never lands on another day. */
const noonOf = (day: string) => new Date(`${day}T12:00:00+05:00`);

function englishDates(): OrderDates {
  // The en-GB order ("Tue 3 Jun") as the domain words delivery windows in its e-mails.
  const short = new Intl.DateTimeFormat('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: SHOP_TIME_ZONE,
  });
  return {
    moment: karachiMoment,
    day: karachiDay,
    shortDay: (day) => short.format(noonOf(day)).replace(',', ''),
  };
}

function urduDates(): OrderDates {
  const locale = LOCALES.ur;
  const moment = new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
    timeZone: SHOP_TIME_ZONE,
  });
  const day = new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: SHOP_TIME_ZONE,
  });
  const short = new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: SHOP_TIME_ZONE,
  });
  return {
    moment: (iso) => moment.format(new Date(iso)),
    day: (iso) => day.format(new Date(iso)),
    shortDay: (value) => short.format(noonOf(value)),
  };
}

const made = new Map<Language, OrderDates>();

/** The order pages' dates in a language, made once. */
export function orderDates(language: Language): OrderDates {
  let dates = made.get(language);
  if (!dates) {
    dates = language === 'ur' ? urduDates() : englishDates();
    made.set(language, dates);
  }
  return dates;
}
