/**
 * The languages a book can be catalogued in, by code, with the name the back office shows. The
 * codes are the ones the importer writes (ISO 639-1, and `fil` and `mul` where it has no such
 * code), so every imported book can be edited without its language being refused.
 */
export const BOOK_LANGUAGES = {
  en: 'English',
  ur: 'Urdu',
  ar: 'Arabic',
  fa: 'Persian',
  pa: 'Punjabi',
  sd: 'Sindhi',
  ps: 'Pashto',
  hi: 'Hindi',
  bn: 'Bengali',
  fr: 'French',
  es: 'Spanish',
  de: 'German',
  it: 'Italian',
  pt: 'Portuguese',
  nl: 'Dutch',
  no: 'Norwegian',
  da: 'Danish',
  sv: 'Swedish',
  pl: 'Polish',
  ro: 'Romanian',
  ru: 'Russian',
  tr: 'Turkish',
  ja: 'Japanese',
  id: 'Indonesian',
  vi: 'Vietnamese',
  fil: 'Filipino',
  mul: 'Several languages',
} as const;

/** A code of {@link BOOK_LANGUAGES}. */
export type BookLanguage = keyof typeof BOOK_LANGUAGES;

/** Every code of {@link BOOK_LANGUAGES}, English and Urdu first. */
export const BOOK_LANGUAGE_CODES = Object.keys(BOOK_LANGUAGES) as BookLanguage[];

/** Languages written right to left: their titles and descriptions are shown and typed `dir="rtl"`. */
const RIGHT_TO_LEFT: ReadonlySet<string> = new Set(['ur', 'ar', 'fa', 'pa', 'sd', 'ps']);

/**
 * The writing direction of a book's language, for its title and description on the form and the
 * shelf: Urdu titles right to left.
 *
 * @example languageDirection('ur') // 'rtl'
 * @example languageDirection('en') // 'ltr'
 */
export function languageDirection(language: string): 'rtl' | 'ltr' {
  return RIGHT_TO_LEFT.has(language) ? 'rtl' : 'ltr';
}

/** Whether a stored or sent value is a language code of {@link BOOK_LANGUAGES}. */
export function isBookLanguage(value: unknown): value is BookLanguage {
  return typeof value === 'string' && Object.hasOwn(BOOK_LANGUAGES, value);
}
