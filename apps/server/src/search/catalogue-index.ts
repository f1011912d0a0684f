/**
 * The catalogue's search words held in memory, to find autocomplete candidates without asking the
 * database: which books hold every typed word (as a word, or as the start of one), first in
 * catalogue order, and which books' ISBN starts with the typed digits. The database stays the
 * source of truth: the lexemes are read from the books' own search vectors (so a word here is
 * exactly a word of the tsvector the SQL search matches), and catalogue-index-sync.ts keeps the
 * copy in step. Ranking, prices and stock still come from the database, for the few ids found.
 *
 * Sizes at 100k titles: about a million (word, book) postings, 15k distinct words; a few tens of
 * MB, built in well under a second from rows already read. The vocabulary's trigrams
 * (trigram-vocabulary.ts) are built with the rest and answer typo corrections.
 */

import { TrigramVocabulary } from './trigram-vocabulary.js';

/** What the index keeps of a book. */
export interface IndexedBook {
  id: number;
  /** The lexemes of the book's search vector (title, authors, publisher). */
  words: readonly string[];
  isbn10: string | null;
  isbn13: string | null;
  /** The folded title (books.search_title), for the title-as-typed and words-in-title tiers. */
  title?: string;
}

/** A word as the shopper typed it: a whole word, or the start of one. */
export interface Term {
  text: string;
  prefix: boolean;
}

/** A book matches a clause when one of its words matches one of the clause's terms. */
export type Clause = readonly Term[];

interface Built {
  /** Every book id, ascending: catalogue order. */
  ids: Int32Array;
  /** Distinct words in code-unit order, with their books' ids ascending. */
  vocabulary: string[];
  postings: Int32Array[];
  /** postingsBefore[i]: postings of vocabulary[0..i), so a prefix's count is one subtraction. */
  postingsBefore: Float64Array;
  /** (ISBN, id) pairs sorted by ISBN, ISBN-10s and ISBN-13s together. */
  isbns: string[];
  isbnIds: Int32Array;
  /** Folded titles in code-point order (PostgreSQL's byte order in UTF-8), with their ids. */
  titles: string[];
  titleIds: Int32Array;
  /** The vocabulary's trigrams, for typo correction (trigram-vocabulary.ts). */
  trigrams: TrigramVocabulary;
}

/** The first index in the sorted list whose entry is not below `key`. */
function lowerBound(sorted: readonly string[], key: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((sorted[mid] as string) < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The range [from, to) of entries that equal `term` or, for a prefix, start with it. */
function rangeOf(sorted: readonly string[], term: Term): [number, number] {
  const from = lowerBound(sorted, term.text);
  if (!term.prefix) {
    return sorted[from] === term.text ? [from, from + 1] : [from, from];
  }
  let to = from;
  // Binary search for the end of the prefix run.
  let hi = sorted.length;
  while (to < hi) {
    const mid = (to + hi) >>> 1;
    if ((sorted[mid] as string).startsWith(term.text)) to = mid + 1;
    else hi = mid;
  }
  return [from, to];
}

function termMatches(word: string, term: Term): boolean {
  return term.prefix ? word.startsWith(term.text) : word === term.text;
}

/**
 * Reading books in catalogue order and testing each is cheap when matches are dense; gathering
 * a clause's postings is cheap when they are few. A clause whose postings are fewer than this
 * many times the number of books still wanted is gathered; otherwise the books are walked.
 */
const WALK_FACTOR = 40;

export class CatalogueIndex {
  private readonly books = new Map<number, IndexedBook>();
  private built: Built | null = null;

  get size(): number {
    return this.books.size;
  }

  /** Replaces everything the index holds. */
  reset(books: Iterable<IndexedBook>): void {
    this.books.clear();
    for (const book of books) this.books.set(book.id, book);
    this.built = null;
  }

  /** Adds or replaces books. */
  upsert(books: Iterable<IndexedBook>): void {
    for (const book of books) this.books.set(book.id, book);
    this.built = null;
  }

  remove(ids: Iterable<number>): void {
    for (const id of ids) this.books.delete(id);
    this.built = null;
  }

  /** Builds the lookup structures now rather than on the next lookup. */
  prepare(): void {
    this.structures();
  }

  /** The lookup structures, rebuilt after changes (catalogue edits are rare; lookups are not). */
  private structures(): Built {
    if (this.built) return this.built;
    const ids = Int32Array.from(this.books.keys()).sort();
    const lists = new Map<string, number[]>();
    const isbnPairs: Array<[string, number]> = [];
    for (const id of ids) {
      const book = this.books.get(id) as IndexedBook;
      for (const word of book.words) {
        let list = lists.get(word);
        if (!list) {
          list = [];
          lists.set(word, list);
        }
        // Ids arrive ascending, so each list is sorted; a word twice in a book is one posting.
        if (list[list.length - 1] !== id) list.push(id);
      }
      if (book.isbn10) isbnPairs.push([book.isbn10, id]);
      if (book.isbn13) isbnPairs.push([book.isbn13, id]);
    }
    const vocabulary = [...lists.keys()].sort();
    const postings = vocabulary.map((w) => Int32Array.from(lists.get(w) as number[]));
    const postingsBefore = new Float64Array(vocabulary.length + 1);
    postings.forEach((p, i) => {
      postingsBefore[i + 1] = (postingsBefore[i] as number) + p.length;
    });
    isbnPairs.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] - b[1]));
    const titlePairs: Array<[string, number]> = [];
    for (const id of ids) titlePairs.push([(this.books.get(id) as IndexedBook).title ?? '', id]);
    titlePairs.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] - b[1]));
    this.built = {
      ids,
      vocabulary,
      postings,
      postingsBefore,
      isbns: isbnPairs.map((p) => p[0]),
      isbnIds: Int32Array.from(isbnPairs.map((p) => p[1])),
      titles: titlePairs.map((p) => p[0]),
      titleIds: Int32Array.from(titlePairs.map((p) => p[1])),
      trigrams: new TrigramVocabulary(vocabulary),
    };
    return this.built;
  }

  /** How many (word, book) postings the clause's terms cover: an upper bound of its books. */
  private postingCount(b: Built, clause: Clause): number {
    let n = 0;
    for (const term of clause) {
      const [from, to] = rangeOf(b.vocabulary, term);
      n += (b.postingsBefore[to] as number) - (b.postingsBefore[from] as number);
    }
    return n;
  }

  /** The ids of the books a clause matches, ascending. */
  private clauseIds(b: Built, clause: Clause): number[] {
    const ids = new Set<number>();
    for (const term of clause) {
      const [from, to] = rangeOf(b.vocabulary, term);
      for (let i = from; i < to; i++) for (const id of b.postings[i] as Int32Array) ids.add(id);
    }
    return [...ids].sort((x, y) => x - y);
  }

  private bookMatches(id: number, clauses: readonly Clause[], exclude: ReadonlySet<number>): boolean {
    if (exclude.has(id)) return false;
    const book = this.books.get(id);
    if (!book) return false;
    return clauses.every((clause) => book.words.some((w) => clause.some((t) => termMatches(w, t))));
  }

  /**
   * The first `limit` books, in catalogue order, matching every clause: the tsquery
   * `(a | b) & c:*` as PostgreSQL would answer it with `order by id limit n`.
   */
  firstMatching(
    clauses: readonly Clause[],
    limit: number,
    exclude: ReadonlySet<number> = new Set(),
  ): number[] {
    if (clauses.length === 0 || limit <= 0) return [];
    const b = this.structures();
    // The rarest clause drives; the others are checked on its books.
    let rarest: Clause = clauses[0] as Clause;
    let rarestCount = Number.POSITIVE_INFINITY;
    for (const clause of clauses) {
      const n = this.postingCount(b, clause);
      if (n < rarestCount) {
        rarest = clause;
        rarestCount = n;
      }
    }
    if (rarestCount === 0) return [];
    const found: number[] = [];
    const source = rarestCount <= limit * WALK_FACTOR ? this.clauseIds(b, rarest) : b.ids;
    for (const id of source) {
      if (this.bookMatches(id, clauses, exclude)) {
        found.push(id);
        if (found.length >= limit) break;
      }
    }
    return found;
  }

  /** Whether some book has the word, or (asPrefix) a word starting with it. */
  hasWord(word: string, asPrefix: boolean): boolean {
    const b = this.structures();
    const [from, to] = rangeOf(b.vocabulary, { text: word, prefix: asPrefix });
    return to > from;
  }

  /** The first `limit` books, in catalogue order, whose ISBN-10 or ISBN-13 starts with `prefix`. */
  firstWithIsbn(prefix: string, limit: number): number[] {
    const b = this.structures();
    const [from, to] = rangeOf(b.isbns, { text: prefix, prefix: true });
    if (to - from <= limit * WALK_FACTOR) {
      const ids = [...new Set(b.isbnIds.subarray(from, to))].sort((x, y) => x - y);
      return ids.slice(0, limit);
    }
    const found: number[] = [];
    for (const id of b.ids) {
      const book = this.books.get(id) as IndexedBook;
      if (book.isbn10?.startsWith(prefix) || book.isbn13?.startsWith(prefix)) {
        found.push(id);
        if (found.length >= limit) break;
      }
    }
    return found;
  }

  /** A book the index holds. */
  book(id: number): IndexedBook | undefined {
    return this.books.get(id);
  }

  /**
   * The first `limit` books whose folded title starts with `prefix`, in the titles' code-point
   * order: `search_title ~>=~ prefix and ~<~ prefixEnd(prefix) order by search_title using ~<~`.
   */
  firstTitlesStartingWith(prefix: string, limit: number): number[] {
    const b = this.structures();
    const [from, to] = rangeOf(b.titles, { text: prefix, prefix: true });
    return Array.from(b.titleIds.subarray(from, Math.min(to, from + limit)));
  }

  /**
   * Up to `limit` catalogue words closest to `word` by trigram similarity, as pg_trgm's
   * `where w % word order by w <-> word, w` would list them: typo corrections.
   */
  closestWords(word: string, limit: number): string[] {
    return this.structures().trigrams.closest(word, limit);
  }

  /** Whether some catalogue word is `text` or, for a prefix, starts with it. */
  knows(term: Term): boolean {
    const [from, to] = rangeOf(this.structures().vocabulary, term);
    return to > from;
  }
}
