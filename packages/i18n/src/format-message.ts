import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import type { MessageKey } from './catalogue/en/index.js';
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

const cache = createIntlCache();

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
  const intl: IntlShape = createIntl(
    {
      locale: LOCALES[language],
      defaultLocale: LOCALES.en,
      // formatjs takes text or parsed messages per message; its type wants one kind for all.
      messages: catalogue as Record<string, string>,
      timeZone: SHOP_TIME_ZONE,
      // A missing argument or a broken message is a mistake in the code; fail where it is made
      // rather than show a shopper a half-formatted sentence (the catalogue tests catch them).
      onError: (error) => {
        throw error;
      },
    },
    cache,
  );
  const numbers = new Intl.NumberFormat(LOCALES[language]);
  const dates = new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'long', timeZone: SHOP_TIME_ZONE });
  return {
    language,
    direction: TEXT_DIRECTION[language],
    format: (key, values) => intl.formatMessage({ id: key }, prepared(language, values)),
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
