import path from 'node:path';
import { inject } from 'vitest';

/**
 * The file that runs the server or the CLI as built for this test run (server-build.ts): what a
 * test starts as a process of its own, as an operator runs dist/server.js or dist/cli.js.
 */
export function builtEntry(entry: 'server' | 'cli'): string {
  return path.join(inject('serverBuildDir'), `${entry}.js`);
}
