import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app.js';
import { setStock } from '../src/catalog/set-stock.js';
import { type DatabaseHandle, openDatabase } from '../src/db/client.js';
import { queryRows } from '../src/db/query-rows.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { createTestDatabase, type TestDatabase, testDatabaseKind } from './support/test-database.js';

type App = TestApp['app'];

async function book(app: App, id: number, headers: Record<string, string> = {}) {
  return app.inject({ method: 'GET', url: `/api/books/${id}`, headers });
}

/** Waits for the app to hear the database announce a change (a NOTIFY, over a connection). */
async function nextInvalidation(app: App, seen: number): Promise<void> {
  await vi.waitFor(() => expect(app.catalogueCache.stats.invalidations).toBeGreaterThan(seen), {
    timeout: 10_000,
    interval: 5,
  });
}

/**
 * Reads a book twice with no change announced between the reads, trying again when one was: on a
 * shared PostgreSQL, the previous release's server (upgrade-previous-release.test.ts, running
 * beside this file) announces changes without a schema, which every shop on the database rightly
 * takes as its own (change-channels.ts). Once made this test fail in CI.
 */
async function readTwiceUnchanged(app: App, id: number) {
  for (let attempt = 0; attempt < 20; attempt++) {
    const invalidations = app.catalogueCache.stats.invalidations;
    const first = await book(app, id);
    const hitsBefore = app.catalogueCache.stats.hits;
    const second = await book(app, id);
    const hits = app.catalogueCache.stats.hits - hitsBefore;
    if (app.catalogueCache.stats.invalidations === invalidations) return { first, second, hits };
  }
  throw new Error('a change was announced between every two reads');
}

describe('catalogue read cache', () => {
  let t: TestApp;
  let bookId: number;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    const [row] = await queryRows<{ id: number }>(
      t.database.db,
      sql`select id from books order by id limit 1`,
    );
    bookId = Number(row?.id);
  }, 180_000);
  afterAll(async () => {
    await t.close();
  });

  it('answers a repeated book read from memory with the same body and an ETag', async () => {
    const { first, second, hits } = await readTwiceUnchanged(t.app, bookId);
    expect(hits).toBe(1);
    expect(second.statusCode).toBe(200);
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toMatch(/^W\/"/);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers['content-type']).toContain('application/json');
  });

  it('answers 304 without a body when the client already holds the current answer', async () => {
    const first = await book(t.app, bookId);
    const again = await book(t.app, bookId, { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const stale = await book(t.app, bookId, { 'if-none-match': 'W/"something-else"' });
    expect(stale.statusCode).toBe(200);
  });

  it('keeps the route cache headers on home and menu answers served from memory, and 304s them', async () => {
    for (const url of ['/api/home', '/api/categories/menu']) {
      const first = await t.app.inject({ method: 'GET', url });
      const hit = await t.app.inject({
        method: 'GET',
        url,
        headers: { 'if-none-match': String(first.headers.etag) },
      });
      expect(hit.statusCode).toBe(304);
      expect(hit.headers['cache-control']).toBe(first.headers['cache-control']);
    }
  });

  it('answers 304 to a read that misses the cache when the client holds the same answer', async () => {
    for (const url of ['/api/home', `/api/books/${bookId}`]) {
      const first = await t.app.inject({ method: 'GET', url });
      expect(first.statusCode).toBe(200);
      // Something else changed (a category, say): every entry drops.
      t.app.catalogueCache.changed('categories');
      const misses = t.app.catalogueCache.stats.misses;
      const again = await t.app.inject({
        method: 'GET',
        url,
        headers: { 'if-none-match': String(first.headers.etag) },
      });
      expect(t.app.catalogueCache.stats.misses).toBe(misses + 1);
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(first.headers.etag);
    }
  });

  it('drops a book page and the lists when the book changes, so the next read shows the new stock', async () => {
    const before = await book(t.app, bookId);
    expect(before.statusCode, before.body).toBe(200);
    const home = await t.app.inject({ method: 'GET', url: '/api/home' });
    const stock = before.json().data.book.stock as number;
    const seen = t.app.catalogueCache.stats.invalidations;
    await setStock(t.database.db, bookId, stock + 3);
    await nextInvalidation(t.app, seen);
    const after = await book(t.app, bookId);
    expect(after.statusCode, after.body).toBe(200);
    expect(after.json().data.book.stock).toBe(stock + 3);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const homeAgain = await t.app.inject({
      method: 'GET',
      url: '/api/home',
      headers: { 'if-none-match': String(home.headers.etag) },
    });
    // Rebuilt from the database (a miss), not answered from the dropped entry; the stock is not on
    // the home page's answer, so it is the same answer and the client's copy is still good.
    expect(t.app.catalogueCache.stats.entries).toBeGreaterThan(0);
    expect(homeAgain.statusCode).toBe(304);
  });

  it('never keeps an answer read before a change that was announced while it was being made', async () => {
    const cache = t.app.catalogueCache;
    const since = cache.epoch();
    cache.changed('books:999999');
    const kept = cache.set(
      '/api/books/999999',
      999999,
      { body: Buffer.from('{}'), etag: 'W/"x"', headers: {} },
      since,
    );
    expect(kept).toBe(false);
    expect(cache.get('/api/books/999999')).toBeUndefined();
  });

  it('does not cache private answers such as the cart', async () => {
    const entries = t.app.catalogueCache.stats.entries;
    const guest = await t.app.inject({ method: 'POST', url: '/api/auth/guest' });
    const token = guest.json().data.token as string;
    await t.app.inject({ method: 'GET', url: '/api/profile', headers: { authorization: `Bearer ${token}` } });
    expect(t.app.catalogueCache.stats.entries).toBe(entries);
  });
});

// Replicas share one PostgreSQL; on PGlite one shop owns the data (see data-dir-owner.test.ts).
describe.runIf(testDatabaseKind === 'postgres')('two replicas on one PostgreSQL', () => {
  let t: TestApp;
  let second: DatabaseHandle;
  let replica: App;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    const [row] = await queryRows<{ schema: string }>(t.database.db, sql`select current_schema() as schema`);
    second = await openDatabase({
      url: process.env.TEST_DATABASE_URL ?? null,
      dataDir: null,
      searchPath: row?.schema,
      poolSize: 2,
    });
    replica = await buildApp({
      config: { dataDir: null, webDistDir: null, logLevel: 'silent' },
      database: second,
      logger: false,
    });
  }, 180_000);
  afterAll(async () => {
    await replica.close();
    await second.close();
    await t.close();
  });

  it("a stock change made through one replica is seen by the other replica's next read", async () => {
    const [row] = await queryRows<{ id: number }>(
      t.database.db,
      sql`select id from books order by id limit 1`,
    );
    const id = Number(row?.id);
    const cached = await book(replica, id);
    await book(replica, id); // now served from the replica's memory
    const stock = cached.json().data.book.stock as number;
    const seen = replica.catalogueCache.stats.invalidations;

    await setStock(t.database.db, id, stock + 5);
    await nextInvalidation(replica, seen);

    const next = await book(replica, id);
    expect(next.json().data.book.stock).toBe(stock + 5);
  }, 60_000);
});

// Shops (and test files) in schemas of their own on one PostgreSQL hear one NOTIFY channel.
describe.runIf(testDatabaseKind === 'postgres')('two shops in schemas of their own on one PostgreSQL', () => {
  let t: TestApp;
  let other: TestDatabase;
  let ids: number[];
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    other = await createTestDatabase();
    const rows = await queryRows<{ id: number }>(
      t.database.db,
      sql`select id from books order by id limit 2`,
    );
    ids = rows.map((row) => Number(row.id));
  }, 180_000);
  afterAll(async () => {
    await other.dispose();
    await t.close();
  });

  it("keeps its answers when the other shop's categories change, and drops only its own changed book", async () => {
    const [changed, untouched] = ids as [number, number];
    const first = await book(t.app, changed);
    await book(t.app, untouched);
    const cache = t.app.catalogueCache;
    expect(cache.get(`/api/books/${untouched}`)).toBeDefined();
    const seen = cache.stats.invalidations;

    // The other shop's category edit announces '*' for its schema (a statement trigger fires on
    // no rows too); then our own change, announced after it on the same channel, is the marker.
    await other.db.execute(sql`update categories set name = name where false`);
    await setStock(t.database.db, changed, (first.json().data.book.stock as number) + 1);
    await nextInvalidation(t.app, seen);

    expect(cache.stats.invalidations).toBe(seen + 1);
    expect(cache.get(`/api/books/${changed}`)).toBeUndefined();
    expect(cache.get(`/api/books/${untouched}`)).toBeDefined();
  }, 60_000);
});
