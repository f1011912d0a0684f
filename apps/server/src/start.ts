import { buildApp } from './app.js';
import { catalogueIsEmpty, seedDemo } from './catalog/seed-demo.js';
import type { ServerConfig } from './config.js';
import { migrate } from './db/migrate.js';
import { openOwnedDatabase } from './db/open-shop-database.js';
import { ensureWritableDataDir } from './operator-errors.js';
import { startExpiringUnpaidOrders } from './orders/expire-unpaid-job.js';
import { rememberPublicUrl } from './settings/public-url.js';
import { startSweeping } from './sweep/sweep-job.js';

/** Opens the database, migrates it, loads the demo catalogue into an empty shop and builds the app. */
export async function startShop(config: ServerConfig) {
  if (!config.databaseUrl) ensureWritableDataDir(config.dataDir);
  // Locks DATA_DIR on the embedded database: a second shop on it refuses (DataDirInUseError).
  const database = await openOwnedDatabase(config, 'server');
  const migrations = await migrate(database.db);
  // The CLI's e-mails link here too, from shells that have no PUBLIC_URL.
  await rememberPublicUrl(database.db, config);
  const app = await buildApp({ config, database, closesDatabase: true });
  if (config.seedDemoWhenEmpty && (await catalogueIsEmpty(database.db))) {
    const report = await seedDemo(database.db);
    app.log.info(report, 'loaded the demo catalogue into the empty database');
  }
  app.log.info({ database: database.kind, migrations }, 'database ready');
  // Expired tokens, old failures and delivered mail go hourly; one replica at a time.
  startSweeping(app, database.db);
  // Unpaid wallet and bank-transfer orders give their books back once their window passes; every
  // replica checks each minute, through the provider the app pays with.
  startExpiringUnpaidOrders(app, {
    db: database.db,
    provider: app.paymentProvider,
    publicUrl: config.publicUrl,
    windows: config.unpaidOrderWindows,
  });
  return app;
}
