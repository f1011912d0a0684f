/** The languages the shop speaks, English first: it is the language of the spec and the default. */
export const LANGUAGES = ['en', 'ur'] as const;

/** One of {@link LANGUAGES}. */
export type Language = (typeof LANGUAGES)[number];

/** What the shop speaks when nobody asked for anything else. */
export const DEFAULT_LANGUAGE: Language = 'en';

/**
 * The locale each language formats numbers and dates in: Pakistan's, so dates read as shoppers
 * here write them. Urdu asks for Western digits (`-u-nu-latn`): Pakistani prices, phone numbers
 * and dates are printed with them, in Urdu newspapers and shops too, whatever a runtime's default.
 */
export const LOCALES: Readonly<Record<Language, string>> = { en: 'en-PK', ur: 'ur-PK-u-nu-latn' };

/** The writing direction of each language, for `dir` on `<html>`. */
export const TEXT_DIRECTION: Readonly<Record<Language, 'ltr' | 'rtl'>> = { en: 'ltr', ur: 'rtl' };

/** The time zone the shop's dates are shown in, whatever the server's own. */
export const SHOP_TIME_ZONE = 'Asia/Karachi';

/**
 * The cookie that remembers the language a shopper chose with the switch. One name for the web
 * app that sets it and the server that reads it.
 */
export const LANGUAGE_COOKIE = 'lang';

/** How the language cookie is kept: a year, for the whole site, sent on links from other sites. */
export const LANGUAGE_COOKIE_ATTRIBUTES = 'path=/; max-age=31536000; samesite=lax';

/**
 * The `document.cookie` assignment that remembers `language`: the web app's switch, and the
 * page's early-input script for a switch tapped before the app has run, write the same cookie.
 */
export function languageCookie(language: Language): string {
  return `${LANGUAGE_COOKIE}=${language}; ${LANGUAGE_COOKIE_ATTRIBUTES}`;
}

/** Whether a value names one of the shop's languages exactly (`'ur'`, not `'ur-PK'` or `'UR'`). */
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}
