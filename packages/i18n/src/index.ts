/**
 * The Bookshop's message catalogue in English (the spec's messages verbatim) and Urdu, formatted
 * with formatjs (ICU plurals, numbers, dates); the one rule that picks a shopper's language; and
 * rupees kept left to right in Urdu text. Importing this entry registers both languages (what a
 * server wants); a browser imports `@bookshop/i18n/core` and one catalogue instead.
 *
 * @module @bookshop/i18n
 */
import { CATALOGUES } from './catalogue/index.js';
import { LANGUAGES } from './languages.js';
import { registerCatalogue } from './registry.js';

for (const language of LANGUAGES) registerCatalogue(language, CATALOGUES[language]);

export { CATALOGUES, EN_AREAS, MESSAGE_KEYS, SERVER_ONLY_AREAS } from './catalogue/index.js';
export * from './core.js';
