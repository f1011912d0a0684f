import { CONTENT_PAGES } from '@bookshop/domain';
import { formatMessage, type Language, PAGE_NAME_KEYS } from '@bookshop/i18n';

/** The catalogue key of each fixed page's name (one table for the server's titles and the pages' headings). */
export const SITE_PAGE_NAME_KEYS = PAGE_NAME_KEYS;

/** A fixed page's name in a language; undefined for a page the table does not know (a new one). */
export function sitePageName(path: string, language: Language): string | undefined {
  const key = SITE_PAGE_NAME_KEYS[path];
  if (!key) return undefined;
  return language === 'en' ? (CONTENT_PAGES[path] ?? formatMessage('en', key)) : formatMessage(language, key);
}
