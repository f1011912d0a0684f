/**
 * Everything of `@bookshop/i18n` but the catalogues themselves: formatting, the language rule,
 * rupees, and the registry a catalogue is put into. A browser imports this and registers the one
 * language its page is in (`@bookshop/i18n/catalogue/en` or `/ur`), so it never downloads the
 * other; packages that format messages (validation) import this too, and format in whatever
 * language their user registered.
 *
 * @module @bookshop/i18n/core
 */
export type { MessageKey } from './catalogue/en/index.js';
export {
  createMessages,
  formatMessage,
  type Messages,
  type MessageValue,
  type MessageValues,
} from './format-message.js';
export {
  formActionInLanguage,
  LANGUAGE_HEADER,
  LANGUAGE_PARAM,
  LANGUAGE_PREFIX,
  languageOfPath,
  pathInLanguage,
} from './language-paths.js';
export {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_ATTRIBUTES,
  LANGUAGES,
  type Language,
  LOCALES,
  languageCookie,
  SHOP_TIME_ZONE,
  TEXT_DIRECTION,
} from './languages.js';
export {
  formatMessageRef,
  isMessageRef,
  type MessageOrRef,
  type MessageRef,
  messageRef,
} from './message-ref.js';
export { PAGE_NAME_KEYS } from './page-names.js';
export { type LanguageRequest, pickLanguage } from './pick-language.js';
export { type Catalogue, isMessageKey, registerCatalogue, registeredCatalogue } from './registry.js';
export {
  formatRupees,
  isRupeeAmount,
  keepLeftToRight,
  LEFT_TO_RIGHT_ISOLATE,
  POP_ISOLATE,
  type RupeeAmount,
  rupees,
} from './rupees.js';
