import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { seedDemo } from '../src/catalog/seed-demo.js';
import { setStock } from '../src/catalog/set-stock.js';
import { backupDatabase, RestoreError, restoreDatabase } from '../src/db/backup.js';
import type { Database } from '../src/db/client.js';
import { queryRows } from '../src/db/query-rows.js';
import { type AccountsTestApp, createAccountsTestApp, register } from './support/accounts.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';

/** Every table's row count and a digest of all its rows, in a stable order. */
async function fingerprint(db: Database): Promise<Record<string, { rows: number; digest: string }>> {
  const tables = await queryRows<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables
        where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`,
  );
  const result: Record<string, { rows: number; digest: string }> = {};
  for (const { name } of tables) {
    // Migrations are applied afresh by the restore (their applied_at is the restore's); the
    // levels are compared, not the times.
    const columns = name === 'schema_migrations' ? '(idx, tag)' : 't';
    const [row] = await queryRows<{ rows: number; digest: string }>(
      db,
      sql.raw(`select count(*)::int as rows,
                 md5(coalesce(string_agg(row_to_json(${columns})::text, E'\\n' order by row_to_json(${columns})::text), '')) as digest
               from "${name}" t`),
    );
    result[name] = { rows: Number(row?.rows), digest: String(row?.digest) };
  }
  return result;
}

describe('backup and restore', () => {
  let source: AccountsTestApp;
  let target: TestDatabase;
  let dir: string;
  let file: string;
  beforeAll(async () => {
    source = await createAccountsTestApp();
    await seedDemo(source.database.db);
    const user = await register(source.app);
    await source.app.inject({
      method: 'POST',
      url: '/api/auth/guest',
    });
    const [book] = await queryRows<{ id: number }>(
      source.database.db,
      sql`select id from books order by id limit 1`,
    );
    await setStock(source.database.db, Number(book?.id), 11);
    expect(user.id).toBeGreaterThan(0);
    dir = await mkdtemp(path.join(tmpdir(), 'bookshop-backup-'));
    file = path.join(dir, 'shop.backup.gz');
    target = await createTestDatabase({ migrate: false });
  }, 180_000);
  afterAll(async () => {
    await source.close();
    await target.dispose();
    await rm(dir, { recursive: true, force: true });
  });

  it('restores every row of every table into an empty database', async () => {
    const before = await fingerprint(source.database.db);
    expect(before.books?.rows).toBeGreaterThan(300);
    expect(before.users?.rows).toBeGreaterThan(0);

    const written = await backupDatabase(source.database.db, file);
    const restored = await restoreDatabase(target.db, file);
    expect(restored).toEqual(written);

    expect(await fingerprint(target.db)).toEqual(before);
  }, 120_000);

  it('moves every id sequence past the restored rows, so the restored shop takes new sign-ups', async () => {
    const app = await buildApp({
      config: { dataDir: null, webDistDir: null, logLevel: 'silent', devRoutes: false },
      database: target,
      logger: false,
    });
    try {
      const fresh = await register(app);
      const [max] = await queryRows<{ id: number }>(
        source.database.db,
        sql`select max(id)::int as id from users`,
      );
      expect(fresh.id).toBeGreaterThan(Number(max?.id));
    } finally {
      await app.close();
    }
  }, 60_000);

  it('refuses to restore into a database that already holds a shop', async () => {
    await expect(restoreDatabase(source.database.db, file)).rejects.toThrow(RestoreError);
    await expect(restoreDatabase(source.database.db, file)).rejects.toThrow(/empty database/);
  });
});
