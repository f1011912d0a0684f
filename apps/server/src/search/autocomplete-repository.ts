import type { AutocompleteResult, StockStatus } from '@bookshop/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { queryRows } from '../db/query-rows.js';
import type { Clause } from './catalogue-index.js';
import { SyncedCatalogueIndex } from './catalogue-index-sync.js';
import { refreshSearchColumns } from './refresh-search-columns.js';
import { type LatinVocabulary, romanUrduTerms } from './roman-urdu.js';
import { logNumber, searchVersionSql } from './search-changes.js';
import { type SearchQuery, wordQuery, wordTerms } from './search-query.js';
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
export function typedClauses(words: readonly string[], known: LatinVocabulary): Clause[] {
  return words.map((w, i) => wordTerms(w, i === words.length - 1, known));
}

/** The typed words where each unknown one may also be one of its corrections (correctedTsquery). */
export function correctedClauses(corrections: readonly WordCorrection[], known: LatinVocabulary): Clause[] {
  return corrections.map((c, i) => [
    ...wordTerms(c.word, i === corrections.length - 1, known),
    ...c.alternatives.map((a) => ({ text: a, prefix: false })),
  ]);
}

const idArray = (ids: readonly number[]) => `{${ids.join(',')}}`;

/** Closest catalogue words offered for each unknown word. */
const CORRECTIONS_PER_WORD = 4;

/** The ids a suggestion list is made of, found in memory before the one database statement. */
interface SuggestionIds {
  /** Books matching the words as typed, best first (rankSuggestions). */
  exact: number[];
  /** Books matching the typo-corrected words instead, none of them in `exact`; catalogue order. */
  corrected: number[];
}

/**
 * Suggestions: candidates found and ranked in the in-memory catalogue index (which books hold the
 * typed words, which ISBNs and titles start with what was typed; catalogue-index.ts and
 * suggestion-ranking.ts), typos corrected there too (trigram-vocabulary.ts), then priced and
 * checked for stock by the database by primary key, in one statement that also tells whether the
 * index is still current. Ranking in SQL cost a round trip of several milliseconds per keystroke
 * on PGlite, and trigram similarity over the vocabulary 40-90 ms a typo; this is a few index
 * lookups, whatever was typed.
 */
export function createAutocompleteRepository(
  db: Database,
  catalogue: SyncedCatalogueIndex = new SyncedCatalogueIndex(db),
) {
  /** The catalogue's Latin words, from the index (load it first: `catalogue.ensure()`). */
  const latinVocabulary: LatinVocabulary = (word, asPrefix) => catalogue.index.hasWord(word, asPrefix);

  /**
   * Per query word: whether the catalogue knows it and, when not, up to four alternatives, the
   * closest catalogue words by trigram similarity (as pg_trgm's `%` and `<->` would pick them).
   * `unknown` overrides which words count as unknown; by default words of three letters or
   * more that are no catalogue word (or, the last, the start of none). Load the index first.
   */
  function corrections(
    words: readonly string[],
    unknown: readonly string[] = unknownWordsIn(catalogue.index, words),
  ): WordCorrection[] {
    const toCorrect = new Set(unknown);
    return words.map((word) =>
      toCorrect.has(word)
        ? { word, known: false, alternatives: catalogue.index.closestWords(word, CORRECTIONS_PER_WORD) }
        : { word, known: true, alternatives: [] },
    );
  }

  /**
   * Exact matches, best first: an ISBN (whole, then its start), then the title as typed (whole,
   * then its start), then books holding every word as a word prefix, ranked by where the words
   * occur (title before author before publisher), catalogue order last. Each candidate source
   * is capped and index-backed, and only the few candidates are ranked. When they are fewer than
   * ten and some word is not in the catalogue's vocabulary, books matching its closest known
   * words follow (typo tolerance); queries that read as an ISBN are never "corrected".
   */
  function suggestionIds(q: SearchQuery): SuggestionIds {
    const index = catalogue.index;
    const isbnIds = q.isbn ? index.firstWithIsbn(q.isbn, AUTOCOMPLETE_LIMIT) : [];
    const clauses = q.words.length > 0 ? typedClauses(q.words, latinVocabulary) : null;
    const wordIds = clauses ? index.firstMatching(clauses, WORD_CANDIDATES) : [];
    const exact = rankSuggestions(
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
    if (exact.length >= AUTOCOMPLETE_LIMIT || q.isbn) return { exact, corrected: [] };
    const last = q.words[q.words.length - 1];
    // A word the vocabulary lacks but that is the Roman Urdu of catalogue words ("ghalib") was
    // understood: offering typo corrections for it would only add noise. When the words as typed
    // found nothing, though, any word that is no whole catalogue word may be the typo
    // ("mohsin hamd": "hamd" starts "hamdard" and is the Roman Urdu of حمد, and is Hamid mistyped).
    const unknown =
      exact.length > 0
        ? unknownWordsIn(index, q.words).filter(
            (w) => index.firstMatching([romanUrduTerms(w, w === last, latinVocabulary)], 1).length === 0,
          )
        : unknownWordsIn(index, q.words, { wholeLast: true });
    if (unknown.length === 0) return { exact, corrected: [] };
    const corrected = corrections(q.words, unknown);
    if (!corrected.some((c) => c.alternatives.length > 0)) return { exact, corrected: [] };
    return {
      exact,
      corrected: index.firstMatching(
        correctedClauses(corrected, latinVocabulary),
        WORD_CANDIDATES,
        new Set(exact),
      ),
    };
  }

  /**
   * The suggestions with these ids, priced and checked for stock by the database (primary key
   * lookups only), with the change log's last number, all in one statement: the exact ones in
   * their order, then the corrected ones closest to the typed text first (trigram word
   * similarity over title and authors, then catalogue order), up to ten in all.
   */
  async function suggestionsByIds(
    q: SearchQuery,
    ids: SuggestionIds,
  ): Promise<{ results: AutocompleteResult[]; version: number }> {
    const correctedSql =
      ids.corrected.length === 0
        ? sql`'[]'::json`
        : sql`(select coalesce(json_agg(r order by r.closeness desc, r."Book_Id"), '[]'::json)
            from (select ${suggestionColumns},
                word_similarity(${q.text}, b.search_title || ' ' || b.search_authors) as closeness
              from books b where b.id = any(${idArray(ids.corrected)}::int[]) and not b.withdrawn
              order by closeness desc, b.id
              limit ${AUTOCOMPLETE_LIMIT - ids.exact.length}) r)`;
    const [row] = await queryRows<{ results: SuggestionRow[]; corrected: SuggestionRow[]; version: number }>(
      db,
      sql`
        select (select coalesce(json_agg(r), '[]'::json)
            from (select ${suggestionColumns} from books b
              where b.id = any(${idArray(ids.exact)}::int[]) and not b.withdrawn) r) as results,
          ${correctedSql} as corrected,
          ${searchVersionSql} as version`,
    );
    const byId = new Map((row?.results ?? []).map((r) => [Number(r.Book_Id), r]));
    const exact = ids.exact.flatMap((id) => {
      const found = byId.get(id);
      return found ? [toSuggestion(found)] : [];
    });
    const corrected = (row?.corrected ?? []).map(toSuggestion);
    return {
      results: [...exact, ...corrected].slice(0, AUTOCOMPLETE_LIMIT),
      version: Number(row?.version ?? 0),
    };
  }

  return {
    catalogue,
    corrections,
    latinVocabulary,
    /**
     * Whether some book holds every word as a search reads them (`wordsTsquery`): answered by
     * the index alone, so a search for words no book holds (a typo) needs no statement to learn
     * it. Load the index first.
     */
    someBookHolds: (words: readonly string[]): boolean =>
      words.length > 0 && catalogue.index.firstMatching(typedClauses(words, latinVocabulary), 1).length > 0,
    /** The change log's last number, to check the index against when no other statement ran. */
    logVersion: (): Promise<number> => logNumber(db),
    refreshSearchColumns: (stopping?: () => boolean) => refreshSearchColumns(db, stopping),

    /**
     * Up to ten suggestions, best first (see suggestionIds), in one database statement. When the
     * database's words changed since the index was read, the index catches up and the query is
     * answered again.
     */
    async suggest(q: SearchQuery): Promise<AutocompleteResult[]> {
      if (!q.isbn && q.text === '') return [];
      for (let attempt = 1; ; attempt++) {
        await catalogue.ensure();
        const version = catalogue.loadedVersion;
        const answer = await suggestionsByIds(q, suggestionIds(q));
        if (answer.version === version || attempt >= 3) {
          catalogue.confirm(answer.version);
          return answer.results;
        }
        await catalogue.ensure(answer.version);
      }
    },
  };
}

export type AutocompleteRepository = ReturnType<typeof createAutocompleteRepository>;
