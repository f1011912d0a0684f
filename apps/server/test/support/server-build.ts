import { mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build, type Options } from 'tsup';
import type { TestProject } from 'vitest/node';
import tsupConfig from '../../tsup.config.js';
import { BUILT_ENTRIES } from './built-entry.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The server built for this run, as `pnpm build` builds dist/: see server-build.ts. */
    serverBuildDir: string;
  }
}

const serverDir = path.resolve(import.meta.dirname, '../..');

/**
 * Global setup of the server's test projects: builds the server (its entries: server.js, cli.js,
 * pglite-worker.js) with the package's own tsup configuration, once per run, for what the tests run
 * in a thread or a process of its own. Run from the TypeScript source instead, every such thread
 * and process registered tsx: about 0.5 s of each test database's 2.3 s (its PGlite thread), and
 * 3 s of each server process's 11 s start. Built anew from the working tree on every run, so it
 * cannot lag behind the source; in a folder beside dist/, so the built code finds the migrations
 * and the web app's build where dist/'s does.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const config = tsupConfig as Options;
  // Only the entries tests run (not openapi.js): each is a bundle of its own.
  const entries = config.entry as Record<string, string>;
  const entry = Object.fromEntries(
    BUILT_ENTRIES.map((name) => {
      const file = entries[name];
      if (!file) throw new Error(`tsup.config.ts has no entry "${name}" for the tests to run`);
      return [name, path.join(serverDir, file)];
    }),
  );
  const outDir = mkdtempSync(path.join(serverDir, '.test-build-'));
  await build({ ...config, config: false, entry, outDir, silent: true, sourcemap: false });
  project.provide('serverBuildDir', outDir);
  return () => rmSync(outDir, { recursive: true, force: true });
}
