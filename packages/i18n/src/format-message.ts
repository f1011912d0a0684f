import { type MessageFormatElement, parse } from '@formatjs/icu-messageformat-parser';
import type { MessageKey } from './catalogue/en/index.js';
import { createAstFormatter } from './format-ast.js';
import { type Language, LOCALES, SHOP_TIME_ZONE, TEXT_DIRECTION } from './languages.js';
import { madeFor, registeredCatalogue } from './registry.js';
import { formatRupees, isRupeeAmount, keepLeftToRight, type RupeeAmount } from './rupees.js';

/** What a message's ICU arguments may be given: text, numbers, dates and rupee amounts. */
export type MessageValue = string | number | Date | RupeeAmount;

/** The arguments of a message by name (`{ max: 60 }` for `…length of {max}`). */
export type MessageValues = Readonly<Record<string, MessageValue>>;

/** The shop's messages and formats in one language; see {@link createMessages}. */
export interface Messages {
  readonly language: Language;
  /** `ltr` or `rtl`, for `dir` on `<html>`. */
  readonly direction: 'ltr' | 'rtl';
  /** A message of the catalogue with its ICU arguments filled in. */
  format(key: MessageKey, values?: MessageValues): string;
  /** An amount in rupees (see formatRupees). */
  rupees(amount: number | null | undefined): string;
  /** A number with Western digits and the thousands separators Pakistani readers use. */
  number(value: number): string;
  /** A date as shoppers here write it, in Pakistan's time zone (26 November 2026). */
  date(value: Date | number): string;
}

/** Numbers go in with rupees already formatted; everything else as given. */
function prepared(language: Language, values: MessageValues | undefined) {
  if (!values) return undefined;
  const out: Record<string, string | number | Date> = {};
  for (const [name, value] of Object.entries(values)) {
    out[name] = isRupeeAmount(value) ? formatRupees(language, value.rupees) : value;
  }
  return out;
}

function build(language: Language): Messages {
  const catalogue = registeredCatalogue(language);
  if (!catalogue) {
    throw new Error(
      `No ${language} catalogue is registered: import '@bookshop/i18n' (every language) or call ` +
        `registerCatalogue('${language}', …) with '@bookshop/i18n/catalogue/${language}' first`,
    );
  }
  const locale = LOCALES[language];
  const formatter = createAstFormatter(locale, SHOP_TIME_ZONE);
  // Each message parsed by formatjs's ICU parser on first use and kept; a browser build's
  // catalogue comes parsed already, and its build leaves the parser out.
  const parsed = new Map<MessageKey, readonly MessageFormatElement[]>();
  const astOf = (key: MessageKey): readonly MessageFormatElement[] => {
    let ast = parsed.get(key);
    if (!ast) {
      const message = catalogue[key];
      // A missing message is a mistake in the code (the catalogue tests catch them): fail where
      // it is made rather than show a shopper a key.
      if (message === undefined) throw new Error(`The ${language} catalogue has no message ${key}`);
      ast = typeof message === 'string' ? parse(message) : message;
      parsed.set(key, ast);
    }
    return ast;
  };
  const numbers = new Intl.NumberFormat(locale);
  const dates = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: SHOP_TIME_ZONE });
  return {
    language,
    direction: TEXT_DIRECTION[language],
    // A missing argument throws too (format-ast.ts).
    format: (key, values) => formatter.format(astOf(key), prepared(language, values)),
    rupees: (amount) => formatRupees(language, amount),
    number: (value) => keepLeftToRight(language, numbers.format(value)),
    date: (value) => dates.format(value),
  };
}

/**
 * The shop's messages in one language, made once per language and kept: the server formats a
 * refusal per request and a page many strings, so nothing is parsed twice.
 */
export function createMessages(language: Language): Messages {
  return madeFor(language, () => build(language));
}

/**
 * One message of the catalogue in a language, its ICU arguments filled in:
 * `formatMessage('ur', 'address.addressMin', { min: 3 })`.
 */
export function formatMessage(language: Language, key: MessageKey, values?: MessageValues): string {
  return createMessages(language).format(key, values);
}
