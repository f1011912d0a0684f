import { describe, expect, it } from 'vitest';
import { compactIsbn, isbn13FromIsbn10, isValidIsbn10, isValidIsbn13, readIsbn10 } from './isbn.js';

describe('ISBN helpers', () => {
  it('computes the ISBN-13 of a known ISBN-10', () => {
    // The Hunger Games: 0439023483 -> 9780439023481
    expect(isbn13FromIsbn10('0439023483')).toBe('9780439023481');
    expect(isValidIsbn13('9780439023481')).toBe(true);
  });

  it('restores leading zeros dropped by spreadsheets', () => {
    expect(readIsbn10('439023483')).toBe('0439023483');
    expect(readIsbn10('043902348X')).toBeNull();
  });

  it('accepts an X check digit', () => {
    expect(isValidIsbn10('080442957X')).toBe(true);
    expect(readIsbn10('080442957x')).toBe('080442957X');
  });

  it('rejects a wrong check digit and junk', () => {
    expect(isValidIsbn10('0439023484')).toBe(false);
    expect(readIsbn10('abc')).toBeNull();
    expect(readIsbn10('')).toBeNull();
    expect(isValidIsbn13('9780439023482')).toBe(false);
  });

  it('compacts hyphens and spaces', () => {
    expect(compactIsbn('978-0-439 02348-1')).toBe('9780439023481');
  });
});
