import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database } from './client.js';
import { queryRows } from './query-rows.js';

const moduleDir = path.dirname(new URL(import.meta.url).pathname);
/** From src/db/ in development and tests, from dist/ once bundled: the folder is found either way. */
const migrationsDir =
  [path.join(moduleDir, '../../drizzle'), path.join(moduleDir, '../drizzle')].find((dir) =>
    existsSync(path.join(dir, 'meta/_journal.json')),
  ) ?? path.join(moduleDir, '../../drizzle');

export interface JournalEntry {
  idx: number;
  tag: string;
}

export interface MigrationLevel {
  applied: number;
  latest: string | null;
}

/** Any fixed number: it only has to be the same for every replica so they migrate one at a time. */
const MIGRATION_LOCK_KEY = 727_001;

/** The migrations this release ships, oldest first (readiness compares the newest with the database). */
export async function readJournal(): Promise<JournalEntry[]> {
  const text = await readFile(path.join(migrationsDir, 'meta/_journal.json'), 'utf8');
  const journal = JSON.parse(text) as { entries: JournalEntry[] };
  return [...journal.entries].sort((a, b) => a.idx - b.idx);
}

/**
 * drizzle-kit qualifies references with "public"; dropping the qualifier lets the same files
 * build the schema in whichever schema the connection's search_path names (tests use scratch
 * schemas on a shared PostgreSQL).
 */
function statementsOf(fileText: string): string[] {
  return fileText
    .replaceAll('"public".', '')
    .split('--> statement-breakpoint')
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

/**
 * Whether a migration's statements can go as one query. Through node-postgres (PostgreSQL, and the
 * shop's PGlite through its socket) a query without parameters is a simple query, which may hold
 * many statements: a migration costs one round trip instead of one a statement (on PostgreSQL
 * under CI's load, migrating a new schema took 1.05 s instead of 1.5-1.9). Drizzle's driver for a
 * PGlite in this thread (the templates' makers) sends every query as one statement.
 */
function takesManyStatements(db: Database): boolean {
  return (db as { $client?: unknown }).$client instanceof pg.Pool;
}

/**
 * Applies the drizzle-kit SQL migrations that are not yet applied, in one transaction, under an
 * advisory lock so replicas starting together do not race.
 */
export async function migrate(db: Database): Promise<MigrationLevel> {
  const journal = await readJournal();
  const manyAtOnce = takesManyStatements(db);
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`);
    await tx.execute(
      sql.raw(`create table if not exists schema_migrations (
        idx integer primary key,
        tag text not null,
        applied_at timestamptz not null default now()
      )`),
    );
    const done = await queryRows<{ idx: number }>(tx, sql`select idx from schema_migrations`);
    const applied = new Set(done.map((r) => Number(r.idx)));
    for (const entry of journal) {
      if (applied.has(entry.idx)) continue;
      const statements = statementsOf(await readFile(path.join(migrationsDir, `${entry.tag}.sql`), 'utf8'));
      if (manyAtOnce) await tx.execute(sql.raw(statements.join(';\n')));
      else for (const statement of statements) await tx.execute(sql.raw(statement));
      await tx.execute(sql`insert into schema_migrations (idx, tag) values (${entry.idx}, ${entry.tag})`);
    }
  });
  return migrationLevel(db);
}

export async function migrationLevel(db: Database): Promise<MigrationLevel> {
  const [row] = await queryRows<{ applied: number; latest: string | null }>(
    db,
    sql`select count(*)::int as applied, (select tag from schema_migrations order by idx desc limit 1) as latest
        from schema_migrations`,
  );
  return { applied: Number(row?.applied ?? 0), latest: row?.latest ?? null };
}
