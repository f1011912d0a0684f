import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { migratedCluster } from '../../src/db/migrated-cluster.js';
import { MIGRATED_TEMPLATE_FILE } from '../../src/db/pglite-template.js';

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
  const { cluster } = await migratedCluster();
  try {
    // Uncompressed: every test database loads it, and gunzip would cost each of them time.
    const dump = await cluster.dumpDataDir('none');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    const packed = await cluster.dumpDataDir('gzip');
    const serverBuildDir = project.getProvidedContext().serverBuildDir;
    writeFileSync(path.join(serverBuildDir, MIGRATED_TEMPLATE_FILE), Buffer.from(await packed.arrayBuffer()));
  } finally {
    await cluster.close();
  }
  project.provide('pgliteMigratedTemplate', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
