import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GuardedPool } from '../src/db/guarded-pool.js';
import { databaseUnavailable } from '../src/lib/database-unavailable.js';
import { testDatabaseKind } from './support/test-database.js';

// The backend of a pooled connection is terminated from outside, which needs a PostgreSQL server.
const baseUrl = process.env.TEST_DATABASE_URL ?? '';
const appName = `guarded-pool-${randomBytes(4).toString('hex')}`;

describe.skipIf(testDatabaseKind === 'pglite')('GuardedPool on PostgreSQL', () => {
  let admin: pg.Client;
  let pool: GuardedPool;

  beforeAll(async () => {
    if (!baseUrl) throw new Error('this test needs TEST_DATABASE_URL');
    admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    const url = new URL(baseUrl);
    url.searchParams.set('application_name', appName);
    // One connection: a client that were never given back would block every later query.
    pool = new GuardedPool({ connectionString: url.toString(), max: 1, connectionTimeoutMillis: 5000 });
  });
  afterAll(async () => {
    await pool?.end();
    await admin?.end();
  });

  async function terminateBackends(): Promise<number> {
    const { rows } = await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1',
      [appName],
    );
    return rows.length;
  }

  it('gives a checked-out client whose backend is terminated back to be discarded, without throwing at the process, and serves the next query on a new connection', async () => {
    const client = await pool.connect();
    await client.query('begin');
    const removed = new Promise((resolve) => pool.once('remove', resolve));
    expect(await terminateBackends()).toBe(1);
    await removed;
    expect(pool.totalCount).toBe(0);
    // The borrower learns of it as a connection error (503 for a request), and its own release is harmless.
    const failed = await client.query('select 1').then(
      () => null,
      (error: unknown) => error,
    );
    expect(databaseUnavailable(failed)).toBe(true);
    client.release();
    const { rows } = await pool.query('select 2 as n');
    expect(rows).toEqual([{ n: 2 }]);
  });

  it('fails a query under way when its backend is terminated with an error the shop answers 503', async () => {
    const client = await pool.connect();
    const sleeping = client.query('select pg_sleep(5)').then(
      () => null,
      (error: unknown) => error,
    );
    // Wait until the sleep runs, so the termination hits a query in flight.
    for (let i = 0; i < 50; i += 1) {
      const { rows } = await admin.query(
        "select 1 from pg_stat_activity where application_name = $1 and query like 'select pg_sleep%'",
        [appName],
      );
      if (rows.length > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const removed = new Promise((resolve) => pool.once('remove', resolve));
    expect(await terminateBackends()).toBe(1);
    expect(databaseUnavailable(await sleeping)).toBe(true);
    client.release();
    // Whether the borrower gave it back before or after the socket closed, the pool drops it.
    await removed;
    expect(pool.totalCount).toBe(0);
    const again = await pool.connect();
    expect((await again.query('select 3 as n')).rows).toEqual([{ n: 3 }]);
    again.release();
  });
});
