/**
 * The Bookshop's message catalogue in English (the spec's messages verbatim) and Urdu, formatted
 * with formatjs (ICU plurals, numbers, dates); the one rule that picks a shopper's language; and
 * rupees kept left to right in Urdu text.
 *
 * @module @bookshop/i18n
 */
export { CATALOGUES, isMessageKey, MESSAGE_KEYS, type MessageKey } from './catalogue/index.js';
export {
  createMessages,
  formatMessage,
  type Messages,
  type MessageValue,
  type MessageValues,
} from './format-message.js';
export {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_COOKIE,
  LANGUAGES,
  type Language,
  LOCALES,
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
export { type LanguageRequest, pickLanguage } from './pick-language.js';
export {
  formatRupees,
  isRupeeAmount,
  keepLeftToRight,
  LEFT_TO_RIGHT_ISOLATE,
  POP_ISOLATE,
  type RupeeAmount,
  rupees,
} from './rupees.js';
