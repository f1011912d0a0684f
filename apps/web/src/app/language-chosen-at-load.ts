import { isLanguage, LANGUAGE_COOKIE, type Language } from '@bookshop/i18n/core';

/** The language the `lang` cookie names in a `document.cookie` string, or null when it names none. */
export function languageCookieOf(cookies: string): Language | null {
  for (const part of cookies.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === LANGUAGE_COOKIE) return isLanguage(value) ? value : null;
  }
  return null;
}

/*
 * Read when this module is evaluated: main.tsx remembers the page's own language in the cookie as
 * it starts (so a bookmark opens in the language last read), which would hide whether the shopper
 * had ever chosen one. The router imports the root layout, which imports this, before main.tsx's
 * start runs, so this is the cookie as the page found it.
 */
const chosenAtLoad = typeof document === 'undefined' ? null : languageCookieOf(document.cookie);

/** The language the shopper had chosen before this page loaded (its cookie), or null for none. */
export function languageChosenAtLoad(): Language | null {
  return chosenAtLoad;
}
