import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/*
 * Formats an ICU message that formatjs's parser has parsed (its AST), with the platform's Intl
 * for plurals, numbers and dates: what intl-messageformat does for the messages the shop writes
 * (text, arguments, select, plural and selectordinal with `#`, `=N` and offset, number, date and
 * time with a named style), in a few lines instead of the 18 KB that library adds to a page.
 * The catalogue tests format every message both ways and compare (format-ast.test.ts); a kind
 * of element the shop does not use (rich-text tags, skeletons) is refused, never half-shown.
 */

/** formatjs's element kinds (`TYPE` of @formatjs/icu-messageformat-parser), by number. */
const LITERAL = 0;
const ARGUMENT = 1;
const NUMBER = 2;
const DATE = 3;
const TIME = 4;
const SELECT = 5;
const PLURAL = 6;
const POUND = 7;

/** What a message's arguments are given as. */
export type AstValue = string | number | Date;

/** The named styles of `{n, number, …}`, `{d, date, …}` and `{d, time, …}`, as ICU and formatjs name them. */
const NUMBER_STYLES: Readonly<Record<string, Intl.NumberFormatOptions>> = {
  integer: { maximumFractionDigits: 0 },
  percent: { style: 'percent' },
};
const DATE_STYLES: Readonly<Record<string, Intl.DateTimeFormatOptions>> = {
  short: { month: 'numeric', day: 'numeric', year: '2-digit' },
  medium: { month: 'short', day: 'numeric', year: 'numeric' },
  long: { month: 'long', day: 'numeric', year: 'numeric' },
  full: { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' },
};
const TIME_STYLES: Readonly<Record<string, Intl.DateTimeFormatOptions>> = {
  short: { hour: 'numeric', minute: 'numeric' },
  medium: { hour: 'numeric', minute: 'numeric', second: 'numeric' },
  long: { hour: 'numeric', minute: 'numeric', second: 'numeric', timeZoneName: 'short' },
  full: { hour: 'numeric', minute: 'numeric', second: 'numeric', timeZoneName: 'short' },
};

/** The locale and time zone a message is formatted in, with its Intl formatters made once. */
export interface AstFormatter {
  format(message: readonly MessageFormatElement[], values?: Readonly<Record<string, AstValue>>): string;
}

/** A formatter for one locale, its dates and times in `timeZone`. */
export function createAstFormatter(locale: string, timeZone: string): AstFormatter {
  const made = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>();
  function once<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>(
    key: string,
    make: () => T,
  ): T {
    let formatter = made.get(key) as T | undefined;
    if (!formatter) {
      formatter = make();
      made.set(key, formatter);
    }
    return formatter;
  }
  const numberFormat = (style = '') =>
    once(`n:${style}`, () => new Intl.NumberFormat(locale, style ? styleOf(NUMBER_STYLES, style) : {}));
  // A date without a style is the locale's numeric date, as in ICU; every date in Pakistan's time.
  const dateFormat = (kind: 'd' | 't', style: string) =>
    once(
      `${kind}:${style}`,
      () =>
        new Intl.DateTimeFormat(locale, {
          ...(style ? styleOf(kind === 'd' ? DATE_STYLES : TIME_STYLES, style) : {}),
          timeZone,
        }),
    );
  const pluralRules = (type: 'cardinal' | 'ordinal') =>
    once(`p:${type}`, () => new Intl.PluralRules(locale, { type }));

  function styleOf<T>(styles: Readonly<Record<string, T>>, style: string): T {
    const found = styles[style];
    if (!found) throw new Error(`ICU style "${style}" is not one the shop formats`);
    return found;
  }

  function argumentValue(values: Readonly<Record<string, AstValue>> | undefined, name: string): AstValue {
    if (!values || !(name in values)) throw new Error(`The message needs a value for {${name}}`);
    return values[name] as AstValue;
  }

  function styleName(style: unknown): string {
    if (style === null || style === undefined) return '';
    if (typeof style === 'string') return style;
    throw new Error('ICU skeletons are not a style the shop formats');
  }

  function run(
    message: readonly MessageFormatElement[],
    values: Readonly<Record<string, AstValue>> | undefined,
    pound: number | undefined,
  ): string {
    let text = '';
    for (const element of message) {
      switch (element.type) {
        case LITERAL:
          text += element.value;
          break;
        case POUND:
          if (pound !== undefined) text += numberFormat().format(pound);
          break;
        case ARGUMENT: {
          const value = argumentValue(values, element.value);
          text += typeof value === 'string' || typeof value === 'number' ? String(value) : '';
          break;
        }
        case NUMBER:
          text += numberFormat(styleName(element.style)).format(Number(argumentValue(values, element.value)));
          break;
        case DATE:
          text += dateFormat('d', styleName(element.style)).format(
            dateOf(argumentValue(values, element.value)),
          );
          break;
        case TIME:
          text += dateFormat('t', styleName(element.style) || 'medium').format(
            dateOf(argumentValue(values, element.value)),
          );
          break;
        case SELECT: {
          const value = String(argumentValue(values, element.value));
          const option =
            (Object.hasOwn(element.options, value) ? element.options[value] : undefined) ??
            element.options.other;
          if (!option) throw new Error(`{${element.value}} has no option for "${value}" and no other`);
          text += run(option.value, values, pound);
          break;
        }
        case PLURAL: {
          const value = Number(argumentValue(values, element.value));
          const exact = `=${value}`;
          const counted = value - (element.offset || 0);
          const rule = pluralRules(element.pluralType === 'ordinal' ? 'ordinal' : 'cardinal').select(counted);
          const option =
            (Object.hasOwn(element.options, exact) ? element.options[exact] : undefined) ??
            (Object.hasOwn(element.options, rule) ? element.options[rule] : undefined) ??
            element.options.other;
          if (!option) throw new Error(`{${element.value}} has no plural option for ${value} and no other`);
          text += run(option.value, values, counted);
          break;
        }
        default:
          throw new Error('Rich-text tags are not a kind of message the shop formats');
      }
    }
    return text;
  }

  return { format: (message, values) => run(message, values, undefined) };
}

function dateOf(value: AstValue): Date | number {
  return value instanceof Date || typeof value === 'number' ? value : new Date(value);
}
