/**
 * The English catalogue alone, for a browser that shows an English page: register it with
 * `registerCatalogue('en', en)` from `@bookshop/i18n/core`.
 *
 * @module @bookshop/i18n/catalogue/en
 */
export { en } from './catalogue/en/index.js';
