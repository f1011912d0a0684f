import { writeFileSync } from 'node:fs';
import { buildApp } from '../app.js';
import { openDatabase } from '../db/client.js';
import { migrate } from '../db/migrate.js';

/**
 * The OpenAPI document of the whole app, every route in it: the development routes and the
 * metrics route are turned on, so the document describes them too (each says when it exists).
 * The app runs on an in-memory PGlite for the moment it takes.
 */
export async function openApiDocument(): Promise<object> {
  const database = await openDatabase({ url: null, dataDir: null });
  try {
    await migrate(database.db);
    const app = await buildApp({
      config: {
        dataDir: null,
        webDistDir: null,
        logLevel: 'silent',
        devRoutes: true,
        metricsToken: 'document-only',
      },
      database,
      logger: false,
    });
    try {
      await app.ready();
      return app.swagger() as object;
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
}

/**
 * `node dist/openapi.js <file>`: writes the document of the built app to the file (standard
 * output without one), for `redocly lint` in `pnpm lint:openapi` and for API users' tools.
 */
async function main(): Promise<void> {
  const document = `${JSON.stringify(await openApiDocument(), null, 2)}\n`;
  const file = process.argv[2];
  if (file) writeFileSync(file, document);
  else process.stdout.write(document);
}

if (process.argv[1]?.endsWith('openapi.js')) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
