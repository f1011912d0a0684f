// The server tests' second run, on PostgreSQL, when TEST_DATABASE_URL names one (package.json
// "test"; the first run, on PGlite, counts coverage). This run goes without coverage: the v8
// counters cost it about a third more CPU, and the thresholds are the PGlite run's.
import { spawnSync } from 'node:child_process';

if (!process.env.TEST_DATABASE_URL) {
  console.log('TEST_DATABASE_URL is not set: the server tests ran on PGlite only.');
  process.exit(0);
}
const run = spawnSync('vitest', ['run', '--project', 'postgres', ...process.argv.slice(2)], {
  stdio: 'inherit',
  shell: process.platform === 'win32',
});
process.exit(run.status ?? 1);
