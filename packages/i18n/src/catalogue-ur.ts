/**
 * The Urdu catalogue alone, for a browser that shows an Urdu page: register it with
 * `registerCatalogue('ur', ur)` from `@bookshop/i18n/core`.
 *
 * @module @bookshop/i18n/catalogue/ur
 */
export { ur } from './catalogue/ur/index.js';
