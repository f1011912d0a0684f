import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './languages.js';

/**
 * Where each language's pages live: English at the site's root (`/book/12`), Urdu under `/ur`
 * (`/ur/book/12`). The language is in the address so a shared link and a search engine get the
 * page in the language it was shared in; the router of each language's pages has its prefix as
 * its basename, so the app's own paths (`SITE_PATHS`) stay the same in every language.
 */
export const LANGUAGE_PREFIX: Readonly<Record<Language, string>> = { en: '', ur: '/ur' };

/** The language of a page's path, and the path without the language's prefix (`/ur/cart` → `ur`, `/cart`). */
export function languageOfPath(path: string): { language: Language; path: string } {
  for (const language of LANGUAGES) {
    const prefix = LANGUAGE_PREFIX[language];
    if (prefix === '') continue;
    if (path === prefix) return { language, path: '/' };
    if (path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}?`)) {
      const rest = path.slice(prefix.length);
      return { language, path: rest.startsWith('?') ? `/${rest}` : rest };
    }
  }
  return { language: DEFAULT_LANGUAGE, path };
}

/** A page's path (and query) in a language: `pathInLanguage('ur', '/book/12')` is `/ur/book/12`. */
export function pathInLanguage(language: Language, path: string): string {
  const prefix = LANGUAGE_PREFIX[language];
  if (prefix === '') return path;
  return path === '/' ? prefix : `${prefix}${path.startsWith('?') ? `/${path}` : path}`;
}

/**
 * The header our web app sends with every API call, naming the language of the page it was made
 * from: the server words a refusal in it, and records it as the language of an order's or an
 * account's e-mails. It wins over the remembered choice (LANGUAGE_COOKIE), since a shopper may
 * have a page in each language open.
 */
export const LANGUAGE_HEADER = 'x-shop-language';

/**
 * What a plain form post names its page's language with, since it cannot send LANGUAGE_HEADER: a
 * query parameter of the form's action (`/update_e_gift_card?lang=ur`, see formActionInLanguage).
 */
export const LANGUAGE_PARAM = 'lang';

/** A form's action address naming the page's language (nothing added for English). */
export function formActionInLanguage(language: Language, action: string): string {
  if (language === 'en') return action;
  return `${action}${action.includes('?') ? '&' : '?'}${LANGUAGE_PARAM}=${language}`;
}
