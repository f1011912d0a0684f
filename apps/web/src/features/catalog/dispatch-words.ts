import type { DispatchNote } from '@bookshop/domain';
import { type Language, LOCALES, type Messages, SHOP_TIME_ZONE } from '@bookshop/i18n/core';

/*
 * English days as the domain writes them in its own words ("Tue 3 Jun", en-GB), so the book page
 * reads as before; Urdu days in Urdu ("بدھ، 3 جون") with Western digits.
 */
const DAY_LOCALES: Readonly<Record<Language, string>> = { en: 'en-GB', ur: LOCALES.ur };

function shortDay(language: Language, day: string): string {
  const format = new Intl.DateTimeFormat(DAY_LOCALES[language], {
    timeZone: SHOP_TIME_ZONE,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
  });
  const text = format.format(Date.parse(`${day}T12:00:00+05:00`));
  return language === 'en' ? text.replace(',', '') : text;
}

/** When an on-demand or pre-order book leaves the shop, in the page's language. */
export function dispatchWords(t: Messages, note: DispatchNote): string {
  return note.from === note.to
    ? t.format('catalog.book.dispatchOn', { day: shortDay(t.language, note.from) })
    : t.format('catalog.book.dispatchBetween', {
        from: shortDay(t.language, note.from),
        to: shortDay(t.language, note.to),
      });
}
