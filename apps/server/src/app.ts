import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { addressesRoutes } from './addresses/routes.js';
import { createAddressesService } from './addresses/service.js';
import { registerAdmin } from './admin/register-admin.js';
import { registerAuth } from './auth/request-auth.js';
import { authRoutes } from './auth/routes.js';
import { createAuthService } from './auth/service.js';
import { backInStockRoutes } from './back-in-stock/routes.js';
import { createBackInStockService } from './back-in-stock/service.js';
import { binsRoutes } from './bins/routes.js';
import { createBooksRepository } from './books/repository.js';
import { booksRoutes } from './books/routes.js';
import { cartRoutes } from './cart/routes.js';
import { createCartService } from './cart/service.js';
import { createCategoriesRepository } from './categories/repository.js';
import { categoriesRoutes } from './categories/routes.js';
import type { ServerConfig } from './config.js';
import type { DatabaseHandle } from './db/client.js';
import { devStaffRoute } from './dev/dev-staff-route.js';
import { giftCardRoutes } from './gift-cards/routes.js';
import { createGiftCardsService } from './gift-cards/service.js';
import { createReadiness } from './health/readiness.js';
import { healthRoutes } from './health/routes.js';
import { createHistoryRepository } from './history/repository.js';
import { historyRoutes } from './history/routes.js';
import { createCoverStore } from './images/cover-store.js';
import { imageRoutes } from './images/routes.js';
import { registerErrorHandler } from './lib/error-handler.js';
import { createListingsRepository } from './listings/repository.js';
import { listingsRoutes } from './listings/routes.js';
import { createListingsService } from './listings/service.js';
import { logsWritten } from './logging/log-destination.js';
import { registerRequestIdHeader, requestIdOptions } from './logging/request-id.js';
import { forOutput } from './logging/terminal-logs.js';
import { mailLogoRoute } from './mail/logo-route.js';
import { startMailer } from './mail/mailer.js';
import { devMailRoutes } from './mail/routes.js';
import { registerMaintenance } from './maintenance/maintenance-mode.js';
import { registerMetrics } from './metrics/register-metrics.js';
import { registerOpenApi } from './openapi/register-openapi.js';
import { afterOrderRoutes } from './orders/after-order-routes.js';
import { createAfterOrderService } from './orders/after-order-service.js';
import { createIdempotencyStore, leaseSecondsFromEnv } from './orders/idempotency.js';
import { createPlaceOrder } from './orders/place-order.js';
import { ordersRoutes } from './orders/routes.js';
import { createOrdersService, defaultShopEmail } from './orders/service.js';
import type { PaymentProvider } from './payments/provider.js';
import { paymentsRoutes } from './payments/routes.js';
import { devSandboxPaymentsRoute } from './payments/sandbox/dev-payments-route.js';
import { createSandboxProvider } from './payments/sandbox/sandbox-provider.js';
import { sandboxProviderRoutes } from './payments/sandbox/sandbox-routes.js';
import { createPaymentsService } from './payments/service.js';
import { profileRoutes } from './profile/routes.js';
import { createProfileService } from './profile/service.js';
import { registerCatalogueCache } from './read-cache/register-catalogue-cache.js';
import { createBookRequestsRepository } from './requests/repository.js';
import { bookRequestsRoutes } from './requests/routes.js';
import { createBookRequestsService } from './requests/service.js';
import { createAutocompleteRepository } from './search/autocomplete-repository.js';
import { createAutocompleteService } from './search/autocomplete-service.js';
import { SyncedCatalogueFacets } from './search/catalogue-facets-sync.js';
import { SyncedCatalogueIndex } from './search/catalogue-index-sync.js';
import { analyzeWhenReady } from './search/planner-statistics.js';
import { searchRoutes } from './search/routes.js';
import { createSearchRepository } from './search/search-repository.js';
import { createSearchService } from './search/search-service.js';
import { logOptions } from './security/log-options.js';
import { hardenedServerOptions, registerHardening } from './security/register-hardening.js';
import { createSeoRepository } from './seo/repository.js';
import { seoRoutes } from './seo/routes.js';
import { createSeoService } from './seo/service.js';
import { createStaffService } from './staff/service.js';
import { registerBenchTimings } from './timing/bench-timings.js';
import { registerAdminApp } from './web/admin-app.js';
import { registerWebApp } from './web/static-web.js';

export interface AppDeps {
  config: Pick<ServerConfig, 'dataDir' | 'webDistDir' | 'logLevel'> &
    // Optional so tests and tools can build the app from a few settings; defaults are the development ones.
    Partial<
      Pick<
        ServerConfig,
        | 'publicUrl'
        | 'smtpUrl'
        | 'mailFrom'
        | 'devRoutes'
        | 'maintenanceHosts'
        | 'highDiscountThreshold'
        | 'autocompleteCacheSeconds'
        | 'autocompleteCacheBytes'
        | 'readCacheBytes'
        | 'searchCacheSeconds'
        | 'searchCacheBytes'
        | 'searchRanksBytes'
        | 'pageCacheBytes'
        | 'benchTimings'
        | 'benchImportCsv'
        | 'trustProxy'
        | 'anonymousWritesPerMinute'
        | 'cardIntentLimits'
        | 'redisUrl'
        | 'shopEmail'
        | 'returnDays'
        | 'host'
        | 'logFormat'
        | 'metricsPort'
        | 'metricsToken'
        | 'deliveryAreas'
        | 'adminDistDir'
      >
    > & {
      /** Redis key prefix of the rate-limit counters; tests give each app its own. */
      rateLimitNameSpace?: string;
    };
  database: DatabaseHandle;
  /**
   * The app closes the database as it closes, after its own background work (start.ts, whose
   * shop owns its database); tests that own theirs leave it out.
   */
  closesDatabase?: boolean;
  logger?: FastifyServerOptions['logger'];
}

/** Builds the whole server without listening, so tests drive it with `inject`. */
declare module 'fastify' {
  interface FastifyInstance {
    /** The payment provider every route and job of this app pays with. */
    paymentProvider: PaymentProvider;
  }
}

export async function buildApp({ config, database, logger, closesDatabase = false }: AppDeps) {
  const hardening = { ...config, publicUrl: config.publicUrl ?? 'http://localhost:3000' };
  const app = Fastify({
    logger: logger ?? forOutput(logOptions(config.logLevel), config.logFormat ?? 'auto'),
    // Per-address limits need the real client address: proxy trust, body limit, client errors.
    ...hardenedServerOptions(hardening),
    // A proxy's X-Request-Id only when TRUST_PROXY believes the proxy; a random id otherwise.
    ...requestIdOptions(config.trustProxy ?? false),
    ajv: { customOptions: { coerceTypes: true, removeAdditional: true, useDefaults: true } },
  });
  registerRequestIdHeader(app);
  // Fastify runs the root's onClose hooks in reverse order of registration, so the first ones
  // registered here run last. Lines are written in the background (logging/log-destination.ts):
  // closed means written, the database's last lines included.
  app.addHook('onClose', () => logsWritten(app.log));
  // Then the database, after every hook registered below and every plugin's (a plugin's close
  // hooks run before the root's) has finished its background work: reset mails, the search text
  // refresh, the index snapshot, a bulk import. start.ts closed it first of all.
  if (closesDatabase) app.addHook('onClose', () => database.close());
  registerErrorHandler(app);
  await registerHardening(app, hardening);
  // Before any route: the OpenAPI document records routes as they are added.
  await registerOpenApi(app);
  await app.register(fastifyCompress, { threshold: 1024 });
  registerMetrics(app, database, {
    token: config.metricsToken ?? null,
    port: config.metricsPort ?? null,
    host: config.host ?? '127.0.0.1',
  });
  registerMaintenance(app, config.maintenanceHosts ?? [], config.deliveryAreas);
  // Catalogue reads from memory, dropped on every change the database announces (read-cache/).
  const catalogueCache = await registerCatalogueCache(app, { database, maxBytes: config.readCacheBytes });
  const words = createAutocompleteRepository(
    database.db,
    new SyncedCatalogueIndex(database.db, {
      onSnapshotError: (err) => app.log.warn({ err }, 'saving the search index snapshot failed'),
    }),
  );
  const autocomplete = createAutocompleteService(words, {
    cacheSeconds: config.autocompleteCacheSeconds ?? 60,
    ...(config.autocompleteCacheBytes === undefined ? {} : { cacheBytes: config.autocompleteCacheBytes }),
    epoch: () => catalogueCache.epoch(),
  });
  // A snapshot of a million titles takes seconds to save; stopping mid-way would leave the next
  // start to read every book again. The start-up refresh of search text stops at its next row.
  // Before the database's close, which runs after every other hook (see its registration above).
  app.addHook('onClose', () => autocomplete.stop());
  if (config.benchTimings) {
    registerBenchTimings(app, {
      extra: () => ({
        autocompleteCache: autocomplete.cache.stats,
        searchCache: search.cache.stats,
        catalogueCache: catalogueCache.stats,
      }),
      importCsv: config.benchImportCsv ? { database, file: config.benchImportCsv } : null,
    });
  }
  // Before the routes: its onRequest hook resolves every /api/ request's token.
  await registerAuth(app, database);

  const books = createBooksRepository(database.db);
  const covers = createCoverStore(database.db, config.dataDir);

  const readiness = createReadiness({
    database,
    searchIndex: { books: autocomplete.indexedBooks, retry: autocomplete.retryIndexRead },
  });
  await app.register(healthRoutes, { database, readiness });
  await app.register(booksRoutes, { books });
  const categories = createCategoriesRepository(database.db);
  await app.register(categoriesRoutes, { categories });
  await app.register(imageRoutes, { covers });
  const mailer = startMailer(app, database.db, config);
  const publicUrl = config.publicUrl ?? 'http://localhost:3000';
  const searchRepo = createSearchRepository(database.db);
  const search = createSearchService(searchRepo, words, {
    facets: new SyncedCatalogueFacets(database.db),
    // Off unless configured (config.ts turns it on, 60 s): tests that write then search see their write.
    cacheSeconds: config.searchCacheSeconds ?? 0,
    ...(config.searchCacheBytes === undefined ? {} : { cacheBytes: config.searchCacheBytes }),
    ...(config.searchRanksBytes === undefined ? {} : { rankBytes: config.searchRanksBytes }),
    epoch: () => catalogueCache.epoch(),
  });
  await app.register(searchRoutes, { autocomplete, search });
  const highDiscountThreshold = config.highDiscountThreshold ?? 25;
  const listings = createListingsRepository(database.db);
  await app.register(listingsRoutes, {
    listings: createListingsService({ listings, categories, search: searchRepo, highDiscountThreshold }),
  });
  await app.register(bookRequestsRoutes, {
    requests: createBookRequestsService(createBookRequestsRepository(database.db)),
  });
  const seo = createSeoService(createSeoRepository(database.db), publicUrl);
  await app.register(seoRoutes, { seo });
  analyzeWhenReady(app, database);
  const auth = createAuthService({
    db: database.db,
    mailer,
    publicUrl,
    onBackgroundError: (err) => app.log.error({ err }, 'reset mail failed'),
    tokenCache: app.tokenCache,
  });
  // Reset mails asked for before a stop are still written before the database closes.
  app.addHook('onClose', () => auth.settled());
  app.decorate('backgroundWorkSettled', async () => {
    await Promise.all([auth.settled(), autocomplete.settled()]);
  });
  await app.register(authRoutes, { auth });
  await app.register(profileRoutes, { profile: createProfileService(database.db) });
  await app.register(addressesRoutes, { addresses: createAddressesService(database.db) });
  const paymentProvider = createSandboxProvider(database.db);
  // The background jobs (start.ts) pay and cancel through the same provider.
  app.decorate('paymentProvider', paymentProvider);
  await app.register(sandboxProviderRoutes, { provider: paymentProvider });
  const payments = createPaymentsService({ db: database.db, provider: paymentProvider });
  await app.register(paymentsRoutes, {
    payments,
    intentLimits: config.cardIntentLimits ?? { perShopper: 10, perAddress: 30 },
  });
  await app.register(binsRoutes, { payments });
  const deliverMail = () => void mailer.deliverPending();
  const idempotency = createIdempotencyStore(database.db, { leaseSeconds: leaseSecondsFromEnv() });
  const orderDeps = {
    db: database.db,
    provider: paymentProvider,
    deliverMail,
    publicUrl,
    shopEmail: config.shopEmail,
  };
  await app.register(ordersRoutes, {
    placeOrder: createPlaceOrder({ ...orderDeps, idempotency, deliveryAreas: config.deliveryAreas }),
    orders: createOrdersService(orderDeps),
  });
  // After the order (issue 26): lookup, signed links, invoice, reorder, pay now, returns.
  await app.register(afterOrderRoutes, {
    afterOrder: createAfterOrderService({
      ...orderDeps,
      shopEmail: config.shopEmail ?? defaultShopEmail(publicUrl),
      returnDays: config.returnDays,
    }),
    publicUrl,
  });
  await app.register(mailLogoRoute);
  await app.register(giftCardRoutes, {
    giftCards: createGiftCardsService({ db: database.db, provider: paymentProvider, deliverMail, publicUrl }),
  });
  await app.register(cartRoutes, { cart: createCartService({ db: database.db }) });
  await app.register(historyRoutes, { history: createHistoryRepository(database.db) });
  await app.register(backInStockRoutes, {
    backInStock: createBackInStockService({ db: database.db, publicUrl }),
  });
  // The back office's API (issue 24): staff accounts, the order desk, the audit log.
  await registerAdmin(app, {
    db: database.db,
    provider: paymentProvider,
    staff: createStaffService({ db: database.db, publicUrl, deliverMail }),
    auth,
    publicUrl,
    shopEmail: config.shopEmail,
    deliverMail,
  });
  await app.register(devMailRoutes, {
    db: database.db,
    enabled: config.devRoutes ?? false,
  });
  await app.register(devSandboxPaymentsRoute, { db: database.db, enabled: config.devRoutes ?? false });
  // The first owner of a shop no command line can reach (the end-to-end tests' in-memory one).
  await app.register(devStaffRoute, {
    db: database.db,
    publicUrl,
    deliverMail,
    enabled: config.devRoutes ?? false,
  });
  // Before the storefront: its not-found handler would answer /admin/* with a shop page.
  await registerAdminApp(app, config.adminDistDir ?? null);
  await registerWebApp(app, config.webDistDir, {
    pageMeta: seo.pageMeta,
    publicUrl,
    // Rendered pages are dropped on the same catalogue changes as the API answers they are made of.
    pageCache: {
      epoch: () => catalogueCache.epoch(),
      ...(config.pageCacheBytes === undefined ? {} : { maxBytes: config.pageCacheBytes }),
    },
  });
  return app;
}
