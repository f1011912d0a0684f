import { describe, expect, it } from 'vitest';
import { readGoodbooksRow } from './goodbooks.js';

const leaves = ['all-books-a', 'all-books-b', 'all-books-c'];
const row = {
  book_id: '1',
  isbn: '439023483',
  authors: 'Suzanne Collins',
  original_publication_year: '2008.0',
  title: 'The Hunger Games (The Hunger Games, #1)',
  language_code: 'eng',
};

describe('readGoodbooksRow', () => {
  it('reads a good row with its ISBNs and derived shop fields', () => {
    const result = readGoodbooksRow(row, leaves);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.record).toMatchObject({
      source: 'goodbooks',
      sourceId: '1',
      title: 'The Hunger Games (The Hunger Games, #1)',
      authors: ['Suzanne Collins'],
      isbn10: '0439023483',
      isbn13: '9780439023481',
      year: 2008,
      language: 'en',
      picname: 'gb-1',
    });
    expect(result.record.price).toBeGreaterThanOrEqual(495);
    expect(leaves).toContain(result.record.categorySlugs[0]);
  });

  it('derives the same price, stock and category on every run', () => {
    expect(readGoodbooksRow(row, leaves)).toEqual(readGoodbooksRow({ ...row }, leaves));
  });

  it('splits several authors', () => {
    const result = readGoodbooksRow({ ...row, authors: 'J.K. Rowling, Mary GrandPré' }, leaves);
    expect(result.ok && result.record.authors).toEqual(['J.K. Rowling', 'Mary GrandPré']);
  });

  it('keeps a row with a bad ISBN but drops the ISBN with a warning', () => {
    const result = readGoodbooksRow({ ...row, isbn: '812971060' }, leaves);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.record.isbn10).toBeNull();
    expect(result.warnings[0]).toMatch(/check digit/);
  });

  it.each([
    [{ book_id: 'x1' }, /book_id/],
    [{ title: '  ' }, /title is empty/],
    [{ authors: '' }, /authors is empty/],
    [{ original_publication_year: 'soon' }, /not a year/],
    [{ original_publication_year: '-99999999999' }, /not a year/],
  ])('rejects a bad row %o', (change, reason) => {
    const result = readGoodbooksRow({ ...row, ...change }, leaves);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.reason).toMatch(reason);
  });
});
