import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isUrduScript, textLangAttributes } from './script.js';

describe('isUrduScript', () => {
  it.each([
    ['دیوانِ غالب', true],
    ['مرزا اسد اللہ خان غالب', true],
    ['ہے', true],
    ['آبِ حیات (1880)', true],
    ['Diwan-e-Ghalib', false],
    ['Harry Potter and the Sorcerer’s Stone', false],
    ['Ghalib: دیوان', false],
    ['', false],
    ['1234 - 5678', false],
  ])('%s is Urdu script: %s', (text, expected) => {
    expect(isUrduScript(text)).toBe(expected);
  });

  it('is false for a missing text', () => {
    expect(isUrduScript(null)).toBe(false);
    expect(isUrduScript(undefined)).toBe(false);
  });

  it('is false for any text without an Arabic-script letter', () => {
    fc.assert(
      fc.property(
        fc
          .string()
          .filter((s) => !/[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/.test(s)),
        (text) => !isUrduScript(text),
      ),
    );
  });
});

describe('textLangAttributes', () => {
  it('gives lang="ur" and dir="rtl" for Urdu script', () => {
    expect(textLangAttributes('اردو کی آخری کتاب')).toEqual({ lang: 'ur', dir: 'rtl' });
  });

  it('gives nothing for English, so the page language stands', () => {
    expect(textLangAttributes('The Hobbit')).toEqual({});
    expect(textLangAttributes(null)).toEqual({});
  });
});
