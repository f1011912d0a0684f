import { defineConfig } from 'vitest/config';

const shared = {
  testTimeout: 30_000,
  hookTimeout: 60_000,
  // Fails a test whose answers differ from the OpenAPI document (test/support/openapi-contract.ts).
  setupFiles: ['test/support/contract-setup.ts'],
};

/**
 * The tests of the whole server (test/**): a file shares its worker's modules with the files
 * before it rather than importing the server again (README, Development); the setup file undoes
 * timers, stubs and environment a file leaves behind, and fails a file that replaced a built-in.
 * Two files once imported pdfjs's legacy build, whose core-js polyfills replace
 * Array.prototype.push and JSON.stringify for good: every later file in that worker ran slower
 * (the fuzz test three times), which is why sharing was once turned off. They read PDFs in a
 * worker thread now (test/support/pdf-text.ts).
 */
const withDatabase = {
  ...shared,
  include: ['test/**/*.test.ts'],
  isolate: false,
  // Builds the server once per run for the threads and processes tests start (server-build.ts).
  globalSetup: ['test/support/server-build.ts'],
};

/**
 * Files whose subject is the HTTP layer, not the database: what a route answers to hostile input
 * (fuzz, hostile-params), the OpenAPI document, the security headers and how logs are written.
 * They run once, on PGlite: PGlite is PostgreSQL's own code, so the statements they cause behave
 * alike on both, and the second run (1.5-2 minutes of CI's PostgreSQL run on 2026-11-28, fuzz
 * alone 68 s) checked nothing the first had not. What differs between the two databases (the
 * pool, concurrent backends, LISTEN, a lost connection) is what the rest of the files exercise.
 */
const ONCE_ON_PGLITE = [
  'test/fuzz.test.ts',
  'test/hostile-params.test.ts',
  'test/openapi.test.ts',
  'test/security-headers.test.ts',
  'test/logging-async.test.ts',
];

/**
 * Server tests always run on embedded PGlite; when TEST_DATABASE_URL names a PostgreSQL they run
 * a second time against it, each test file in a scratch schema of its own.
 */
export default defineConfig({
  test: {
    // PGlite instances are memory-hungry WASM; two workers match the 2-core CI machine.
    maxWorkers: 2,
    coverage: {
      provider: 'v8',
      reporter: ['text-summary'],
      include: ['src/**/*.ts'],
      exclude: ['src/**/*.test.ts'],
      // Under the figures of the unit and PGlite projects on 2026-11-22 (79.8 / 70.1 / 84.0 /
      // 82.4). `pnpm test` counts coverage over those two only and runs the PostgreSQL project
      // after, without it (scripts/test-on-postgres.mjs): the counters cost that run about a
      // third more CPU for figures the thresholds do not use.
      thresholds: { statements: 77, branches: 67, functions: 81, lines: 80 },
    },
    projects: [
      // The unit tests beside the source open no database: they run once, not per database.
      { test: { ...shared, include: ['src/**/*.test.ts'], name: 'unit' } },
      {
        test: {
          ...withDatabase,
          name: 'pglite',
          env: { TEST_DB_KIND: 'pglite' },
          // Migrates once per run; each test database starts from the result.
          globalSetup: [...withDatabase.globalSetup, 'test/support/pglite-migrated-template.ts'],
        },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              test: {
                ...withDatabase,
                name: 'postgres',
                env: { TEST_DB_KIND: 'postgres' },
                exclude: ONCE_ON_PGLITE,
              },
            },
          ]
        : []),
    ],
  },
});
