import { loadConfig } from './config.js';
import { stopGracefullyOnSignals } from './graceful-stop.js';
import { exitOverStartFailure } from './operator-errors.js';
import { startShop } from './start.js';

async function main(): Promise<void> {
  const config = loadConfig();
  const context = { port: config.port, host: config.host, databaseUrl: config.databaseUrl };
  // A port in use, an unwritable DATA_DIR, another shop on it, an unreachable DATABASE_URL: one
  // plain line and exit code 1, not a stack trace.
  const app = await startShop(config).catch((err: unknown) => exitOverStartFailure(err, context));
  stopGracefullyOnSignals(app);
  await app.listen({ port: config.port, host: config.host }).catch(async (err: unknown) => {
    // Let go of the database (and DATA_DIR's lock), but never wait long to say what went wrong.
    await Promise.race([app.close().catch(() => {}), new Promise((resolve) => setTimeout(resolve, 3000))]);
    exitOverStartFailure(err, context);
  });
}

main().catch((err: unknown) => exitOverStartFailure(err));
