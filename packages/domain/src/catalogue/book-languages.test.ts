import { describe, expect, it } from 'vitest';
import { BOOK_LANGUAGE_CODES, isBookLanguage, languageDirection } from './book-languages.js';

describe('book languages', () => {
  it('writes Urdu, Arabic and Persian right to left and English left to right', () => {
    expect(languageDirection('ur')).toBe('rtl');
    expect(languageDirection('ar')).toBe('rtl');
    expect(languageDirection('fa')).toBe('rtl');
    expect(languageDirection('en')).toBe('ltr');
    expect(languageDirection('fr')).toBe('ltr');
  });

  it('lists English and Urdu first and knows only its own codes', () => {
    expect(BOOK_LANGUAGE_CODES.slice(0, 2)).toEqual(['en', 'ur']);
    expect(isBookLanguage('ur')).toBe(true);
    expect(isBookLanguage('toString')).toBe(false);
    expect(isBookLanguage('xx')).toBe(false);
    expect(isBookLanguage(undefined)).toBe(false);
  });
});
