import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app.js';
import { writeRecords } from '../src/catalog/catalog-writer.js';
import { demoRecords } from '../src/catalog/seed-demo.js';
import { queryRows } from '../src/db/query-rows.js';
import type { CatalogueIndex } from '../src/search/catalogue-index.js';
import { SyncedCatalogueIndex } from '../src/search/catalogue-index-sync.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/** Questions whose answers cover every lookup the index serves. */
function answers(index: CatalogueIndex) {
  const prefixes = ['the', 'har', 'pot', 'a', 'gh', 'غا', 'zanzibarq', 'quux'];
  return {
    size: index.size,
    words: prefixes.map((p) => index.firstMatching([[{ text: p, prefix: true }]], 30)),
    pairs: index.firstMatching([[{ text: 'the', prefix: true }], [{ text: 'o', prefix: true }]], 30),
    isbns: ['0', '97', '978030640', '1'].map((p) => index.firstWithIsbn(p, 10)),
    titles: ['', 'the', 'a', 'ha', 'z'].map((p) => index.firstTitlesStartingWith(p, 10)),
    typos: ['hary', 'poter', 'galib', 'zanzibr'].map((w) => index.closestWords(w, 4)),
  };
}

async function snapshotHead(t: TestApp) {
  const [row] = await queryRows<{ version: number; parts: number }>(
    t.database.db,
    sql`select version, parts from search_index_snapshots where part = 0`,
  );
  return row ? { version: Number(row.version), parts: Number(row.parts) } : null;
}

/** An index read the way a starting server reads it: from the snapshot when there is one. */
async function started(t: TestApp, snapshots = true): Promise<SyncedCatalogueIndex> {
  const index = new SyncedCatalogueIndex(t.database.db, { snapshots });
  await index.ensure();
  return index;
}

/** Books held away from the index: only a snapshot can answer. */
async function withBooksHeldBack<T>(t: TestApp, work: () => Promise<T>): Promise<T> {
  await t.database.db.execute(sql`alter table books rename to books_held_back`);
  try {
    return await work();
  } finally {
    await t.database.db.execute(sql`alter table books_held_back rename to books`);
  }
}

async function addBook(t: TestApp, sourceId: string, title: string, isbn10: string, isbn13: string) {
  const [template] = demoRecords();
  if (!template) throw new Error('no demo records');
  await writeRecords(
    t.database.db,
    [{ ...template, source: 'snapshot-test', sourceId, title, isbn10, isbn13, categorySlugs: [] }],
    new Map(),
  );
}

/**
 * The catalogue index saved in the database (search/catalogue-index-store.ts): a server loads it
 * instead of reading every book, catches up from the change log, and answers as an index read
 * from the books; a snapshot that cannot be brought up to date is never used.
 */
describe('catalogue index snapshot', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    await t.app.ready();
    // The shop's own index saves a snapshot after its warm-up: once saved, only the tests save.
    await t.app.backgroundWorkSettled();
  }, 180_000);
  afterAll(async () => {
    await t.close();
  });

  it('is saved after the books are read, and a start from it reads no book', async () => {
    const first = await started(t);
    await first.snapshotSaved();
    const head = await snapshotHead(t);
    expect(head?.version).toBe(first.loadedVersion);
    expect(head?.parts).toBeGreaterThan(0);
    const fromSnapshot = await withBooksHeldBack(t, () => started(t));
    expect(fromSnapshot.loadedVersion).toBe(first.loadedVersion);
    expect(fromSnapshot.index.size).toBeGreaterThan(100);
    expect(answers(fromSnapshot.index)).toEqual(answers((await started(t, false)).index));
  });

  it('catches up with books changed since it was saved, and takes later edits', async () => {
    const saved = await snapshotHead(t);
    await addBook(t, 's1', 'Zanzibarquux Tales', '0306406152', '9780306406157');
    await t.database.db.execute(
      sql`update books set title = 'Quuxmarine Voyages', search_title = 'quuxmarine voyages'
          where id = (select min(id) from books)`,
    );
    const index = await started(t);
    expect(index.loadedVersion).toBeGreaterThan(saved?.version ?? 0);
    expect((await snapshotHead(t))?.version).toBe(saved?.version);
    const fresh = await started(t, false);
    expect(answers(index.index)).toEqual(answers(fresh.index));
    expect(index.index.firstMatching([[{ text: 'zanzibarq', prefix: true }]], 5)).toHaveLength(1);
    expect(index.index.firstWithIsbn('978030640615', 5)).toHaveLength(1);

    await t.database.db.execute(sql`delete from books where source = 'snapshot-test'`);
    const [row] = await queryRows<{ v: number }>(
      t.database.db,
      sql`select coalesce(max(seq), 0) as v from search_changes`,
    );
    await index.ensure(Number(row?.v));
    await fresh.ensure(Number(row?.v));
    expect(index.index.firstMatching([[{ text: 'zanzibarq', prefix: true }]], 5)).toEqual([]);
    expect(answers(index.index)).toEqual(answers(fresh.index));
  });

  it('is not used when the change log cannot bring it up to date, and is saved again', async () => {
    const truth = answers((await started(t, false)).index);
    // A version the log never reached (the log was replaced since, by a restore): read the books.
    await t.database.db.execute(sql`update search_index_snapshots set version = version + 1000000`);
    await expect(withBooksHeldBack(t, () => started(t))).rejects.toThrow();
    const rebuilt = await started(t);
    expect(answers(rebuilt.index)).toEqual(truth);
    await rebuilt.snapshotSaved();
    expect((await snapshotHead(t))?.version).toBe(rebuilt.loadedVersion);
    expect(answers((await withBooksHeldBack(t, () => started(t))).index)).toEqual(truth);
  });

  it('is not used when of another format, cut short or mixed with another save', async () => {
    const truth = answers((await started(t, false)).index);
    const spoilt = [
      sql`update search_index_snapshots set format = format + 1`,
      sql`update search_index_snapshots set data = substring(data from 1 for length(data) - 1)
          where part = parts - 1`,
      // A part of an earlier save after this one's parts, as a reader between two saves could see.
      sql`with head as (update search_index_snapshots set parts = parts + 1 returning *)
          insert into search_index_snapshots (part, parts, format, version, made_at, data)
          select parts - 1, parts, format, version, made_at - interval '1 second', data from head
          where part = 0`,
      // A part missing.
      sql`update search_index_snapshots set parts = parts + 1`,
    ];
    for (const spoil of spoilt) {
      await t.database.db.execute(spoil);
      await expect(withBooksHeldBack(t, () => started(t))).rejects.toThrow();
      const rebuilt = await started(t);
      expect(answers(rebuilt.index)).toEqual(truth);
      await rebuilt.snapshotSaved();
      expect(answers((await withBooksHeldBack(t, () => started(t))).index)).toEqual(truth);
    }
  });

  it('keeps the change log after its version however old, and prunes what it no longer needs', async () => {
    const index = await started(t);
    await index.snapshotSaved();
    const saved = (await snapshotHead(t))?.version ?? 0;
    await addBook(t, 's2', 'Oldlog Quuxbook', '0306406160', '9780306406164');
    await t.database.db.execute(sql`update search_changes set at = now() - interval '30 days'`);
    // A whole read prunes the log: entries up to the snapshot go, those after it stay.
    await started(t, false);
    const [left] = await queryRows<{ before: number; after: number }>(
      t.database.db,
      sql`select count(*) filter (where seq <= ${saved})::int as before,
                 count(*) filter (where seq > ${saved})::int as after from search_changes`,
    );
    expect(left?.before).toBe(0);
    expect(left?.after).toBeGreaterThan(0);
    const caughtUp = await withBooksHeldBack(t, async () => {
      await expect(started(t)).rejects.toThrow();
      return null;
    });
    expect(caughtUp).toBeNull();
    const later = await started(t);
    expect(later.index.firstMatching([[{ text: 'oldlog', prefix: false }]], 5)).toHaveLength(1);
  });
});

describe('GET /api/ready with a snapshot', () => {
  it('waits until the index loaded from the snapshot has caught up with the log', async () => {
    const t = await createTestApp({ seed: true });
    try {
      await t.app.ready();
      // The app's own index saves a snapshot once read.
      await vi.waitFor(async () => expect(await snapshotHead(t)).not.toBeNull(), { timeout: 30_000 });
      await addBook(t, 'r1', 'Readiness Quuxbook', '0306406179', '9780306406171');
      await t.database.db.execute(sql`alter table books rename to books_held_back`);
      const second = await buildApp({
        config: { dataDir: null, webDistDir: null, logLevel: 'silent', autocompleteCacheSeconds: 0 },
        database: t.database,
        logger: false,
      });
      try {
        await second.ready();
        // The snapshot is there, but the book added since cannot be read: not ready.
        const waiting = await second.inject('/api/ready');
        expect(waiting.statusCode).toBe(503);
        expect(waiting.json()).toMatchObject({ failing: ['searchIndex'], searchIndexBooks: null });
        await t.database.db.execute(sql`alter table books_held_back rename to books`);
        await vi.waitFor(async () => expect((await second.inject('/api/ready')).statusCode).toBe(200), {
          timeout: 30_000,
          interval: 50,
        });
        const res = await second.inject({ url: '/api/autocomplete', query: { search: 'readiness quux' } });
        expect(res.json().results.map((r: { BOOK_TITLE: string }) => r.BOOK_TITLE)).toEqual([
          'Readiness Quuxbook',
        ]);
      } finally {
        await t.database.db.execute(sql`alter table if exists books_held_back rename to books`);
        await second.close();
      }
    } finally {
      await t.close();
    }
  }, 180_000);
});
