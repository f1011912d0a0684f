import { loadConfig } from './config.js';
import { DataDirInUseError } from './db/data-dir-lock.js';
import { startShop } from './start.js';

const config = loadConfig();
const app = await startShop(config).catch((err: unknown) => {
  // Another shop owns DATA_DIR: one line for the operator, not a stack trace.
  if (!(err instanceof DataDirInUseError)) throw err;
  console.error(err.message);
  process.exit(1);
});

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Stop taking connections, let in-flight requests finish, then close the database.
    app.close().then(
      () => process.exit(0),
      (err) => {
        app.log.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}

await app.listen({ port: config.port, host: config.host });
