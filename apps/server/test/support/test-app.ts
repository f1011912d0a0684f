import { buildApp } from '../../src/app.js';
import { seedDemo } from '../../src/catalog/seed-demo.js';
import { checkAnswersAgainstDocument } from './openapi-contract.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';

export interface TestApp {
  app: Awaited<ReturnType<typeof buildApp>>;
  database: TestDatabase;
  close(): Promise<void>;
}

/** The real app on a fresh test database, optionally with the demo catalogue loaded. */
export async function createTestApp(
  options: { seed?: boolean; webDistDir?: string | null } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  if (options.seed) await seedDemo(database.db);
  // Every answer a test receives is checked against the OpenAPI document (openapi-contract.ts).
  const app = checkAnswersAgainstDocument(
    await buildApp({
      config: {
        dataDir: null,
        webDistDir: options.webDistDir ?? null,
        logLevel: 'silent',
        // Tests write from one address far faster than a shopper; the limits have tests of their own.
        anonymousWritesPerMinute: 100_000,
        cardIntentLimits: { perShopper: 100_000, perAddress: 100_000 },
      },
      database,
      logger: false,
    }),
  );
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.dispose();
    },
  };
}
