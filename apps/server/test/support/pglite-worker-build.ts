import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'tsup';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The database thread's code (src/db/pglite-worker.ts) built to JavaScript for this run. */
    pgliteWorkerScript: string;
  }
}

const serverDir = path.resolve(import.meta.dirname, '../..');

/**
 * Global setup of the PGlite project: builds the database thread's code once, as the shop's own
 * build does, for every test database's thread to load. Loading the TypeScript source instead
 * registers tsx in each new thread: about 0.6 s of a test database's 2.3 s, paid by every test
 * file. Built anew from the working tree on every run, so it cannot lag behind the source. It is
 * written under the server's node_modules, where its npm imports resolve as dist/'s do.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const outDir = path.join(serverDir, 'node_modules', '.cache', `pglite-worker-${process.pid}`);
  mkdirSync(outDir, { recursive: true });
  await build({
    config: false,
    entry: { 'pglite-worker': path.join(serverDir, 'src/db/pglite-worker.ts') },
    outDir,
    format: ['esm'],
    target: 'node20',
    platform: 'node',
    silent: true,
    noExternal: [/^@bookshop\//],
  });
  project.provide('pgliteWorkerScript', path.join(outDir, 'pglite-worker.js'));
  return () => rmSync(outDir, { recursive: true, force: true });
}
