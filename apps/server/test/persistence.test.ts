import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { catalogueIsEmpty, seedDemo } from '../src/catalog/seed-demo.js';
import { setStock } from '../src/catalog/set-stock.js';
import { openDatabase } from '../src/db/client.js';
import { migrate } from '../src/db/migrate.js';
import { books } from '../src/db/schema/index.js';
import { testDatabaseKind } from './support/test-database.js';

// The embedded database's own promise: what is written under DATA_DIR is there after a restart.
// Two cold starts of a cluster on disk, every migration from scratch and the demo seeded: 15 s
// on a quiet machine, over 30 s on a loaded 2-core CI runner (it timed out there once).
const TWO_COLD_STARTS_MS = 180_000;

describe.runIf(testDatabaseKind === 'pglite')('embedded database on disk', () => {
  it('keeps the catalogue and stock changes across a restart', { timeout: TWO_COLD_STARTS_MS }, async () => {
    const dataDir = path.join(await mkdtemp(path.join(tmpdir(), 'bookshop-data-')), 'db');
    const first = await openDatabase({ url: null, dataDir });
    await migrate(first.db);
    expect(await catalogueIsEmpty(first.db)).toBe(true);
    const seeded = await seedDemo(first.db);
    const [book] = await first.db.select({ id: books.id }).from(books).limit(1);
    await setStock(first.db, book!.id, 7);
    await first.close();

    const second = await openDatabase({ url: null, dataDir });
    const level = await migrate(second.db);
    expect(level.applied).toBeGreaterThanOrEqual(1);
    const [row] = await second.db.select({ n: count() }).from(books);
    expect(row?.n).toBe(seeded.inserted);
    const again = await seedDemo(second.db);
    expect(again).toEqual({ inserted: 0, updated: 0, unchanged: seeded.inserted });
    const after = await setStock(second.db, book!.id, 0);
    expect(after).toMatchObject({ stock: 0, stockStatus: 'out_of_stock' });
    await second.close();
  });
});
