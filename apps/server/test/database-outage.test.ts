import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { DATABASE_UNAVAILABLE } from '../src/lib/database-unavailable.js';
import { createTestDatabase, type TestDatabase, testDatabaseKind } from './support/test-database.js';

// PostgreSQL only: the embedded database runs in this process and has no server to lose. Under
// TEST_DATABASE_URL this file runs in the postgres project, and fails if that database is unreachable.
const onPostgres = testDatabaseKind === 'postgres';
const appName = `outage-${randomBytes(4).toString('hex')}`;

type App = Awaited<ReturnType<typeof buildApp>>;
let database: TestDatabase;
let app: App;
let admin: pg.Client;

beforeAll(async () => {
  if (!onPostgres) return;
  const url = process.env.TEST_DATABASE_URL ?? '';
  // The app's connections carry a name of their own, so only they are killed, not other test files'.
  const named = `${url}${url.includes('?') ? '&' : '?'}application_name=${appName}`;
  process.env.TEST_DATABASE_URL = named;
  try {
    database = await createTestDatabase();
  } finally {
    process.env.TEST_DATABASE_URL = url;
  }
  app = await buildApp({
    config: { dataDir: null, webDistDir: null, logLevel: 'silent', anonymousWritesPerMinute: 100_000 },
    database,
    logger: false,
  });
  admin = new pg.Client({ connectionString: url });
  await admin.connect();
});
afterAll(async () => {
  if (!onPostgres) return;
  await app.close();
  await database.dispose();
  await admin.end();
});

async function killEveryConnection(): Promise<number> {
  const { rows } = await admin.query(
    'select pg_terminate_backend(pid) as killed from pg_stat_activity where application_name = $1',
    [appName],
  );
  return rows.length;
}

describe.runIf(onPostgres)('a PostgreSQL outage', () => {
  it('answers 503 with Retry-After and { error } while connections are killed mid-burst, survives, and serves again without a restart', async () => {
    expect((await app.inject('/api/health')).statusCode).toBe(200);
    let killing = true;
    let kills = 0;
    const killer = (async () => {
      while (killing) {
        kills += await killEveryConnection();
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    const urls = ['/api/health', '/api/books', '/api/categories/menu', '/api/auth/guest'];
    const answers = await Promise.all(
      Array.from({ length: 240 }, (_, i) => {
        const url = urls[i % urls.length] ?? '/api/health';
        return app.inject({ method: url === '/api/auth/guest' ? 'POST' : 'GET', url });
      }),
    );
    killing = false;
    await killer;
    expect(kills).toBeGreaterThan(0);

    const byStatus: Record<number, number> = {};
    for (const res of answers) byStatus[res.statusCode] = (byStatus[res.statusCode] ?? 0) + 1;
    console.log(`outage burst: ${JSON.stringify(byStatus)}, ${kills} connections killed`);
    // Nothing but success or 503: no 500, no hang (Promise.all returned).
    expect(
      Object.keys(byStatus)
        .map(Number)
        .every((s) => s < 300 || s === 503),
    ).toBe(true);
    const unavailable = answers.filter((res) => res.statusCode === 503);
    expect(unavailable.length).toBeGreaterThan(0);
    for (const res of unavailable) {
      expect(res.headers['retry-after']).toBeDefined();
      const body = res.json();
      // /api/health says so in its own shape; every other call in the shop's { error }.
      expect(body.error ?? body.status).toEqual(body.error ? DATABASE_UNAVAILABLE : 'unavailable');
    }

    // The database is back (nobody kills any more): the same process serves again.
    const after = await Promise.all(
      urls.map((url) => app.inject({ method: url === '/api/auth/guest' ? 'POST' : 'GET', url })),
    );
    expect(after.map((res) => res.statusCode)).toEqual([200, 200, 200, 201]);
  });
});
