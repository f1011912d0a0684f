import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.js';
import { deskBookRequestsRoutes } from './book-requests/routes.js';
import { createDeskBookRequestsService } from './book-requests/service.js';
import { catalogueBooksRoutes } from './books/routes.js';
import { createCatalogueBooksService } from './books/service.js';
import { bulkRoutes } from './bulk/routes.js';
import { createBulkService } from './bulk/service.js';
import { bankLogoRoute } from './card-rules/bank-logo-route.js';
import { cardRulesRoutes } from './card-rules/routes.js';
import { createCardRulesService } from './card-rules/service.js';
import { deskCategoriesRoutes } from './categories/routes.js';
import { createDeskCategoriesService } from './categories/service.js';
import { coversRoutes } from './covers/routes.js';
import { createCoversService } from './covers/service.js';
import { deskGiftCardsRoutes } from './gift-cards/routes.js';
import { createDeskGiftCardsService } from './gift-cards/service.js';
import { homeDeskRoutes } from './home/routes.js';
import { createHomeDeskService } from './home/service.js';

export interface CatalogueDeskDeps {
  db: Database;
  /** Starts delivering what was written to the outbox, after the commit. */
  deliverMail: () => void;
  publicUrl: string;
}

/**
 * The catalogue desk (issue 25) under `/api/admin/catalogue`: books, covers, stock, bulk CSV,
 * categories, the home page, bank-card rules, book requests and gift cards. Registered inside the
 * admin API, so the one staff guard checks every route (area `catalogue`: owner and catalogue
 * roles). Multipart bodies (covers, logos, CSV files) are parsed here only: the rest of the shop
 * keeps its JSON-only, 64 KB bodies.
 */
export async function registerCatalogueDesk(app: FastifyInstance, deps: CatalogueDeskDeps): Promise<void> {
  await app.register(async (desk) => {
    await desk.register(fastifyMultipart, {
      // Each route reads one file with its own size limit (uploads.ts); these bound the rest.
      limits: { files: 1, fields: 10, fieldSize: 1024, parts: 12, headerPairs: 100 },
    });
    await desk.register(catalogueBooksRoutes, { books: createCatalogueBooksService(deps) });
    await desk.register(coversRoutes, { covers: createCoversService(deps) });
    const bulk = createBulkService(deps);
    // An import running when the shop stops finishes (or fails whole) before the database closes.
    desk.addHook('onClose', async () => {
      await bulk.settled();
    });
    await desk.register(bulkRoutes, { bulk });
    await desk.register(deskCategoriesRoutes, { categories: createDeskCategoriesService(deps) });
    await desk.register(homeDeskRoutes, { home: createHomeDeskService(deps) });
    await desk.register(cardRulesRoutes, { rules: createCardRulesService(deps) });
    await desk.register(deskBookRequestsRoutes, { requests: createDeskBookRequestsService(deps) });
    await desk.register(deskGiftCardsRoutes, { giftCards: createDeskGiftCardsService(deps) });
  });
  // Public: the logos the desk stores, for the /card-discounts page.
  await app.register(bankLogoRoute, { db: deps.db });
}
