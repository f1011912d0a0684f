import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app.js';
import { seedDemo } from '../src/catalog/seed-demo.js';
import { readJournal } from '../src/db/migrate.js';
import { queryRows } from '../src/db/query-rows.js';
import { createTestDatabase, type TestDatabase, testDatabaseKind } from './support/test-database.js';

type App = Awaited<ReturnType<typeof buildApp>>;

async function newApp(database: TestDatabase): Promise<App> {
  return buildApp({
    config: { dataDir: null, webDistDir: null, logLevel: 'silent' },
    database,
    logger: false,
  });
}

async function catalogueSize(database: TestDatabase): Promise<number> {
  const [row] = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from books`);
  return Number(row?.n);
}

/** Polls /api/ready (each call retries a failed index read) until it answers 200. */
async function readyEventually(app: App) {
  return vi.waitFor(
    async () => {
      const res = await app.inject('/api/ready');
      expect(res.statusCode).toBe(200);
      return res;
    },
    { timeout: 30_000, interval: 50 },
  );
}

describe('GET /api/ready', () => {
  let database: TestDatabase;
  let app: App;
  const newest = async () => (await readJournal()).at(-1);

  beforeAll(async () => {
    database = await createTestDatabase();
    await seedDemo(database.db);
    // The search index cannot be read while the books are elsewhere: the app starts without it.
    await database.db.execute(sql`alter table books rename to books_held_back`);
    app = await newApp(database);
    await app.ready();
  }, 300_000);
  afterAll(async () => {
    await app.close();
    await database.dispose();
  });

  it('is 503 until the search index is read, naming that check alone; /api/health is 200 meanwhile', async () => {
    const res = await app.inject('/api/ready');
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      status: 'not_ready',
      failing: ['searchIndex'],
      checks: { database: 'ok', migrations: 'ok', searchIndex: 'loading' },
      database: testDatabaseKind,
      migrations: { needed: (await newest())?.tag, latest: (await newest())?.tag },
      searchIndexBooks: null,
    });
    expect((await app.inject('/api/health')).statusCode).toBe(200);
  });

  it('becomes 200 by itself once the index can be read, with the books it holds', async () => {
    await database.db.execute(sql`alter table books_held_back rename to books`);
    const res = await readyEventually(app);
    expect(res.json()).toMatchObject({
      status: 'ready',
      failing: [],
      checks: { database: 'ok', migrations: 'ok', searchIndex: 'ok' },
      searchIndexBooks: await catalogueSize(database),
    });
    const suggestions = await app.inject('/api/autocomplete?search=the');
    expect(suggestions.json().results.length).toBeGreaterThan(0);
  });

  it("is 503 'behind' when this release's newest migration is not applied, and counts a newer one as current", async () => {
    const entry = await newest();
    if (!entry) throw new Error('no migrations');
    await database.db.execute(sql`delete from schema_migrations where idx = ${entry.idx}`);
    try {
      const behind = await app.inject('/api/ready');
      expect(behind.statusCode).toBe(503);
      expect(behind.json()).toMatchObject({
        failing: ['migrations'],
        checks: { database: 'ok', migrations: 'behind', searchIndex: 'ok' },
        migrations: { needed: entry.tag },
      });
      expect(behind.json().migrations.latest).not.toBe(entry.tag);
    } finally {
      await database.db.execute(
        sql`insert into schema_migrations (idx, tag) values (${entry.idx}, ${entry.tag})`,
      );
    }
    // The next release migrated first (a rolling restart): this one still serves.
    await database.db.execute(
      sql`insert into schema_migrations (idx, tag) values (${entry.idx + 1}, '9999_next_release')`,
    );
    try {
      const ahead = await app.inject('/api/ready');
      expect(ahead.statusCode).toBe(200);
      expect(ahead.json().migrations).toEqual({ needed: entry.tag, latest: '9999_next_release' });
    } finally {
      await database.db.execute(sql`delete from schema_migrations where idx = ${entry.idx + 1}`);
    }
  });

  it('is 503 on a database no release has migrated, naming migrations and the index', async () => {
    const empty = await createTestDatabase({ migrate: false });
    const bare = await newApp(empty);
    try {
      const res = await bare.inject('/api/ready');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({
        failing: ['migrations', 'searchIndex'],
        checks: { database: 'ok', migrations: 'behind', searchIndex: 'loading' },
        migrations: { latest: null },
      });
    } finally {
      await bare.close();
      await empty.dispose();
    }
  });
});

describe.runIf(testDatabaseKind === 'postgres')('GET /api/ready while the index is being read', () => {
  it('is 503 while the read waits (books locked by another session) and 200 as soon as it ends', async () => {
    const database = await createTestDatabase();
    await seedDemo(database.db);
    const pool = (database.db as unknown as { $client: pg.Pool }).$client;
    const holder = await pool.connect();
    await holder.query('begin');
    await holder.query('lock table books in access exclusive mode');
    const app = await newApp(database);
    try {
      await app.ready();
      const waiting = await app.inject('/api/ready');
      expect(waiting.statusCode).toBe(503);
      expect(waiting.json()).toMatchObject({ failing: ['searchIndex'], searchIndexBooks: null });
      await holder.query('commit');
      const res = await readyEventually(app);
      expect(res.json().searchIndexBooks).toBe(await catalogueSize(database));
    } finally {
      await holder.query('rollback').catch(() => undefined);
      holder.release();
      await app.close();
      await database.dispose();
    }
  });
});
