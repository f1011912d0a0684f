import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.js';
import { migrate, readJournal } from '../src/db/migrate.js';
import { queryRows } from '../src/db/query-rows.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';

/** Every column of the connection's own schema, with its type, default and nullability. */
async function columnsOf(db: Database): Promise<string[]> {
  const rows = await queryRows<{ line: string }>(
    db,
    sql`select table_name || '.' || column_name || ' ' || data_type || ' ' || is_nullable || ' ' ||
               coalesce(column_default, '') as line
        from information_schema.columns where table_schema = current_schema()
        order by table_name, column_name`,
  );
  return rows.map((r) => r.line);
}

/** Every index, constraint and trigger of the connection's own schema, by name and definition. */
async function objectsOf(db: Database): Promise<string[]> {
  const rows = await queryRows<{ line: string }>(
    db,
    sql`select 'index ' || indexname || ' ' || indexdef as line from pg_indexes where schemaname = current_schema()
        union all
        select 'constraint ' || conname || ' ' || pg_get_constraintdef(c.oid) from pg_constraint c
          join pg_namespace n on n.oid = c.connamespace where n.nspname = current_schema()
        union all
        select 'trigger ' || tgname || ' on ' || tgrelid::regclass::text from pg_trigger t
          join pg_class r on r.oid = t.tgrelid join pg_namespace n on n.oid = r.relnamespace
          where n.nspname = current_schema() and not t.tgisinternal
        order by 1`,
  );
  // A schema-qualified name differs between scratch schemas; the definitions must not.
  return rows.map((r) => r.line.replaceAll(/\btest_[0-9a-f]{12}\./g, ''));
}

// Test databases start from a template migrated once per run on PGlite (pglite-migrated-template.ts);
// this file migrates an empty database itself and holds the two to the same schema.
describe('migrations from an empty database', () => {
  let scratch: TestDatabase;
  let usual: TestDatabase;
  beforeAll(async () => {
    scratch = await createTestDatabase({ migrate: false });
    usual = await createTestDatabase();
  }, 120_000);
  afterAll(async () => {
    await scratch?.dispose();
    await usual?.dispose();
  });

  it('apply every migration in the journal, in order', async () => {
    const journal = await readJournal();
    const level = await migrate(scratch.db);
    expect(level).toEqual({ applied: journal.length, latest: journal.at(-1)?.tag });
    const applied = await queryRows<{ idx: number; tag: string }>(
      scratch.db,
      sql`select idx, tag from schema_migrations order by idx`,
    );
    expect(applied.map((r) => ({ idx: Number(r.idx), tag: r.tag }))).toEqual(
      journal.map((e) => ({ idx: e.idx, tag: e.tag })),
    );
  });

  it('build the same schema as the database every other test starts from', async () => {
    expect(await columnsOf(scratch.db)).toEqual(await columnsOf(usual.db));
    expect(await objectsOf(scratch.db)).toEqual(await objectsOf(usual.db));
    expect(await migrate(usual.db)).toEqual(await migrate(scratch.db));
  });
});
