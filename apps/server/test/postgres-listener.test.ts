import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { listenerApplicationName } from '../src/db/postgres-listener.js';
import { queryRows } from '../src/db/query-rows.js';
import { guestToken } from './support/accounts.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { testDatabaseKind } from './support/test-database.js';

// The listening connection of a PostgreSQL handle (db/postgres-listener.ts). Test files share one
// PostgreSQL, each in a schema of its own: the connection's application_name says whose it is.

type Database = TestApp['database']['db'];

async function schemaOf(db: Database): Promise<string> {
  const [row] = await queryRows<{ schema: string }>(db, sql`select current_schema() as schema`);
  if (!row) throw new Error('no current schema');
  return row.schema;
}

/** The backends of this shop's listening connection, as pg_stat_activity shows them. */
async function listeningBackends(db: Database, schema: string): Promise<number[]> {
  return (await listenerActivity(db, schema)).map((row) => row.pid);
}

async function listenerActivity(db: Database, schema: string) {
  const rows = await queryRows<{ pid: number; query: string; state: string }>(
    db,
    sql`select pid, query, state from pg_stat_activity where application_name = ${listenerApplicationName(schema)}`,
  );
  return rows.map((row) => ({ ...row, pid: Number(row.pid) }));
}

const waitFor = (check: () => void | Promise<void>) => vi.waitFor(check, { timeout: 10_000, interval: 10 });

describe.runIf(testDatabaseKind === 'postgres')('listening on PostgreSQL', () => {
  let t: TestApp;
  let schema: string;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    schema = await schemaOf(t.database.db);
  }, 180_000);
  afterAll(async () => {
    await t?.close();
  });

  it('holds one connection for every channel, named for its schema, and hands each channel its own notifications', async () => {
    const channels = [`test_a_${randomBytes(4).toString('hex')}`, `test_b_${randomBytes(4).toString('hex')}`];
    const heard: Record<string, string[]> = Object.fromEntries(channels.map((c) => [c, []]));
    const stops = await Promise.all(
      channels.map((channel) => t.database.listen(channel, (payload) => heard[channel]?.push(payload))),
    );
    // The shop already listens to the catalogue's and the tokens' changes: still one connection.
    expect(await listeningBackends(t.database.db, schema)).toHaveLength(1);

    await t.database.db.execute(
      sql`select pg_notify(${channels[0]}, 'one'), pg_notify(${channels[1]}, 'two')`,
    );
    await waitFor(() =>
      expect(heard).toEqual({ [channels[0] as string]: ['one'], [channels[1] as string]: ['two'] }),
    );

    // A stopped channel hears nothing more; the other's later notification shows the first was sent.
    await stops[0]?.();
    await t.database.db.execute(sql`select pg_notify(${channels[0]}, 'unheard')`);
    await t.database.db.execute(sql`select pg_notify(${channels[1]}, 'three')`);
    await waitFor(() => expect(heard[channels[1] as string]).toEqual(['two', 'three']));
    expect(heard[channels[0] as string]).toEqual(['one']);
    await stops[1]?.();
  });

  it('tells every listener "*" when its connection is cut, and listens again on a new one', async () => {
    const channel = `test_c_${randomBytes(4).toString('hex')}`;
    const heard: string[] = [];
    const stop = await t.database.listen(channel, (payload) => heard.push(payload));
    const [before] = await listeningBackends(t.database.db, schema);
    expect(before).toBeDefined();

    await t.database.db.execute(sql`select pg_terminate_backend(${before})`);
    await waitFor(() => expect(heard).toEqual(['*']));
    // A new connection, done listening: the channel added last is listened to last.
    await waitFor(async () => {
      const now = await listenerActivity(t.database.db, schema);
      expect(now).toHaveLength(1);
      expect(now[0]).toMatchObject({ query: `listen "${channel}"`, state: 'idle' });
      expect(now[0]?.pid).not.toBe(before);
    });
    await t.database.db.execute(sql`select pg_notify(${channel}, 'after')`);
    await waitFor(() => expect(heard).toEqual(['*', 'after']));
    await stop();
  });

  it('drops every cached book page and token when the connection is cut, since their changes may have gone unheard', async () => {
    const token = await guestToken(t.app);
    const me = () =>
      t.app.inject({
        method: 'GET',
        url: '/api/cart/get-cart-total',
        headers: { authorization: `Bearer ${token}` },
      });
    expect((await me()).statusCode).toBe(200);
    expect((await me()).statusCode).toBe(200);
    expect(t.app.tokenCache.stats.entries).toBeGreaterThan(0);
    const [id] = (
      await queryRows<{ id: number }>(t.database.db, sql`select id from books order by id limit 1`)
    ).map((row) => Number(row.id));
    await t.app.inject({ method: 'GET', url: `/api/books/${id}` });
    expect(t.app.catalogueCache.get(`/api/books/${id}`)).toBeDefined();

    const [backend] = await listeningBackends(t.database.db, schema);
    await t.database.db.execute(sql`select pg_terminate_backend(${backend})`);
    await waitFor(() => {
      expect(t.app.catalogueCache.get(`/api/books/${id}`)).toBeUndefined();
      expect(t.app.tokenCache.stats.entries).toBe(0);
    });
  });

  it('closes its connection with the database handle', async () => {
    const other = await createTestApp();
    const otherSchema = await schemaOf(other.database.db);
    expect(await listeningBackends(t.database.db, otherSchema)).toHaveLength(1);
    await other.close();
    await waitFor(async () => expect(await listeningBackends(t.database.db, otherSchema)).toEqual([]));
  });
});
