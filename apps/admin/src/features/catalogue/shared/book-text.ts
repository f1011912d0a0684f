import { BOOK_LANGUAGES, type BookLanguage, languageDirection } from '@bookshop/domain';

/** `lang` and `dir` of a book's title or description: Urdu titles are shown right to left. */
export interface BookTextAttributes {
  lang?: string;
  dir?: 'rtl' | 'ltr';
}

/**
 * The attributes to spread on an element showing a book's own words (title, description) in its
 * language: `{ lang: 'ur', dir: 'rtl' }` for Urdu; nothing for English, the back office's own.
 */
export function bookTextAttributes(language: string | null | undefined): BookTextAttributes {
  if (!language || language === 'en' || language === 'mul') return {};
  return { lang: language, dir: languageDirection(language) };
}

/** A language's name ('Urdu'), or its code when the shop does not know it. */
export function languageName(code: string): string {
  return Object.hasOwn(BOOK_LANGUAGES, code) ? BOOK_LANGUAGES[code as BookLanguage] : code;
}

/** The languages as options of a select, English and Urdu first. */
export const LANGUAGE_OPTIONS = Object.entries(BOOK_LANGUAGES).map(([value, label]) => ({ value, label }));
