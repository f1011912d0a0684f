import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { CATALOGUES } from './catalogue/index.js';
import { createAstFormatter } from './format-ast.js';
import { LANGUAGES, LOCALES, SHOP_TIME_ZONE } from './languages.js';

/**
 * A value for every argument of a parsed message, of the kind its element wants: a date for a
 * date or time, `count` for a number, plural or plain argument, and for a select a word none of
 * its options names (so `other` is chosen).
 */
function sampleValues(
  message: MessageFormatElement[],
  count: number,
): Record<string, string | number | Date> {
  const values: Record<string, string | number | Date> = {};
  const walk = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (element.type === TYPE.date || element.type === TYPE.time)
        values[element.value] = new Date('2026-11-26T19:30:00Z');
      else if (element.type === TYPE.select) values[element.value] = 'zz';
      else if (
        element.type === TYPE.argument ||
        element.type === TYPE.number ||
        element.type === TYPE.plural
      ) {
        values[element.value] = count;
      }
      if (element.type === TYPE.select || element.type === TYPE.plural) {
        for (const option of Object.values(element.options)) walk(option.value);
      }
    }
  };
  walk(message);
  return values;
}

/** intl-messageformat as @formatjs/intl sets it up: its formats, dates in the shop's time zone. */
function referenceFormat(message: string, locale: string, values: Record<string, unknown>): string {
  const inShopZone = (styles: Record<string, object>) =>
    Object.fromEntries(Object.keys(styles).map((style) => [style, { timeZone: SHOP_TIME_ZONE }]));
  const formats = {
    date: inShopZone(IntlMessageFormat.formats.date),
    time: inShopZone(IntlMessageFormat.formats.time),
  };
  return String(new IntlMessageFormat(message, locale, formats).format(values));
}

describe('formatting parsed messages', () => {
  it('numbers its element kinds as formatjs does', () => {
    expect([
      TYPE.literal,
      TYPE.argument,
      TYPE.number,
      TYPE.date,
      TYPE.time,
      TYPE.select,
      TYPE.plural,
      TYPE.pound,
    ]).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });

  it('words every message of both catalogues exactly as intl-messageformat does, for 0, 1, 2, 5 and 1,234', () => {
    const differences: string[] = [];
    for (const language of LANGUAGES) {
      const formatter = createAstFormatter(LOCALES[language], SHOP_TIME_ZONE);
      for (const [key, message] of Object.entries(CATALOGUES[language])) {
        for (const count of [0, 1, 2, 5, 1234]) {
          const values = sampleValues(parse(message as string), count);
          const ours = formatter.format(parse(message as string), values);
          const theirs = referenceFormat(message as string, LOCALES[language], values);
          if (ours !== theirs) differences.push(`${language} ${key} (${count}): ${ours} ≠ ${theirs}`);
        }
      }
    }
    expect(differences).toEqual([]);
  });

  it('handles the ICU forms beyond the catalogue’s: =N, offset, selectordinal, number and time styles', () => {
    const formatter = createAstFormatter('en-PK', SHOP_TIME_ZONE);
    const cases: [string, Record<string, unknown>][] = [
      ['{n, plural, =0 {none} one {# item} other {# items}}', { n: 0 }],
      ['{n, plural, offset:1 =0 {nobody} one {you} other {you and # others}}', { n: 3 }],
      ['{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}', { n: 22 }],
      ['{p, number, percent} off, {n, number, integer}', { p: 0.15, n: 2.6 }],
      ['at {t, time, short} on {t, date, full}', { t: new Date('2026-11-26T19:30:00Z') }],
      ['{who, select, she {her} other {their}} book', { who: 'she' }],
    ];
    for (const [message, values] of cases) {
      expect(formatter.format(parse(message), values as Record<string, number>)).toBe(
        referenceFormat(message, 'en-PK', values),
      );
    }
  });

  it('refuses a missing value, and kinds of message the shop does not format, rather than show half', () => {
    const formatter = createAstFormatter('en-PK', SHOP_TIME_ZONE);
    expect(() => formatter.format(parse('At most {max} characters'), {})).toThrow('{max}');
    expect(() => formatter.format(parse('Read <b>this</b>'), {})).toThrow(/tags/);
    expect(() => formatter.format(parse('{n, number, ::percent}'), { n: 1 })).toThrow(/skeleton/);
  });

  it('formats dates given as numbers or text, plain dates and times, and a plain argument given a date as nothing', () => {
    const formatter = createAstFormatter('en-PK', SHOP_TIME_ZONE);
    // 10:00 in London is 15:00 in Karachi: the same day wherever the test runs.
    const moment = Date.UTC(2026, 10, 26, 10, 0);
    const cases: [string, Record<string, unknown>][] = [
      ['{t, date} at {t, time}', { t: moment }],
      ['{t, date, short}', { t: new Date(moment).toISOString() }],
    ];
    for (const [message, values] of cases) {
      const reference = referenceFormat(
        message,
        'en-PK',
        Object.fromEntries(Object.entries(values).map(([name, value]) => [name, new Date(value as number)])),
      );
      expect(formatter.format(parse(message), values as Record<string, number>)).toBe(reference);
    }
    expect(formatter.format(parse('[{when}]'), { when: new Date(moment) })).toBe('[]');
  });

  it('refuses a style it does not know, and a select or plural with no option for the value', () => {
    const formatter = createAstFormatter('en-PK', SHOP_TIME_ZONE);
    expect(() => formatter.format(parse('{n, number, currency}'), { n: 1 })).toThrow('ICU style "currency"');
    const select = [
      { type: TYPE.select, value: 'kind', options: { a: { value: [] } } },
    ] as MessageFormatElement[];
    expect(() => formatter.format(select, { kind: 'b' })).toThrow('{kind} has no option for "b"');
    const plural = [
      { type: TYPE.plural, value: 'n', offset: 0, pluralType: 'cardinal', options: { one: { value: [] } } },
    ] as MessageFormatElement[];
    expect(() => formatter.format(plural, { n: 5 })).toThrow('{n} has no plural option for 5');
    expect(formatter.format([{ type: TYPE.pound }] as MessageFormatElement[], {})).toBe('');
  });
});
