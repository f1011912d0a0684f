import type { AutocompleteResult } from '@bookshop/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { writeRecords } from '../src/catalog/catalog-writer.js';
import { demoRecords } from '../src/catalog/seed-demo.js';
import { books } from '../src/db/schema/index.js';
import { createTestApp, type TestApp } from './support/test-app.js';

type App = Awaited<ReturnType<typeof buildApp>>;

async function suggest(app: App, search: string): Promise<string[]> {
  const res = await app.inject({ url: '/api/autocomplete', query: { search } });
  expect(res.statusCode).toBe(200);
  return (res.json() as { results: AutocompleteResult[] }).results.map((r) => r.BOOK_TITLE);
}

/**
 * The in-memory autocomplete index (search/catalogue-index.ts) against the database it copies:
 * writes made outside the app (another replica, the CLI, psql) are answered by the next request,
 * with the answer cache off so every request reaches the index.
 */
describe('autocomplete index kept in step with the database', () => {
  let t: TestApp;
  let replica: App;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    // A second server on the same database, as a second replica would be.
    replica = await buildApp({
      config: { dataDir: null, webDistDir: null, logLevel: 'silent', autocompleteCacheSeconds: 0 },
      database: t.database,
      logger: false,
    });
    await replica.ready();
    // Two servers on one embedded database: more than one server's start on a busy machine.
  }, 180_000);
  afterAll(async () => {
    await replica.close();
    await t.close();
  });

  it('finds a book written to the database after the index was read, on every replica', async () => {
    expect(await suggest(replica, 'zanzibarquux')).toEqual([]);
    const [template] = demoRecords();
    if (!template) throw new Error('no demo records');
    await writeRecords(
      t.database.db,
      [
        {
          ...template,
          source: 'sync-test',
          sourceId: 'z1',
          title: 'Zanzibarquux Tales',
          isbn10: '0306406152',
          isbn13: '9780306406157',
          categorySlugs: [],
        },
      ],
      new Map(),
    );
    expect(await suggest(replica, 'zanzibarq')).toEqual(['Zanzibarquux Tales']);
    expect(await suggest(replica, '978-0-306-40615')).toEqual(['Zanzibarquux Tales']);
  });

  it('follows a changed title and a deleted book', async () => {
    await t.database.db
      .update(books)
      .set({ title: 'Quuxmarine Voyages', searchTitle: 'quuxmarine voyages' })
      .where(eq(books.sourceId, 'z1'));
    expect(await suggest(replica, 'quuxmar')).toEqual(['Quuxmarine Voyages']);
    expect(await suggest(replica, 'zanzibarq')).toEqual([]);
    await t.database.db.execute(sql`delete from books where source_id = 'z1'`);
    expect(await suggest(replica, 'quuxmar')).toEqual([]);
    expect(await suggest(replica, '978-0-306-40615')).toEqual([]);
  });

  it('logs nothing for a stock change, which does not touch the search words', async () => {
    const before = await t.database.db.execute(sql`select coalesce(max(seq), 0) as v from search_changes`);
    await t.database.db.update(books).set({ stock: 3 }).where(sql`id = (select min(id) from books)`);
    const after = await t.database.db.execute(sql`select coalesce(max(seq), 0) as v from search_changes`);
    expect((after as unknown as { rows: { v: unknown }[] }).rows[0]?.v).toEqual(
      (before as unknown as { rows: { v: unknown }[] }).rows[0]?.v,
    );
  });
});
