import { loadConfig } from './config.js';
import { stopGracefullyOnSignals } from './graceful-stop.js';
import { listenQuietly, whereToOpen } from './logging/shop-address.js';
import { ensurePortFree, exitOverStartFailure } from './operator-errors.js';
import { startShop } from './start.js';

async function main(): Promise<void> {
  const config = loadConfig();
  const context = { port: config.port, host: config.host, databaseUrl: config.databaseUrl };
  // A port in use, an unwritable DATA_DIR, another shop on it, an unreachable DATABASE_URL: one
  // plain line and exit code 1, not a stack trace.
  const app = await ensurePortFree(config.port, config.host)
    .then(() => startShop(config))
    .catch((err: unknown) => exitOverStartFailure(err, context));
  stopGracefullyOnSignals(app);
  const listening = await listenQuietly(app, { port: config.port, host: config.host }).catch(
    async (err: unknown) => {
      // Let go of the database (and DATA_DIR's lock), but never wait long to say what went wrong.
      await Promise.race([app.close().catch(() => {}), new Promise((resolve) => setTimeout(resolve, 3000))]);
      return exitOverStartFailure(err, context);
    },
  );
  // One line an operator acts on, rather than every interface's address (a container's 192.0.2.2).
  const url = whereToOpen(config, listening);
  app.log.info(
    { url, listening: `${listening.address}:${listening.port}`, metrics: app.metricsAddress() },
    `Bookshop open at ${url}`,
  );
}

main().catch((err: unknown) => exitOverStartFailure(err));
