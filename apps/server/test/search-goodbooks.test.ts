import type { AutocompleteResult } from '@bookshop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { importCatalog } from '../src/catalog/import-catalog.js';
import { requireGoodbooksCsv } from './support/goodbooks-file.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';

/** The real 10k catalogue: typo tolerance and ISBNs on real titles, not hand-picked ones. */
describe('search over the goodbooks-10k catalogue', () => {
  let database: TestDatabase;
  let app: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    database = await createTestDatabase();
    await importCatalog(database.db, requireGoodbooksCsv());
    app = await buildApp({
      config: { dataDir: null, webDistDir: null, logLevel: 'silent', autocompleteCacheSeconds: 0 },
      database,
      logger: false,
    });
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  async function titles(search: string): Promise<string[]> {
    const res = await app.inject({ url: '/api/autocomplete', query: { search } });
    expect(res.statusCode).toBe(200);
    return (res.json() as { results: AutocompleteResult[] }).results.map((r) => r.BOOK_TITLE);
  }

  it("finds Harry Potter for 'hary poter'", async () => {
    const found = await titles('hary poter');
    expect(found.length).toBeGreaterThan(0);
    expect(found.slice(0, 5).every((t) => t.startsWith('Harry Potter'))).toBe(true);
  });

  it('corrects a misspelt author', async () => {
    const found = await titles('tolkein');
    expect(found).toContain('The Hobbit');
  });

  it('finds The Hunger Games by its ISBN-10 and ISBN-13 with hyphens', async () => {
    expect((await titles('0-439-02348-3'))[0]).toMatch(/^The Hunger Games/);
    expect((await titles('978-0-439-02348-1'))[0]).toMatch(/^The Hunger Games/);
  });

  it('puts titles that start with the text before books that only mention it', async () => {
    const found = await titles('the hunger gam');
    expect(found[0]).toMatch(/^The Hunger Games/);
  });

  it('finds a title that is a number', async () => {
    expect(await titles('1984')).toContain('1984');
  });

  it('lists search results for a misspelt keyword', async () => {
    const res = await app.inject({ url: '/api/search', query: { keyword: 'hary poter', perPage: '5' } });
    expect(res.statusCode).toBe(200);
    const { books, total } = res.json().data;
    expect(total).toBeGreaterThan(0);
    expect(books[0].BOOK_TITLE).toMatch(/^Harry Potter/);
  });
});
