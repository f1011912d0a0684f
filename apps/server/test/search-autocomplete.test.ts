import { type AutocompleteResult, type BookSummary, unitPrice } from '@bookshop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoItems } from '../src/catalog/demo/index.js';
import { isbn13FromIsbn10 } from '../src/catalog/isbn.js';
import { createTestApp, type TestApp } from './support/test-app.js';

function demo(key: string) {
  const item = demoItems.find((i) => i.key === key);
  if (!item) throw new Error(`no demo item ${key}`);
  return item;
}

describe('GET /api/autocomplete on the demo catalogue', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
  });
  afterAll(async () => {
    await t.close();
  });

  async function suggest(search: string): Promise<AutocompleteResult[]> {
    const res = await t.app.inject({ url: '/api/autocomplete', query: { search } });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { results: AutocompleteResult[] };
    expect(Object.keys(body)).toEqual(['results']);
    return body.results;
  }

  it('answers nothing for empty input, one character, or a missing parameter', async () => {
    expect(await suggest('')).toEqual([]);
    expect(await suggest('   ')).toEqual([]);
    expect(await suggest('m')).toEqual([]);
    expect(await suggest(' m ')).toEqual([]);
    const missing = await t.app.inject('/api/autocomplete');
    expect(missing.statusCode).toBe(200);
    expect(missing.json()).toEqual({ results: [] });
  });

  it('finds a book by its ISBN-10 with hyphens, and by its ISBN-13 with and without hyphens', async () => {
    const item = demo('urdu-aag-ka-darya');
    const isbn10 = item.isbn10 as string;
    const isbn13 = isbn13FromIsbn10(isbn10);
    const hyphen10 = `${isbn10.slice(0, 3)}-${isbn10.slice(3, 6)}-${isbn10.slice(6, 9)}-${isbn10.slice(9)}`;
    const hyphen13 = `${isbn13.slice(0, 3)}-${isbn13.slice(3, 6)}-${isbn13.slice(6, 9)}-${isbn13.slice(9, 12)}-${isbn13.slice(12)}`;
    for (const query of [hyphen10, hyphen13, isbn13, isbn10]) {
      const [first] = await suggest(query);
      expect(first, query).toMatchObject({ BOOK_TITLE: item.title, isbn: isbn10, BOOK_ISBN: isbn13 });
    }
  });

  it('gives every field of the spec, with the stock status, the list price and the book’s own discount', async () => {
    const item = demo('urdu-aag-ka-darya');
    const [first] = await suggest(item.isbn10 as string);
    expect(first).toEqual({
      Book_Id: expect.any(Number),
      BOOK_TITLE: item.title,
      BOOK_ISBN: isbn13FromIsbn10(item.isbn10 as string),
      authorName: item.authors.join(', '),
      isbn: item.isbn10,
      PAK_PRICE: item.price,
      Discount: item.discountPercent,
      status: item.stockStatus,
    });
  });

  it('prices a suggestion as the book page does: Harry Potter sells at Rs. 1,657 (Rs. 1,950, 15% off) in both', async () => {
    const item = demo('young-adults-harry-potter-philosophers-stone');
    const suggestion = (await suggest('harry potter philosopher')).find((r) => r.BOOK_TITLE === item.title);
    expect(suggestion).toMatchObject({ PAK_PRICE: 1950, Discount: 15 });
    const page = (await t.app.inject(`/api/books/${suggestion?.Book_Id}`)).json().data.book as BookSummary;
    expect(unitPrice(suggestion!.PAK_PRICE, suggestion!.Discount)).toBe(1657);
    expect(unitPrice(page.PAK_PRICE, page.Discount)).toBe(1657);
  });

  it('finds an Urdu title typed in Urdu script, with or without the madda', async () => {
    for (const query of ['آگ کا', 'اگ کا دریا', 'اداس نسلیں']) {
      const results = await suggest(query);
      expect(results.length, query).toBeGreaterThan(0);
      expect(results[0]?.BOOK_TITLE, query).toMatch(/^(آگ کا دریا|اداس نسلیں)$/);
    }
  });

  it('finds an Urdu book by its author in Urdu script', async () => {
    const item = demo('urdu-udas-naslain');
    const results = await suggest(item.authors[0] as string);
    expect(results.map((r) => r.BOOK_TITLE)).toContain(item.title);
  });

  it('tolerates typos: a misspelt title still comes first', async () => {
    const [first] = await suggest('reluctent fundamentalist');
    expect(first?.BOOK_TITLE).toBe('The Reluctant Fundamentalist');
    const [other] = await suggest('hamid mohsn');
    expect(other?.authorName).toContain('Mohsin Hamid');
  });

  it('matches word prefixes while typing, the title start ranked first', async () => {
    const results = await suggest('moth smo');
    expect(results[0]?.BOOK_TITLE).toBe('Moth Smoke');
  });

  it('matches authors and publishers', async () => {
    const byAuthor = await suggest('mohsin hamid');
    expect(byAuthor.length).toBeGreaterThan(0);
    for (const r of byAuthor) expect(r.authorName).toContain('Mohsin Hamid');
    const item = demo('urdu-aag-ka-darya');
    const byPublisher = await suggest(item.publisher as string);
    expect(byPublisher.length).toBeGreaterThan(0);
  });

  it('gives at most ten suggestions, best match first', async () => {
    const results = await suggest('the');
    expect(results.length).toBe(10);
    expect(new Set(results.map((r) => r.Book_Id)).size).toBe(10);
  });

  it('ignores case, accents and punctuation', async () => {
    const a = await suggest('MOTH SMOKE');
    const b = await suggest('Moth, smoke!');
    expect(a[0]?.BOOK_TITLE).toBe('Moth Smoke');
    expect(b[0]?.BOOK_TITLE).toBe('Moth Smoke');
  });

  it('answers 422 for a query given twice, never 500', async () => {
    const res = await t.app.inject('/api/autocomplete?search=ab&search=cd');
    expect(res.statusCode).toBe(422);
    expect(JSON.stringify(res.json())).toMatch(/search/);
  });

  it('finds nothing for text that matches nothing, without failing', async () => {
    expect(await suggest('zzqxj')).toEqual([]);
    expect(await suggest('!!')).toEqual([]);
    expect(await suggest("'&|:*()")).toEqual([]);
  });
});
