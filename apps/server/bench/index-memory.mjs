// The autocomplete index's own memory: reads the catalogue index from the database the
// environment names (DATABASE_URL, else the PGlite DATA_DIR) exactly as the server does at start,
// and prints, as one JSON line, how long the read took and what it added to this process:
// V8 heap plus array buffers (the index's strings and typed arrays) and resident memory, each
// after a full garbage collection, and how long a rebuild after one book's change takes; then how
// long saving the index as a snapshot takes, its size, and how long a start loads it back
// (search/catalogue-index-store.ts). Run by million-titles.mjs:
//
//   node --expose-gc --import tsx bench/index-memory.mjs
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';

const here = path.dirname(fileURLToPath(import.meta.url));
const src = path.join(here, '../src');
const { openDatabase } = await import(path.join(src, 'db/client.ts'));
const { migrate } = await import(path.join(src, 'db/migrate.ts'));
const { SyncedCatalogueIndex } = await import(path.join(src, 'search/catalogue-index-sync.ts'));
const { loadSnapshot, saveSnapshot } = await import(path.join(src, 'search/catalogue-index-store.ts'));
const { encodeSnapshot } = await import(path.join(src, 'search/catalogue-index-snapshot.ts'));

if (typeof globalThis.gc !== 'function') throw new Error('run with node --expose-gc');
const settled = () => {
  globalThis.gc();
  const m = process.memoryUsage();
  return { heap: m.heapUsed + m.arrayBuffers, rss: m.rss };
};
const mb = (bytes) => Math.round(bytes / 1024 / 1024);

const database = await openDatabase({
  url: process.env.DATABASE_URL || undefined,
  dataDir: process.env.DATABASE_URL ? null : (process.env.DATA_DIR ?? null),
});
try {
  // A database imported by an older release (BENCH_MILLION_FROM) lacks the snapshot table.
  await migrate(database.db);
  const before = settled();
  // From the books, as a start without a snapshot reads them.
  const index = new SyncedCatalogueIndex(database.db, { snapshots: false });
  const started = performance.now();
  await index.ensure();
  const loadMs = Math.round(performance.now() - started);
  const after = settled();
  // A catalogue edit: the index is rebuilt with the changed book (catalogue-index.ts).
  const some = index.index.firstTitlesStartingWith('a', 1)[0];
  const rebuildStarted = performance.now();
  if (some !== undefined) index.index.upsert([index.index.book(some)]);
  index.index.prepare();
  const rebuildMs = Math.round(performance.now() - rebuildStarted);
  const snapshotMb = mb(encodeSnapshot(index.index.current()).byteLength);
  const saveStarted = performance.now();
  await saveSnapshot(database.db, index.loadedVersion, index.index.current(), true);
  const snapshotSaveMs = Math.round(performance.now() - saveStarted);
  const snapshotStarted = performance.now();
  const loaded = await loadSnapshot(database.db);
  const snapshotLoadMs = Math.round(performance.now() - snapshotStarted);
  if (loaded?.structures.ids.length !== index.index.size) throw new Error('the snapshot did not load back');
  // The database as the import left it: the shop's first start reads the books and saves its own.
  await database.db.execute(sql`delete from search_index_snapshots`);
  console.log(
    JSON.stringify({
      books: index.index.size,
      loadMs,
      rebuildMs,
      snapshotMb,
      snapshotSaveMs,
      snapshotLoadMs,
      heapMb: mb(after.heap - before.heap),
      rssMb: mb(after.rss - before.rss),
      processRssMb: mb(after.rss),
    }),
  );
} finally {
  await database.close?.();
}
process.exit(0);
