import { afterAll, beforeAll } from 'vitest';

/** A test app of the real server: the app, its database, and how to close both. */
interface ClosableTestApp<App, Database> {
  app: App;
  database: Database;
  close(): Promise<void>;
}

/**
 * One test file's app: made by `make` before the file's tests, closed after them. Call it at the
 * top of the file; read `app` and `database` inside tests and hooks, once it has been made.
 */
export function useTestApp<App, Database>(
  make: () => Promise<ClosableTestApp<App, Database>>,
  timeoutMs?: number,
): { readonly app: App; readonly database: Database } {
  let made: ClosableTestApp<App, Database> | undefined;
  beforeAll(async () => {
    made = await make();
  }, timeoutMs);
  afterAll(async () => {
    await made?.close();
  });
  const current = () => {
    if (!made) throw new Error('The test app is made in beforeAll: use it inside tests and hooks.');
    return made;
  };
  return {
    get app() {
      return current().app;
    },
    get database() {
      return current().database;
    },
  };
}
