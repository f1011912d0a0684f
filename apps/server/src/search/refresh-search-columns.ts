import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { queryRows } from '../db/query-rows.js';
import { searchColumnsOf } from './search-text.js';

interface StoredSearchText {
  id: number;
  title: string;
  authors: string[];
  publisher: string | null;
  search_title: string;
  search_authors: string;
  search_publisher: string;
}

/**
 * Books whose search text the fold gives more words than plain folding would: those with
 * Urdu-script text in the title or an author (their Roman Urdu search words). A byte range of the
 * Arabic blocks, which PostgreSQL and PGlite read the same under any locale.
 */
const HAS_URDU_TEXT = sql.raw(
  `(title ~ '[\u0600-\u06ff\u0750-\u077f]' or array_to_string(authors, ' ') ~ '[\u0600-\u06ff\u0750-\u077f]')`,
);

/**
 * Brings the stored search columns of Urdu-script books up to searchColumnsOf, the fold the
 * catalogue writer uses now. The fold runs in JavaScript (search-text.ts), so a migration cannot
 * do this: rows written before Roman Urdu search existed lack their Latin search words until this
 * runs. Run in the background at every start (autocomplete warm-up); idempotent and cheap when
 * nothing is stale (one scan, no writes). A row whose text changes meanwhile is left for its
 * writer, which folds it itself. Returns how many rows it rewrote. A stop in the middle leaves
 * the rest for the next start: the shop does not wait minutes to close.
 */
export async function refreshSearchColumns(
  db: Database,
  /** Asked before each write: true once the shop is stopping, and the rest is left for the next start. */
  stopping: () => boolean = () => false,
): Promise<number> {
  const rows = await queryRows<StoredSearchText>(
    db,
    sql`select id, title, authors, publisher, search_title, search_authors, search_publisher
        from books where ${HAS_URDU_TEXT}`,
  );
  let rewritten = 0;
  for (const row of rows) {
    const want = searchColumnsOf(row);
    if (
      want.searchTitle === row.search_title &&
      want.searchAuthors === row.search_authors &&
      want.searchPublisher === row.search_publisher
    ) {
      continue;
    }
    if (stopping()) break;
    const updated = await queryRows<{ id: number }>(
      db,
      sql`update books set search_title = ${want.searchTitle}, search_authors = ${want.searchAuthors},
            search_publisher = ${want.searchPublisher}
          where id = ${row.id} and title = ${row.title}
            and array_to_string(authors, chr(31)) = ${row.authors.join('\u001f')}
            and publisher is not distinct from ${row.publisher}
          returning id`,
    );
    rewritten += updated.length;
  }
  return rewritten;
}
