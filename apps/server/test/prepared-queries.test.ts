import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Executor } from '../src/accounts/repository.js';
import { runPrepared } from '../src/db/prepared.js';
import { shopSettings } from '../src/db/schema/index.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';

/** A setting's value through the prepared query `name`, wherever it runs. */
function settingOf(db: Executor, name: string, key: string) {
  return runPrepared(
    db,
    name,
    (on) =>
      on
        .select({ value: shopSettings.value })
        .from(shopSettings)
        .where(eq(shopSettings.key, sql.placeholder('key'))),
    { key },
  );
}

/** What a transaction and the pool beside it find while the transaction holds an unsaved row. */
async function seenDuringTransaction(database: TestDatabase, name: string, key: string) {
  const seen: { inside?: unknown; outside?: unknown } = {};
  await database.db
    .transaction(async (tx) => {
      await tx.insert(shopSettings).values({ key, value: 'inside' });
      seen.inside = await settingOf(tx, name, key);
      // PGlite runs one transaction at a time: the pool would wait for this one to end.
      seen.outside = database.kind === 'postgres' ? await settingOf(database.db, name, key) : [];
      tx.rollback();
    })
    .catch(() => undefined);
  return seen;
}

/**
 * db/prepared.ts: a hot query is built once and then runs where it is asked, on the database's
 * pool or on a transaction's own connection, whichever it was first built for.
 */
describe('queries prepared once', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it("built on the pool, runs inside a transaction on the transaction's connection: it finds the transaction's unsaved row, the pool does not", async () => {
    expect(await settingOf(database.db, 'probe_setting_pool_first', 'probe-a')).toEqual([]);
    const seen = await seenDuringTransaction(database, 'probe_setting_pool_first', 'probe-a');
    expect(seen).toEqual({ inside: [{ value: 'inside' }], outside: [] });
    expect(await settingOf(database.db, 'probe_setting_pool_first', 'probe-a')).toEqual([]);
  });

  it('built inside a transaction, runs on the pool afterwards, outside it', async () => {
    const seen = await seenDuringTransaction(database, 'probe_setting_tx_first', 'probe-b');
    expect(seen).toEqual({ inside: [{ value: 'inside' }], outside: [] });
    await database.db.insert(shopSettings).values({ key: 'probe-b', value: 'saved' });
    expect(await settingOf(database.db, 'probe_setting_tx_first', 'probe-b')).toEqual([{ value: 'saved' }]);
  });
});
