import { isLanguage, LANGUAGE_COOKIE, type Language } from '@bookshop/i18n/core';

/** The language the `lang` cookie names in a `document.cookie` string, or null when it names none. */
export function languageCookieOf(cookies: string): Language | null {
  for (const part of cookies.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === LANGUAGE_COOKIE) return isLanguage(value) ? value : null;
  }
  return null;
}

/**
 * The language the shopper chose (the switch or the offer set the cookie), or null when they never
 * chose: only a choice is remembered, never the language of a page merely opened (a shared `/ur/`
 * link does not change what `/` opens in).
 */
export function languageChosenAtLoad(): Language | null {
  return typeof document === 'undefined' ? null : languageCookieOf(document.cookie);
}
