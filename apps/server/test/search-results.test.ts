import type { SearchFacetValue as FacetValue, SearchFacets } from '@bookshop/domain';
import { type BookSummary, unitPrice } from '@bookshop/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoItems } from '../src/catalog/demo/index.js';
import { isbn13FromIsbn10 } from '../src/catalog/isbn.js';
import { queryRows } from '../src/db/query-rows.js';
import { createTestApp, type TestApp } from './support/test-app.js';

interface SearchData {
  books: BookSummary[];
  total: number;
  page: number;
  perPage: number;
  facets: SearchFacets;
}

describe('GET /api/search', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
  });
  afterAll(async () => {
    await t.close();
  });

  async function search(query: Record<string, string>, path = '/api/search'): Promise<SearchData> {
    const res = await t.app.inject({ url: path, query });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as SearchData;
  }

  async function errorsOf(query: Record<string, string | string[]>, path = '/api/search') {
    const res = await t.app.inject({ url: path, query });
    expect(res.statusCode).toBe(422);
    return res.json().errors as Record<string, string[]>;
  }

  const price = (b: BookSummary) => unitPrice(b.PAK_PRICE, b.Discount);
  const countOf = (facet: FacetValue[], value: string) => facet.find((f) => f.value === value)?.count;

  it('pages through the results without overlap, with the total and paging echoed', async () => {
    const first = await search({ keyword: 'the', perPage: '5', page: '1' });
    const second = await search({ keyword: 'the', perPage: '5', page: '2' });
    expect(first.total).toBeGreaterThan(10);
    expect(second.total).toBe(first.total);
    expect(first).toMatchObject({ page: 1, perPage: 5 });
    expect(second).toMatchObject({ page: 2, perPage: 5 });
    expect(first.books).toHaveLength(5);
    const ids = new Set(first.books.map((b) => b.Book_Id));
    for (const b of second.books) expect(ids.has(b.Book_Id)).toBe(false);
    const beyond = await search({
      keyword: 'the',
      perPage: '5',
      page: String(Math.ceil(first.total / 5) + 1),
    });
    expect(beyond.books).toEqual([]);
    expect(beyond.total).toBe(first.total);
  });

  it('sorts by the price shoppers pay, both ways', async () => {
    const up = await search({ keyword: 'the', sort: 'price_asc', perPage: '60' });
    const down = await search({ keyword: 'the', sort: 'price_desc', perPage: '60' });
    const upPrices = up.books.map(price);
    const downPrices = down.books.map(price);
    expect(upPrices).toEqual([...upPrices].sort((a, b) => a - b));
    expect(downPrices).toEqual([...downPrices].sort((a, b) => b - a));
    expect(upPrices[0]).toBeLessThan(downPrices[0] as number);
  });

  it('sorts newest first by publication year', async () => {
    const { books } = await search({ keyword: 'the', sort: 'newest', perPage: '20' });
    const years: number[] = [];
    for (const b of books) {
      const res = await t.app.inject(`/api/books/${b.Book_Id}`);
      years.push(res.json().data.book.year ?? -Infinity);
    }
    expect(years).toEqual([...years].sort((a, b) => b - a));
  });

  it('ranks the best match first and finds a book by a hyphenated ISBN as keyword', async () => {
    expect((await search({ keyword: 'moth smoke' })).books[0]?.BOOK_TITLE).toBe('Moth Smoke');
    const item = demoItems.find((i) => i.key === 'urdu-aag-ka-darya');
    const isbn13 = isbn13FromIsbn10(item?.isbn10 as string);
    const found = await search({ keyword: `${isbn13.slice(0, 3)}-${isbn13.slice(3)}` });
    expect(found.total).toBe(1);
    expect(found.books[0]?.BOOK_TITLE).toBe(item?.title);
  });

  it('gives the six facets, each value with a label and a count', async () => {
    const { facets, total } = await search({ keyword: 'the' });
    expect(Object.keys(facets).sort()).toEqual([
      'author',
      'availability',
      'category',
      'language',
      'price',
      'publisher',
    ]);
    for (const values of Object.values(facets)) {
      for (const v of values) {
        expect(v).toEqual({
          value: expect.any(String),
          label: expect.any(String),
          count: expect.any(Number),
        });
        expect(v.count).toBeGreaterThan(0);
      }
    }
    const sum = (f: FacetValue[]) => f.reduce((n, v) => n + v.count, 0);
    expect(sum(facets.availability)).toBe(total);
    expect(sum(facets.language)).toBe(total);
    expect(sum(facets.price)).toBe(total);
    expect(facets.price.map((p) => p.value)).toEqual(
      ['0-500', '500-1000', '1000-2000', '2000-5000', '5000+'].filter((k) =>
        facets.price.some((p) => p.value === k),
      ),
    );
    expect(facets.availability.find((a) => a.value === 'available')?.label).toBe('Available');
  });

  it('filters by each facet to exactly the count the facet showed', async () => {
    const { facets } = await search({ keyword: 'the' });
    const picks: [keyof SearchFacets, FacetValue][] = [];
    for (const key of Object.keys(facets) as (keyof SearchFacets)[]) {
      const value = facets[key][0];
      if (value) picks.push([key, value]);
    }
    expect(picks.length).toBe(6);
    for (const [key, value] of picks) {
      const filtered = await search({ keyword: 'the', [key]: value.value });
      expect(filtered.total, `${key}=${value.value}`).toBe(value.count);
    }
  });

  it('keeps the alternatives of a chosen facet (its own filter left out of its counts)', async () => {
    const all = await search({ keyword: 'the' });
    const inStock = await search({ keyword: 'the', availability: 'available' });
    expect(inStock.facets.availability).toEqual(all.facets.availability);
    expect(inStock.books.every((b) => b.bookStatus === 'available')).toBe(true);
    // Other facets count only the in-stock books now.
    const sum = inStock.facets.language.reduce((n, v) => n + v.count, 0);
    expect(sum).toBe(countOf(all.facets.availability, 'available'));
  });

  it('filters by a price band on the discounted price', async () => {
    const { books, total } = await search({ keyword: 'the', price: '1000-2000', perPage: '60' });
    expect(total).toBeGreaterThan(0);
    for (const b of books) {
      expect(price(b)).toBeGreaterThanOrEqual(1000);
      expect(price(b)).toBeLessThan(2000);
    }
  });

  it('lists the whole catalogue when no keyword is given', async () => {
    const [row] = await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from books`);
    expect((await search({})).total).toBe(row?.n);
  });

  it('names every bad parameter in a 422, never a 500', async () => {
    expect(await errorsOf({ sort: 'cheap' })).toEqual({
      sort: ['sort must be one of relevance, price_asc, price_desc, newest, discount_desc'],
    });
    const errors = await errorsOf({
      page: '0',
      perPage: '500',
      price: '1-2',
      availability: 'soon',
      category: 'abc',
      language: 'English!',
      minPrice: '900',
      maxPrice: '100',
    });
    expect(Object.keys(errors).sort()).toEqual(
      ['availability', 'category', 'language', 'minPrice', 'page', 'perPage', 'price'].sort(),
    );
    expect(errors.page?.[0]).toMatch(/page must be a whole number/);
    expect(errors.minPrice?.[0]).toBe('minPrice must not be more than maxPrice');
    expect(await errorsOf({ keyword: ['a', 'b'] })).toEqual({ keyword: ['keyword must be given once'] });
    expect(await errorsOf({ keyword: 'x'.repeat(201) })).toEqual({
      keyword: ['keyword must be at most 200 characters'],
    });
  });

  it('treats search syntax in the keyword as plain text', async () => {
    for (const keyword of ["'&|!:*()", 'a & b | c', '\\', '%_']) {
      const res = await t.app.inject({ url: '/api/search', query: { keyword } });
      expect(res.statusCode, keyword).toBe(200);
    }
  });
});

describe('GET /api/search/advanced', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
  });
  afterAll(async () => {
    await t.close();
  });

  async function advanced(query: Record<string, string>): Promise<SearchData> {
    const res = await t.app.inject({ url: '/api/search/advanced', query });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as SearchData;
  }

  it('filters by title words, only in titles', async () => {
    const { books } = await advanced({ title: 'fundamentalist' });
    expect(books.map((b) => b.BOOK_TITLE)).toEqual(['The Reluctant Fundamentalist']);
  });

  it('filters by author words, only in authors', async () => {
    const { books, total } = await advanced({ author: 'hamid' });
    const expected = demoItems.filter((i) => i.authors.some((a) => /\bhamid\b/i.test(a))).length;
    expect(total).toBe(expected);
    for (const b of books) expect(b.authorName).toMatch(/hamid/i);
  });

  it('filters by publisher, ISBN start, category and price range together', async () => {
    const item = demoItems.find((i) => i.key === 'urdu-aag-ka-darya');
    if (!item?.isbn10) throw new Error('demo item urdu-aag-ka-darya has no ISBN');
    const publisher = await advanced({ publisher: item?.publisher as string, perPage: '60' });
    const expected = demoItems.filter((i) => i.publisher === item?.publisher).length;
    expect(publisher.total).toBe(expected);

    const byIsbn = await advanced({ isbn: item.isbn10.slice(0, 6) });
    expect(byIsbn.books.map((b) => b.BOOK_TITLE)).toContain(item?.title);

    const menu = await t.app.inject('/api/categories/menu');
    const urdu = menu.json().data.groups.find((g: { slug: string }) => g.slug === 'urdu-books');
    const inRange = await advanced({
      category: String(urdu.id),
      minPrice: '1000',
      maxPrice: '2000',
      perPage: '60',
    });
    expect(inRange.total).toBeGreaterThan(0);
    for (const b of inRange.books) {
      const full = (await t.app.inject(`/api/books/${b.Book_Id}`)).json().data.book;
      expect(full.language).toBe('ur');
      expect(unitPrice(b.PAK_PRICE, b.Discount)).toBeGreaterThanOrEqual(1000);
      expect(unitPrice(b.PAK_PRICE, b.Discount)).toBeLessThanOrEqual(2000);
    }
  });

  it('reports a malformed ISBN', async () => {
    const res = await t.app.inject({ url: '/api/search/advanced', query: { isbn: '12ab' } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.isbn[0]).toMatch(/ISBN/);
  });
});
