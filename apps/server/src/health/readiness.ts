import { READINESS_CHECKS, type ReadinessChecks, type ReadyResponse } from '@bookshop/domain';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/client.js';
import { type JournalEntry, readJournal } from '../db/migrate.js';
import { queryRows } from '../db/query-rows.js';

/** What readiness needs to know of the in-memory search index. */
export interface SearchIndexState {
  /** Books the index holds once it has been read; null before. */
  books(): number | null;
  /**
   * Starts reading the index again when its read at start failed (the database was away, say),
   * so a replica becomes ready without waiting for a shopper's first suggestion.
   */
  retry(): void;
}

/** PostgreSQL's undefined_table: a database no release has migrated yet. */
const UNDEFINED_TABLE = '42P01';

/** The SQLSTATE of an error or of what it wraps (Drizzle puts the driver's error in `cause`). */
function sqlStateOf(error: unknown, depth = 0): string | null {
  if (!(error instanceof Error) || depth > 5) return null;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') return code;
  return sqlStateOf(error.cause, depth + 1);
}

/**
 * The readiness probe's checks, in order: the database answers, the newest migration this
 * release ships is applied, and the search index has been read. One query answers the first
 * two. A newer migration than ours (the next release, rolled out beside this one) counts as
 * current: migrations only add until a later release drops what no running release reads
 * (README, "Upgrading").
 */
export function createReadiness(options: { database: DatabaseHandle; searchIndex: SearchIndexState }) {
  const { database, searchIndex } = options;
  let newest: Promise<JournalEntry | null> | null = null;

  async function migrationState(): Promise<{
    database: ReadinessChecks['database'];
    migrations: ReadinessChecks['migrations'];
    latest: string | null;
  }> {
    newest ??= readJournal().then((entries) => entries.at(-1) ?? null);
    const needed = await newest;
    try {
      const [row] = await queryRows<{ latest: string | null; applied: boolean }>(
        database.db,
        sql`select (select tag from schema_migrations order by idx desc limit 1) as latest,
                   exists(select 1 from schema_migrations where idx = ${needed?.idx ?? -1}) as applied`,
      );
      const applied = needed === null || row?.applied === true;
      return { database: 'ok', migrations: applied ? 'ok' : 'behind', latest: row?.latest ?? null };
    } catch (error) {
      if (sqlStateOf(error) === UNDEFINED_TABLE)
        return { database: 'ok', migrations: 'behind', latest: null };
      return { database: 'unreachable', migrations: 'unknown', latest: null };
    }
  }

  return async function ready(): Promise<ReadyResponse> {
    const state = await migrationState();
    const books = searchIndex.books();
    if (books === null) searchIndex.retry();
    const checks: ReadinessChecks = {
      database: state.database,
      migrations: state.migrations,
      searchIndex: books === null ? 'loading' : 'ok',
    };
    const failing = READINESS_CHECKS.filter((name) => checks[name] !== 'ok');
    const needed = (await newest)?.tag ?? '';
    return {
      status: failing.length === 0 ? 'ready' : 'not_ready',
      failing,
      checks,
      database: database.kind,
      migrations: state.database === 'ok' ? { needed, latest: state.latest } : null,
      searchIndexBooks: books,
    };
  };
}

export type Readiness = ReturnType<typeof createReadiness>;
