import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../src/db/client.js';
import { migrate } from '../../src/db/migrate.js';
import { builtEntry } from './built-entry.js';

/** Which database this test run uses; the vitest project sets it (see vitest.config.ts). */
export const testDatabaseKind = process.env.TEST_DB_KIND === 'postgres' ? 'postgres' : 'pglite';

export interface TestDatabase extends DatabaseHandle {
  /** Closes the connection and, on PostgreSQL, drops the scratch schema. */
  dispose(): Promise<void>;
}

/**
 * A fresh, migrated database: PGlite in memory, or a scratch schema on the PostgreSQL named by
 * TEST_DATABASE_URL, so the same tests prove both. With `migrate: false` it is empty.
 */
export async function createTestDatabase(options: { migrate?: boolean } = {}): Promise<TestDatabase> {
  const migrated = options.migrate !== false;
  const handle =
    testDatabaseKind === 'postgres' ? await openScratchPostgres() : await openMemoryPglite(migrated);
  // On PGlite a no-op over the migrated template (it checks the template is complete).
  if (migrated) await migrate(handle.db);
  return handle;
}

/** Migrated PGlite starts from the run's migrated template (pglite-migrated-template.ts). */
async function openMemoryPglite(migrated: boolean): Promise<TestDatabase> {
  const handle = await openDatabase({
    url: null,
    dataDir: null,
    pgliteWorker: builtEntry('pglite-worker'),
    ...(migrated ? { pgliteTemplate: inject('pgliteMigratedTemplate') } : {}),
  });
  return { ...handle, dispose: () => handle.close() };
}

async function openScratchPostgres(): Promise<TestDatabase> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DB_KIND=postgres needs TEST_DATABASE_URL');
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const handle = await openDatabase({ url, dataDir: null, searchPath: schema, poolSize: 4 });
  return {
    ...handle,
    async dispose() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`drop schema ${schema} cascade`);
      await cleanup.end();
    },
  };
}
