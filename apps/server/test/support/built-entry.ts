import path from 'node:path';
import { inject } from 'vitest';

/** The entries tests run; the build (server-build.ts) makes only these. */
export const BUILT_ENTRIES = ['server', 'cli', 'pglite-worker'] as const;

/**
 * A file of the server as built for this test run (server-build.ts), named as its tsup entry: the
 * server or the CLI a test starts as a process of its own, as an operator runs dist/server.js or
 * dist/cli.js, or the code of a test database's PGlite thread.
 */
export function builtEntry(entry: (typeof BUILT_ENTRIES)[number]): string {
  return path.join(inject('serverBuildDir'), `${entry}.js`);
}
