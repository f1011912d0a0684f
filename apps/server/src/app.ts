import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { createBooksRepository } from './books/repository.js';
import { booksRoutes } from './books/routes.js';
import { createCategoriesRepository } from './categories/repository.js';
import { categoriesRoutes } from './categories/routes.js';
import type { ServerConfig } from './config.js';
import type { DatabaseHandle } from './db/client.js';
import { healthRoutes } from './health/routes.js';
import { createCoverStore } from './images/cover-store.js';
import { imageRoutes } from './images/routes.js';
import { registerErrorHandler } from './lib/error-handler.js';
import { registerWebApp } from './web/static-web.js';

export interface AppDeps {
  config: Pick<ServerConfig, 'dataDir' | 'webDistDir' | 'logLevel'>;
  database: DatabaseHandle;
  logger?: FastifyServerOptions['logger'];
}

/** Builds the whole server without listening, so tests drive it with `inject`. */
export async function buildApp({ config, database, logger }: AppDeps) {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    // Behind a load balancer the client address comes from X-Forwarded-For (throttling needs it).
    trustProxy: true,
    ajv: { customOptions: { coerceTypes: true, removeAdditional: true, useDefaults: true } },
  });
  registerErrorHandler(app);
  await app.register(fastifyCompress, { threshold: 1024 });

  const books = createBooksRepository(database.db);
  const covers = createCoverStore(database.db, config.dataDir);

  await app.register(healthRoutes, { database });
  await app.register(booksRoutes, { books });
  await app.register(categoriesRoutes, { categories: createCategoriesRepository(database.db) });
  await app.register(imageRoutes, { covers });
  await registerWebApp(app, config.webDistDir);
  return app;
}
