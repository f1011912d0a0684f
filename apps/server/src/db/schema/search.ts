import { bigint, bigserial, boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { bytea } from './bytea.js';

/**
 * Every word that occurs in the catalogue's search text, filled by triggers on books (migration
 * 0004). It was typo correction's vocabulary, searched by trigram similarity in SQL; the shop now
 * corrects typos on the in-memory catalogue index (search/trigram-vocabulary.ts) and no longer
 * reads it. It stays for now: restoring a backup refuses tables the shop does not know, so
 * backups made before would no longer restore, and a replica of the previous version still reads
 * it during a rolling upgrade. Drop it (and its triggers) together with a restore that skips
 * tables dropped since the backup.
 */
export const searchWords = pgTable(
  'search_words',
  {
    word: text('word').primaryKey(),
  },
  (t) => [
    // Fast update off for the same reason as the books search index: no pending list to scan.
    index('search_words_trgm_idx').using('gin', t.word.op('gin_trgm_ops')).with({ fastupdate: false }),
    // Byte-order btree for "does any word start with ..." (migration 0005).
    index('search_words_prefix_idx').on(t.word.op('text_pattern_ops')),
  ],
);

/**
 * Books whose search words or ISBNs changed, in order (migration 0011, filled by triggers on
 * books): how every process's in-memory autocomplete index learns of changes, whoever made them.
 * A null book_id means everything may have changed. Since 0026 it also names books whose facet
 * values or categories changed (facets_only, which the words index skips), and book_id 0 when
 * the category tree changed (search/catalogue-facets-sync.ts).
 */
export const searchChanges = pgTable(
  'search_changes',
  {
    seq: bigserial('seq', { mode: 'number' }).primaryKey(),
    bookId: integer('book_id'),
    facetsOnly: boolean('facets_only').notNull().default(false),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('search_changes_at_idx').on(t.at)],
);

/**
 * The in-memory catalogue index saved as bytes (migration 0025; search/catalogue-index-store.ts),
 * so a starting server loads it instead of reading every book: a million titles took 17 s to
 * read. One snapshot at a time, in parts of a few MB (no single huge value to hold or send), all
 * written in one transaction. `version` is the search_changes number the index reflected: a
 * loading server reads the changes since from the log, as a running one does.
 */
export const searchIndexSnapshots = pgTable('search_index_snapshots', {
  part: integer('part').primaryKey(),
  parts: integer('parts').notNull(),
  format: integer('format').notNull(),
  version: bigint('version', { mode: 'number' }).notNull(),
  madeAt: timestamp('made_at', { withTimezone: true }).notNull().defaultNow(),
  data: bytea('data').notNull(),
});
