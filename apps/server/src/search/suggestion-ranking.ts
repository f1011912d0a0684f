import type { CatalogueIndex, Clause, Term } from './catalogue-index.js';
import { MIN_CORRECTED_WORD } from './search-query.js';

/**
 * Autocomplete's ranking, done on the in-memory catalogue index so a suggestion costs no ranking
 * query: the database is asked only for the few winners' prices and stock, by primary key, in
 * the statement that also checks the index is current (autocomplete-repository.ts). The tiers are
 * the ones the SQL ranking used, so the same books come back in the same order:
 *
 * - candidates: books whose ISBN starts with the typed digits (200 for a whole ISBN, 45 for its
 *   start), the first titles in code-point order that start with the typed text, and the first
 *   books (catalogue order) holding every typed word;
 * - each gets its source's score plus the better of: the title is the typed text (90), the title
 *   starts with it (80), every typed word is in the title (40);
 * - best first, then catalogue (id) order.
 */
export interface SuggestionQuery {
  /** The folded text as typed; '' when only an ISBN was typed. */
  text: string;
  /** The ISBN (or its start) the text reads as, or null. */
  isbn: string | null;
  /** The typed words as index clauses held to the title, or null without words. */
  titleClauses: readonly Clause[] | null;
  /** Whether a folded title counts as the whole typed title; by default equal to `text`. */
  isWholeTitle?: (title: string) => boolean;
}

const WHOLE_ISBN = 200;
const ISBN_START = 45;
const WHOLE_TITLE = 90;
const TITLE_START = 80;
const WORDS_IN_TITLE = 40;

function termMatches(word: string, term: Term): boolean {
  return term.prefix ? word.startsWith(term.text) : word === term.text;
}

function titleHolds(title: string, clauses: readonly Clause[]): boolean {
  const words = title === '' ? [] : title.split(' ');
  return clauses.every((clause) => words.some((w) => clause.some((t) => termMatches(w, t))));
}

/**
 * The ids of the best `limit` suggestions, best first. `isbnIds` and `wordIds` are the index's
 * candidates for the ISBN and the words (firstWithIsbn, firstMatching).
 */
export function rankSuggestions(
  index: CatalogueIndex,
  q: SuggestionQuery,
  isbnIds: readonly number[],
  wordIds: readonly number[],
  limit: number,
): number[] {
  const sourceScore = new Map<number, number>();
  const offer = (id: number, score: number) => {
    sourceScore.set(id, Math.max(score, sourceScore.get(id) ?? score));
  };
  if (q.isbn) {
    for (const id of isbnIds) {
      const book = index.book(id);
      offer(id, book && (book.isbn13 === q.isbn || book.isbn10 === q.isbn) ? WHOLE_ISBN : ISBN_START);
    }
  }
  if (q.text !== '') for (const id of index.firstTitlesStartingWith(q.text, limit)) offer(id, 0);
  for (const id of wordIds) offer(id, 0);

  const isWholeTitle = q.isWholeTitle ?? ((title: string) => title === q.text);
  const ranked: Array<{ id: number; rank: number }> = [];
  for (const [id, score] of sourceScore) {
    const book = index.book(id);
    if (!book) continue;
    const title = book.title ?? '';
    const titleStart =
      q.text === '' ? 0 : isWholeTitle(title) ? WHOLE_TITLE : title.startsWith(q.text) ? TITLE_START : 0;
    const inTitle = q.titleClauses && titleHolds(title, q.titleClauses) ? WORDS_IN_TITLE : 0;
    ranked.push({ id, rank: score + Math.max(titleStart, inTitle) });
  }
  ranked.sort((a, b) => b.rank - a.rank || a.id - b.id);
  return ranked.slice(0, limit).map((r) => r.id);
}

/**
 * The typed words the catalogue's vocabulary does not know, candidates for typo correction:
 * words of three letters or more that are no catalogue word, or, for the word being typed (the
 * last), the start of none. With `wholeLast` (the words as typed found nothing) the last word
 * must be a whole catalogue word too: "mohsin hamd" found nothing although "hamd" starts
 * "hamdard", and "hamd" is the typo to correct (to "hamid").
 */
export function unknownWords(
  index: CatalogueIndex,
  words: readonly string[],
  options: { wholeLast?: boolean } = {},
): string[] {
  const last = words[words.length - 1] ?? '';
  return words.filter(
    (word) =>
      [...word].length >= MIN_CORRECTED_WORD &&
      !index.knows({ text: word, prefix: word === last && !options.wholeLast }),
  );
}
