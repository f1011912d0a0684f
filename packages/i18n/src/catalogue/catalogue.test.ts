import { describe, expect, it } from 'vitest';
import { isMessageKey } from '../index.js';
import { catalogueProblems, placeholders } from './check-catalogue.js';
import { EN_AREAS, en } from './en/index.js';
import { CATALOGUES, MESSAGE_KEYS } from './index.js';
import { ur } from './ur/index.js';

describe('the Urdu catalogue', () => {
  it('has non-blank text for every English key, the same ICU arguments and no extra key', () => {
    expect(catalogueProblems(en, ur)).toEqual([]);
  });

  it('is in Urdu script: every message but the English language name has Arabic-script letters', () => {
    const notUrdu = Object.entries(ur).filter(
      ([key, text]) => key !== 'language.en' && !/[\u0600-\u06FF]/.test(text),
    );
    expect(notUrdu).toEqual([]);
  });
});

describe('the English catalogue', () => {
  it('defines each key in one area only (a second definition would silently replace the first)', () => {
    const seen = new Map<string, string>();
    const twice: string[] = [];
    for (const [area, messages] of Object.entries(EN_AREAS)) {
      for (const key of Object.keys(messages)) {
        const first = seen.get(key);
        if (first) twice.push(`${key}: ${first} and ${area}`);
        seen.set(key, area);
      }
    }
    expect(twice).toEqual([]);
  });
});

describe('catalogueProblems', () => {
  it('reports a key whose Urdu text is missing or blank', () => {
    const { 'address.phoneInvalid': _dropped, ...missing } = ur;
    expect(catalogueProblems(en, missing)).toEqual(['address.phoneInvalid: no translation']);
    expect(catalogueProblems(en, { ...ur, 'address.cityRequired': ' ' })).toEqual([
      'address.cityRequired: no translation',
    ]);
  });

  it('reports a translation whose ICU arguments differ from the English ones', () => {
    const renamed = { ...ur, 'address.addressMin': 'پتے میں کم از کم {minimum} حروف ہونے چاہییں' };
    expect(catalogueProblems(en, renamed)).toEqual([
      'address.addressMin: arguments minimum:argument, expected min:argument',
    ]);
    const dropped = { ...ur, 'address.addressMax': 'پتا بہت لمبا ہے' };
    expect(catalogueProblems(en, dropped)).toEqual([
      'address.addressMax: arguments none, expected max:argument',
    ]);
    const otherOptions = { ...ur, 'search.priceWhole': '{field, select, low {کم} other {زیادہ}} قیمت' };
    expect(catalogueProblems(en, otherOptions)).toEqual([
      'search.priceWhole: arguments field:select(low|other), expected field:select(min|other)',
    ]);
  });

  it('reports broken ICU, unbalanced isolates and keys the English catalogue does not have', () => {
    expect(catalogueProblems(en, { ...ur, 'form.list': 'فہرست {' })[0]).toMatch(/^form\.list: not valid ICU/);
    expect(catalogueProblems(en, { ...ur, 'form.list': 'فہرست \u2066Rs. 5' })).toEqual([
      'form.list: 1 isolates opened, 0 closed',
    ]);
    expect(catalogueProblems(en, { ...ur, 'form.lists': 'فہرستیں' })).toEqual([
      'form.lists: not a key of the catalogue',
    ]);
  });
});

describe('placeholders', () => {
  it('names each argument with its type, and plural or select options, tags included', () => {
    expect(placeholders('{count, plural, one {# book} other {# books}} on {date, date, long}')).toEqual([
      'count:plural(one|other)',
      'date:date',
    ]);
    expect(placeholders('Rs. {amount, number} <b>{name}</b>')).toEqual([
      '<b>',
      'amount:number',
      'name:argument',
    ]);
  });
});

describe('the catalogue keys', () => {
  it('lists every English key, each language has them all, and only those are keys', () => {
    expect(MESSAGE_KEYS).toEqual(Object.keys(en));
    expect(Object.keys(CATALOGUES.ur).sort()).toEqual([...MESSAGE_KEYS].sort());
    expect(isMessageKey('address.phoneInvalid')).toBe(true);
    expect(isMessageKey('address.phone')).toBe(false);
    expect(isMessageKey('toString')).toBe(false);
    expect(isMessageKey(7)).toBe(false);
  });
});
