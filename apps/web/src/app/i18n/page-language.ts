import {
  LANGUAGE_PREFIX,
  type Language,
  languageCookie,
  languageOfPath,
  registerCatalogue,
} from '@bookshop/i18n/core';

/*
 * The language of a page comes from its address (`/ur/...` is Urdu, the rest English), read once
 * when the page loads: the router of an Urdu page has `/ur` as its basename, so every link and
 * navigation inside it stays in Urdu, and the language switch loads the other language's page.
 */

/** The language of the page at a path. */
export function pageLanguage(pathname: string): Language {
  return languageOfPath(pathname).language;
}

/** The router's basename for a language's pages (`/ur`), or undefined for the site's root. */
export function routerBasename(language: Language): string | undefined {
  return LANGUAGE_PREFIX[language] || undefined;
}

/**
 * Loads and registers the one catalogue the page needs: each language is a chunk of its own, so
 * an English page never downloads the Urdu messages, nor an Urdu page the English ones.
 */
export async function loadCatalogue(language: Language): Promise<void> {
  const catalogue =
    language === 'ur'
      ? (await import('@bookshop/i18n/catalogue/ur')).ur
      : (await import('@bookshop/i18n/catalogue/en')).en;
  registerCatalogue(language, catalogue);
}

/**
 * Remembers the language the shopper chose (the switch, the offer), so an address without `/ur`
 * (a bookmark, the home page typed in) opens in it: the server redirects by this cookie.
 */
export function rememberLanguage(language: Language): void {
  document.cookie = languageCookie(language);
}
