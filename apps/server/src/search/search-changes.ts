import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { queryRows } from '../db/query-rows.js';

/**
 * The search_changes log's last number (migration 0011), as an SQL expression, so a query can
 * carry the check along: the in-memory index is current when it was read at this number.
 */
export const searchVersionSql = sql`(select coalesce(max(seq), 0) from search_changes)`;

/** The log's last number now (0 for an empty log). */
export async function logNumber(db: Database): Promise<number> {
  const [head] = await queryRows<{ v: number }>(db, sql`select ${searchVersionSql} as v`);
  return Number(head?.v ?? 0);
}

/** The books named in the log after a number, up to its last number now. */
export interface ChangedBooks {
  /** The log's last number when read: what the reader is current as of once it has read them. */
  last: number;
  /** The books named, each once; null when everything may have changed (or too many did). */
  books: number[] | null;
}

/**
 * The books the search_changes log names after `from`: for the words index (catalogue-index-sync.ts)
 * those whose words changed, for the facets (catalogue-facets-sync.ts, `facets`) every entry,
 * book 0 standing for the category tree. More than `most` reads as everything.
 */
export async function changedBooksSince(
  db: Database,
  from: number,
  options: { facets: boolean; most: number },
): Promise<ChangedBooks> {
  const last = await logNumber(db);
  if (last <= from) return { last: from, books: [] };
  const changes = await queryRows<{ book_id: number | null }>(
    db,
    sql`select book_id from search_changes where seq > ${from} and seq <= ${last}
        ${options.facets ? sql`` : sql`and not facets_only`} order by seq limit ${options.most + 1}`,
  );
  if (changes.length > options.most || changes.some((c) => c.book_id === null)) return { last, books: null };
  return { last, books: [...new Set(changes.map((c) => Number(c.book_id)))] };
}
