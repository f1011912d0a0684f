import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { COVER_VERSION } from '@bookshop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeRecords } from '../src/catalog/catalog-writer.js';
import { demoRecords } from '../src/catalog/seed-demo.js';
import { createCoverStore } from '../src/images/cover-store.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';

/**
 * Generated covers are kept on disk per cover version, so covers drawn before a change of drawing
 * (the Urdu font of issue 15 among them) are drawn anew rather than served from an old file.
 */
describe('cover files on disk', () => {
  let database: TestDatabase;
  let dataDir: string;
  const record = demoRecords().find((r) => r.sourceId === 'urdu-khushbu');
  beforeAll(async () => {
    if (!record) throw new Error('no demo record urdu-khushbu');
    database = await createTestDatabase();
    await writeRecords(database.db, [{ ...record, categorySlugs: [] }], new Map());
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'bookshop-covers-'));
  });
  afterAll(async () => {
    await database.dispose();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('keeps covers under the cover version and never serves a file drawn before it', async () => {
    const picname = record?.picname as string;
    // A cover file as an older shop left it, outside any version folder.
    const stale = Buffer.from('old cover with boxes');
    await mkdir(path.join(dataDir, 'covers'), { recursive: true });
    await writeFile(path.join(dataDir, 'covers', `${picname}.webp`), stale);

    const store = createCoverStore(database.db, dataDir);
    const cover = await store.cover(picname);
    expect(cover?.subarray(8, 12).toString()).toBe('WEBP');
    const kept = await readFile(path.join(dataDir, 'covers', `v${COVER_VERSION}`, `${picname}.webp`));
    expect(kept.equals(cover as Buffer)).toBe(true);
    // The next request is answered from the versioned file, as drawn now.
    expect((await store.cover(picname))?.equals(kept)).toBe(true);
  });
});
