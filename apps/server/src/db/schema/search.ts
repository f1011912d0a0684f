import { bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every word that occurs in the catalogue's search text, the vocabulary typo correction looks
 * up with trigram similarity (the approach the pg_trgm documentation suggests): a misspelt
 * word is matched against ~15k short words instead of every book's text, which is faster and
 * finds words whole-document similarity misses. Triggers on books keep it filled (migration
 * 0004); words whose books are gone stay, as they only cost a wasted correction.
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
 * A null book_id means everything may have changed.
 */
export const searchChanges = pgTable(
  'search_changes',
  {
    seq: bigserial('seq', { mode: 'number' }).primaryKey(),
    bookId: integer('book_id'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('search_changes_at_idx').on(t.at)],
);
