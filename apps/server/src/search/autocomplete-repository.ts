import type { AutocompleteResult, StockStatus } from '@bookshop/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { queryRows } from '../db/query-rows.js';
import type { Clause } from './catalogue-index.js';
import { SyncedCatalogueIndex, searchVersionSql } from './catalogue-index-sync.js';
import { refreshSearchColumns } from './refresh-search-columns.js';
import { type LatinVocabulary, romanUrduTerms } from './roman-urdu.js';
import {
  MIN_CORRECTED_WORD,
  prefixEnd,
  type SearchQuery,
  wordQuery,
  wordsArrayLiteral,
  wordTerms,
} from './search-query.js';
import { rankSuggestions, unknownWords as unknownWordsIn } from './suggestion-ranking.js';

/** Most suggestions the box shows. */
export const AUTOCOMPLETE_LIMIT = 10;

/**
 * Word matches gathered before ranking. Candidates are taken in id order (catalogue order: the
 * demo catalogue first, then goodbooks by popularity) so a query matching thousands of books
 * stops early instead of ranking all of them (see CatalogueIndex.firstMatching).
 */
const WORD_CANDIDATES = 30;

interface SuggestionRow {
  Book_Id: number;
  BOOK_TITLE: string;
  BOOK_ISBN: string | null;
  authors: string[];
  isbn: string | null;
  PAK_PRICE: number;
  Discount: number;
  status: string;
}

const suggestionColumns = sql.raw(
  `b.id as "Book_Id", b.title as "BOOK_TITLE", b.isbn13 as "BOOK_ISBN", b.authors, b.isbn10 as "isbn",
   b.price as "PAK_PRICE", b.discount_percent as "Discount", b.stock_status as "status"`,
);

function toSuggestion(row: SuggestionRow): AutocompleteResult {
  return {
    Book_Id: Number(row.Book_Id),
    BOOK_TITLE: row.BOOK_TITLE,
    BOOK_ISBN: row.BOOK_ISBN,
    authorName: row.authors.join(', '),
    isbn: row.isbn,
    PAK_PRICE: Number(row.PAK_PRICE),
    Discount: Number(row.Discount),
    status: row.status as StockStatus,
  };
}

/** Per query word: whether the catalogue knows it, and the closest known words when it does not. */
export interface WordCorrection {
  word: string;
  known: boolean;
  alternatives: string[];
}

/**
 * A tsquery where every unknown word may also be one of its corrections:
 * `(hary:* | harry | hardy) & (poter:* | potter | porter)`. Known words stay prefixes.
 */
export function correctedTsquery(corrections: readonly WordCorrection[], known?: LatinVocabulary): string {
  return corrections
    .map((c, i) => {
      const typed = wordQuery(c.word, i === corrections.length - 1, '', known);
      return c.alternatives.length > 0 ? `(${[typed, ...c.alternatives].join(' | ')})` : typed;
    })
    .join(' & ');
}

/** The typed words as index clauses: every word required, as `wordQuery` reads it. */
function typedClauses(words: readonly string[], known: LatinVocabulary): Clause[] {
  return words.map((w, i) => wordTerms(w, i === words.length - 1, known));
}

/** The typed words where each unknown one may also be one of its corrections (correctedTsquery). */
function correctedClauses(corrections: readonly WordCorrection[], known: LatinVocabulary): Clause[] {
  return corrections.map((c, i) => [
    ...wordTerms(c.word, i === corrections.length - 1, known),
    ...c.alternatives.map((a) => ({ text: a, prefix: false })),
  ]);
}

const idArray = (ids: readonly number[]) => `{${ids.join(',')}}`;

/** Words long enough to be checked for typos; shorter ones lie a letter away from too many. */
function checkedWords(words: readonly string[]): string[] {
  return words.filter((w) => [...w].length >= MIN_CORRECTED_WORD);
}

/**
 * The checked words the vocabulary does not know, as a text[] expression. A word is known when
 * it is a whole catalogue word or, for the last word (still being typed), the start of one. Index
 * lookups only (primary key and byte-order prefix range), so it rides along with other queries.
 */
function unknownWordsSql(words: readonly string[]): SQL {
  const checked = checkedWords(words);
  if (checked.length === 0) return sql`'{}'::text[]`;
  const last = words[words.length - 1] ?? '';
  return sql`array(
    select q.word from unnest(${wordsArrayLiteral(checked)}::text[]) as q(word)
    where not case
      when q.word = ${last} then exists (
        select 1 from search_words s where s.word ~>=~ ${last} and s.word ~<~ ${prefixEnd(last)})
      else exists (select 1 from search_words s where s.word = q.word)
    end)`;
}

export interface ExactMatches {
  results: AutocompleteResult[];
  /** Query words the catalogue's vocabulary does not know: candidates for typo correction. */
  unknownWords: string[];
}

/**
 * Suggestions: candidates found and ranked in the in-memory catalogue index (which books hold the
 * typed words, which ISBNs and titles start with what was typed; catalogue-index.ts and
 * suggestion-ranking.ts), then priced and checked for stock by the database by primary key, in
 * one statement that also tells whether the index is still current. Ranking in SQL cost a
 * round trip of several milliseconds per keystroke on PGlite; this one is a few index lookups.
 */
export function createAutocompleteRepository(
  db: Database,
  catalogue: SyncedCatalogueIndex = new SyncedCatalogueIndex(db),
) {
  /** The catalogue's Latin words, from the index (load it first: `catalogue.ensure()`). */
  const latinVocabulary: LatinVocabulary = (word, asPrefix) => catalogue.index.hasWord(word, asPrefix);

  /**
   * Up to four alternatives for every unknown word, the closest catalogue words by trigram
   * similarity. `unknown` saves the vocabulary lookup when the caller already has it.
   */
  async function corrections(
    words: readonly string[],
    unknown?: readonly string[],
  ): Promise<WordCorrection[]> {
    const unknownSql = unknown ? sql`${wordsArrayLiteral(unknown)}::text[]` : unknownWordsSql(words);
    const rows = await queryRows<{ word: string; alternatives: string[] }>(
      db,
      sql`
        select u.word, array(
            select s.word from search_words s where s.word % u.word order by s.word <-> u.word, s.word limit 4
          ) as alternatives
        from unnest(${unknownSql}) as u(word)`,
    );
    const found = new Map(rows.map((r) => [r.word, r.alternatives]));
    return words.map((word) => {
      const alternatives = found.get(word);
      return { word, known: alternatives === undefined, alternatives: alternatives ?? [] };
    });
  }

  /**
   * The suggestions with these ids, in this order, priced and checked for stock by the database
   * (primary key lookups only), with the change log's last number, read in the same statement.
   */
  async function suggestionsByIds(
    ids: readonly number[],
  ): Promise<{ results: AutocompleteResult[]; version: number }> {
    const [row] = await queryRows<{ results: SuggestionRow[]; version: number }>(
      db,
      sql`
        select (select coalesce(json_agg(r), '[]'::json)
            from (select ${suggestionColumns} from books b where b.id = any(${idArray(ids)}::int[])) r) as results,
          ${searchVersionSql} as version`,
    );
    const byId = new Map((row?.results ?? []).map((r) => [Number(r.Book_Id), r]));
    const results = ids.flatMap((id) => {
      const found = byId.get(id);
      return found ? [toSuggestion(found)] : [];
    });
    return { results, version: Number(row?.version ?? 0) };
  }

  return {
    catalogue,
    corrections,
    latinVocabulary,
    refreshSearchColumns: () => refreshSearchColumns(db),

    /**
     * Exact matches, best first: an ISBN (whole, then its start), then the title as typed (whole,
     * then its start), then books holding every word as a word prefix, ranked by where the words
     * occur (title before author before publisher), catalogue order last. Each candidate source
     * is capped and index-backed, and only the few candidates are ranked.
     */
    async exact(q: SearchQuery): Promise<ExactMatches> {
      if (!q.isbn && q.text === '') return { results: [], unknownWords: [] };
      for (let attempt = 1; ; attempt++) {
        await catalogue.ensure();
        const version = catalogue.loadedVersion;
        const index = catalogue.index;
        const isbnIds = q.isbn ? index.firstWithIsbn(q.isbn, AUTOCOMPLETE_LIMIT) : [];
        const clauses = q.words.length > 0 ? typedClauses(q.words, latinVocabulary) : null;
        const wordIds = clauses ? index.firstMatching(clauses, WORD_CANDIDATES) : [];
        const ids = rankSuggestions(
          index,
          {
            text: q.text,
            isbn: q.isbn,
            titleClauses: clauses,
            // The typed title whole, or followed only by its own Roman Urdu search words.
            isWholeTitle: (title) => title === q.text || title.startsWith(q.wholeTitleStart),
          },
          isbnIds,
          wordIds,
          AUTOCOMPLETE_LIMIT,
        );
        const unknown = q.isbn ? [] : unknownWordsIn(index, q.words);
        const answer = await suggestionsByIds(ids);
        // The database's words changed since the index was read: catch up and ask again.
        if (answer.version === version || attempt >= 3) {
          catalogue.confirm(answer.version);
          // A word the vocabulary lacks but that is the Roman Urdu of catalogue words ("ghalib")
          // was understood: offering typo corrections for it would only add noise.
          const unknownWords = unknown.filter(
            (w) =>
              catalogue.index.firstMatching(
                [romanUrduTerms(w, w === q.words[q.words.length - 1], latinVocabulary)],
                1,
              ).length === 0,
          );
          return { results: answer.results, unknownWords };
        }
        await catalogue.ensure(answer.version);
      }
    },

    /**
     * Books matching the corrected words (each unknown word or one of its corrections), leaving
     * out those already suggested, closest to the typed text first (trigram word similarity over
     * title and authors).
     */
    async corrected(
      q: SearchQuery,
      corrections: readonly WordCorrection[],
      exclude: readonly number[],
      limit: number,
    ): Promise<AutocompleteResult[]> {
      await catalogue.ensure();
      const ids = catalogue.index.firstMatching(
        correctedClauses(corrections, latinVocabulary),
        WORD_CANDIDATES,
        new Set(exclude),
      );
      if (ids.length === 0) return [];
      const rows = await queryRows<SuggestionRow>(
        db,
        sql`
          select ${suggestionColumns}
          from books b where b.id = any(${idArray(ids)}::int[])
          order by word_similarity(${q.text}, b.search_title || ' ' || b.search_authors) desc, b.id
          limit ${limit}`,
      );
      return rows.map(toSuggestion);
    },
  };
}

export type AutocompleteRepository = ReturnType<typeof createAutocompleteRepository>;
