import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/pglite';
import type { TestProject } from 'vitest/node';
import type { Database } from '../../src/db/client.js';
import { migrate } from '../../src/db/migrate.js';
import { openPglite } from '../../src/db/pglite-open.js';
import { MIGRATED_TEMPLATE_FILE } from '../../src/db/pglite-template.js';
import * as schema from '../../src/db/schema/index.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dump of a PGlite cluster with every migration of this checkout applied (test-database.ts). */
    pgliteMigratedTemplate: string;
  }
}

/**
 * Global setup of the PGlite project: migrates one empty in-memory cluster, the way every test
 * database used to be migrated, and dumps it for the test databases to start from. Migrating
 * took most of the 3 s each test file spent making its database. Made anew on every run from
 * the migrations in the working tree, so it can never lag behind them; the migrations themselves
 * run from scratch right here (a failing one fails the run) and again in migrate-from-scratch.test.ts.
 * Also packed as the shop's migrated template beside the run's server build (server-build.ts,
 * which runs before this), so a server process a test starts on a new DATA_DIR starts from it as
 * a built shop does from dist/'s.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'bookshop-test-template-'));
  const file = path.join(dir, 'migrated.tar');
  const pglite = await openPglite(null);
  try {
    // The wire server is not needed to migrate: drizzle's PGlite driver runs the same statements.
    await migrate(drizzle({ client: pglite, schema }) as unknown as Database);
    // Flushed to the data files, so a database started from the dump has no WAL to replay.
    await pglite.exec('checkpoint');
    // Uncompressed: every test database loads it, and gunzip would cost each of them time.
    const dump = await pglite.dumpDataDir('none');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    const packed = await pglite.dumpDataDir('gzip');
    const serverBuildDir = project.getProvidedContext().serverBuildDir;
    writeFileSync(path.join(serverBuildDir, MIGRATED_TEMPLATE_FILE), Buffer.from(await packed.arrayBuffer()));
  } finally {
    await pglite.close();
  }
  project.provide('pgliteMigratedTemplate', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
