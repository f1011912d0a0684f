import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isbn10FromIsbn13, isbn13FromIsbn10, isValidIsbn10, isValidIsbn13, readIsbn } from './isbn.js';

/** Nine digits and the ISBN-10 check character that makes them valid. */
const isbn10 = fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 9, maxLength: 9 }).map((digits) => {
  const sum = digits.reduce((total, d, i) => total + d * (10 - i), 0);
  const check = (11 - (sum % 11)) % 11;
  return `${digits.join('')}${check === 10 ? 'X' : check}`;
});

describe('readIsbn', () => {
  it('reads an ISBN-13 with hyphens and gives its ISBN-10 (The Hunger Games)', () => {
    expect(readIsbn('978-0-439-02348-1')).toEqual({ isbn13: '9780439023481', isbn10: '0439023483' });
  });

  it('reads an ISBN-10 with an x check digit and gives its ISBN-13', () => {
    expect(readIsbn('0-8044-2957-x')).toEqual({ isbn13: '9780804429573', isbn10: '080442957X' });
  });

  it('gives no ISBN-10 for a 979 number', () => {
    expect(readIsbn('979-10-90636-07-1')).toEqual({ isbn13: '9791090636071', isbn10: null });
  });

  it('refuses a wrong check digit, a short number and junk', () => {
    expect(readIsbn('9780439023482')).toBeNull();
    expect(readIsbn('0439023484')).toBeNull();
    expect(readIsbn('439023483')).toBeNull();
    expect(readIsbn('<script>')).toBeNull();
    expect(readIsbn('')).toBeNull();
  });

  it('turns every valid ISBN-10 into a valid ISBN-13 and back', () => {
    fc.assert(
      fc.property(isbn10, (ten) => {
        expect(isValidIsbn10(ten)).toBe(true);
        const thirteen = isbn13FromIsbn10(ten);
        expect(isValidIsbn13(thirteen)).toBe(true);
        expect(isbn10FromIsbn13(thirteen)).toBe(ten);
        expect(readIsbn(thirteen)).toEqual({ isbn13: thirteen, isbn10: ten });
      }),
    );
  });

  it('refuses any ISBN-13 with one digit changed', () => {
    fc.assert(
      fc.property(isbn10, fc.integer({ min: 0, max: 12 }), fc.integer({ min: 1, max: 9 }), (ten, at, by) => {
        const thirteen = isbn13FromIsbn10(ten);
        const changed = `${thirteen.slice(0, at)}${(Number(thirteen[at]) + by) % 10}${thirteen.slice(at + 1)}`;
        expect(readIsbn(changed)).toBeNull();
      }),
    );
  });
});
