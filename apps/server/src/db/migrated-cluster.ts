import type { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import type { Database } from './client.js';
import { type MigrationLevel, migrate } from './migrate.js';
import { openPglite } from './pglite-open.js';
import * as schema from './schema/index.js';

/**
 * A new in-memory PGlite cluster with every migration applied and flushed to its data files (so a
 * cluster started from its dump has no WAL to replay), to be dumped as a template: the build's
 * (scripts/make-pglite-template.ts) and the tests' (test/support/pglite-migrated-template.ts).
 * The caller closes it. A module of its own so the shop's start never loads drizzle's PGlite driver.
 */
export async function migratedCluster(): Promise<{ cluster: PGlite; level: MigrationLevel }> {
  const cluster = await openPglite(null);
  try {
    // The wire server is not needed to migrate: drizzle's PGlite driver runs the same statements.
    const level = await migrate(drizzle({ client: cluster, schema }) as unknown as Database);
    await cluster.exec('checkpoint');
    return { cluster, level };
  } catch (error) {
    await cluster.close();
    throw error;
  }
}
