/**
 * The catalogue's search words held in memory, to find autocomplete candidates without asking the
 * database: which books hold every typed word (as a word, or as the start of one), first in
 * catalogue order, and which books' ISBN starts with the typed digits. The database stays the
 * source of truth: the lexemes are read from the books' own search vectors (so a word here is
 * exactly a word of the tsvector the SQL search matches), and catalogue-index-sync.ts keeps the
 * copy in step. Ranking, prices and stock still come from the database, for the few ids found.
 *
 * Compact on purpose, so a million titles fit in a few hundred MB and the garbage collector has
 * few objects to walk: a book is a position in typed arrays, its words are numbers into the
 * sorted vocabulary (each word one string, however many books hold it), and a prefix is a range
 * of those numbers, so matching a book is integer comparisons. Only titles and ISBNs stay
 * strings, one per book. Measured by bench/million-titles.mjs (index heap and RSS at 100k and 1M).
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

/** The lookup structures. A book is its position: ids[position], ascending (catalogue order). */
export interface Compact {
  ids: Int32Array;
  /** Distinct words in code-unit order; a word is its number here. */
  vocabulary: string[];
  /** Word numbers of the book at position p: bookWords[wordStart[p]..wordStart[p + 1]). */
  wordStart: Int32Array;
  bookWords: Int32Array;
  /**
   * Positions of the books holding word w, ascending: postBooks[postStart[w]..postStart[w + 1]).
   * postStart also counts the postings before a word, so a prefix's count is one subtraction.
   */
  postStart: Int32Array;
  postBooks: Int32Array;
  /** Folded titles by position, and the positions in title order (then catalogue order). */
  titles: string[];
  titleOrder: Int32Array;
  isbn10: Array<string | null>;
  isbn13: Array<string | null>;
  /** ISBN-10s and ISBN-13s together, sorted, with their books' positions. */
  isbns: string[];
  isbnBooks: Int32Array;
  /** The vocabulary's trigrams, for typo correction (trigram-vocabulary.ts). */
  trigrams: TrigramVocabulary;
}

/** A growable Int32 list: plain arrays of millions of numbers cost twice the memory and GC time. */
class IntList {
  data = new Int32Array(1024);
  length = 0;

  push(value: number): void {
    if (this.length === this.data.length) {
      const bigger = new Int32Array(this.data.length * 2);
      bigger.set(this.data);
      this.data = bigger;
    }
    this.data[this.length++] = value;
  }

  toArray(): Int32Array {
    return this.data.slice(0, this.length);
  }
}

/**
 * Gathers books, in ascending id order, into the compact structures. Words get provisional
 * numbers as they come and are renumbered in vocabulary order once all are known.
 */
export class CatalogueIndexBuilder {
  private readonly ids = new IntList();
  private readonly wordStart = new IntList();
  private readonly bookWords = new IntList();
  private readonly numberOf = new Map<string, number>();
  private readonly words: string[] = [];
  private readonly titles: string[] = [];
  private readonly isbn10: Array<string | null> = [];
  private readonly isbn13: Array<string | null> = [];
  private lastId = Number.NEGATIVE_INFINITY;
  /** Per book added, its position in the index being rebuilt, or -1 for a new or changed one. */
  private readonly oldPosition = new IntList();

  /**
   * `vocabulary`: the words of an index being rebuilt, numbered as there, so its books can be
   * added by number (addNumbered) without turning them back into strings.
   */
  constructor(vocabulary: readonly string[] = []) {
    for (const word of vocabulary) {
      this.numberOf.set(word, this.words.length);
      this.words.push(word);
    }
  }

  get size(): number {
    return this.ids.length;
  }

  /** Adds a book by the numbers of its distinct words in the vocabulary given to the constructor. */
  addNumbered(
    id: number,
    wordNumbers: ArrayLike<number>,
    title: string,
    isbn10: string | null,
    isbn13: string | null,
    oldPosition: number,
  ) {
    if (id <= this.lastId) throw new Error(`catalogue index: book ${id} added after ${this.lastId}`);
    this.lastId = id;
    this.oldPosition.push(oldPosition);
    this.ids.push(id);
    this.wordStart.push(this.bookWords.length);
    for (let i = 0; i < wordNumbers.length; i++) this.bookWords.push(wordNumbers[i] as number);
    this.titles.push(title);
    this.isbn10.push(isbn10);
    this.isbn13.push(isbn13);
  }

  /**
   * Adds a book after every book added so far (ids ascending). `words` may repeat a word: a word
   * twice in a book is one posting.
   */
  add(id: number, words: Iterable<string>, title: string, isbn10: string | null, isbn13: string | null) {
    if (id <= this.lastId) throw new Error(`catalogue index: book ${id} added after ${this.lastId}`);
    this.lastId = id;
    this.oldPosition.push(-1);
    this.ids.push(id);
    const start = this.bookWords.length;
    this.wordStart.push(start);
    for (const word of words) {
      if (word === '') continue;
      let n = this.numberOf.get(word);
      if (n === undefined) {
        n = this.words.length;
        this.numberOf.set(word, n);
        this.words.push(word);
      }
      let seen = false;
      for (let i = start; i < this.bookWords.length; i++) {
        if (this.bookWords.data[i] === n) {
          seen = true;
          break;
        }
      }
      if (!seen) this.bookWords.push(n);
    }
    this.titles.push(title);
    this.isbn10.push(isbn10);
    this.isbn13.push(isbn13);
  }

  /** Adds a book whose words are the space-separated words of its folded texts. */
  addText(id: number, title: string, otherText: string, isbn10: string | null, isbn13: string | null) {
    this.add(id, `${title} ${otherText}`.split(' '), title, isbn10, isbn13);
  }

  /**
   * The lookup structures. `previous`: the index this one rebuilds (every book added by
   * addNumbered came from it), whose title and ISBN order are kept rather than sorted again.
   */
  build(previous?: Compact): Compact {
    const n = this.ids.length;
    const ids = this.ids.toArray();
    this.wordStart.push(this.bookWords.length);
    const wordStart = this.wordStart.toArray();
    const bookWords = this.bookWords.toArray();

    // Renumber words in vocabulary (code-unit) order, leaving out words no book holds any more
    // (a rebuild starts from the old vocabulary).
    const used = new Uint8Array(this.words.length);
    for (let i = 0; i < bookWords.length; i++) used[bookWords[i] as number] = 1;
    const order = Array.from(this.words.keys())
      .filter((w) => used[w] === 1)
      .sort((a, b) => {
        const x = this.words[a] as string;
        const y = this.words[b] as string;
        return x < y ? -1 : x > y ? 1 : 0;
      });
    const vocabulary = order.map((i) => this.words[i] as string);
    const rank = new Int32Array(this.words.length);
    order.forEach((old, sorted) => {
      rank[old] = sorted;
    });
    for (let i = 0; i < bookWords.length; i++) bookWords[i] = rank[bookWords[i] as number] as number;

    const { postStart, postBooks } = postingsOf(vocabulary.length, wordStart, bookWords);

    const titles = this.titles;
    const byTitle = (a: number, b: number) => {
      const x = titles[a] as string;
      const y = titles[b] as string;
      return x < y ? -1 : x > y ? 1 : a - b;
    };
    const isbnText: string[] = [];
    const isbnPosition = new IntList();
    const addIsbns = (p: number) => {
      const ten = this.isbn10[p];
      const thirteen = this.isbn13[p];
      if (ten) {
        isbnText.push(ten);
        isbnPosition.push(p);
      }
      if (thirteen) {
        isbnText.push(thirteen);
        isbnPosition.push(p);
      }
    };
    const byIsbn = (a: number, b: number) => {
      const x = isbnText[a] as string;
      const y = isbnText[b] as string;
      return x < y ? -1 : x > y ? 1 : (isbnPosition.data[a] as number) - (isbnPosition.data[b] as number);
    };

    let titleOrder: Int32Array;
    let isbnOrder: Int32Array;
    let trigrams: TrigramVocabulary | null = null;
    if (previous) {
      // A rebuild after a few changes: the books kept stay in the order they had, so only the
      // changed ones are sorted and merged in (sorting a million titles again took seconds).
      const newPosition = new Int32Array(previous.ids.length).fill(-1);
      const fresh: number[] = [];
      for (let p = 0; p < n; p++) {
        const old = this.oldPosition.data[p] as number;
        if (old >= 0) newPosition[old] = p;
        else fresh.push(p);
      }
      const kept = Int32Array.from(previous.titleOrder, (old) => newPosition[old] as number).filter(
        (p) => p >= 0,
      );
      titleOrder = mergeSorted(kept, Int32Array.from(fresh.sort(byTitle)), byTitle);
      // ISBN entries: the kept ones in their old order first, then the fresh ones.
      for (let i = 0; i < previous.isbns.length; i++) {
        const p = newPosition[previous.isbnBooks[i] as number] as number;
        if (p < 0) continue;
        isbnText.push(previous.isbns[i] as string);
        isbnPosition.push(p);
      }
      const keptIsbns = isbnText.length;
      for (const p of fresh) addIsbns(p);
      const freshIsbns = Array.from({ length: isbnText.length - keptIsbns }, (_, i) => keptIsbns + i);
      isbnOrder = mergeSorted(
        Int32Array.from({ length: keptIsbns }, (_, i) => i),
        Int32Array.from(freshIsbns.sort(byIsbn)),
        byIsbn,
      );
      const same =
        vocabulary.length === previous.vocabulary.length &&
        vocabulary.every((w, i) => w === previous.vocabulary[i]);
      if (same) trigrams = previous.trigrams;
    } else {
      // Sorted as a plain array: V8 sorts typed arrays with a comparator about three times slower.
      titleOrder = Int32Array.from(Array.from({ length: n }, (_, p) => p).sort(byTitle));
      for (let p = 0; p < n; p++) addIsbns(p);
      isbnOrder = Int32Array.from(Array.from({ length: isbnText.length }, (_, i) => i).sort(byIsbn));
    }
    return {
      ids,
      vocabulary,
      wordStart,
      bookWords,
      postStart,
      postBooks,
      titles,
      titleOrder,
      isbn10: this.isbn10,
      isbn13: this.isbn13,
      isbns: Array.from(isbnOrder, (i) => isbnText[i] as string),
      isbnBooks: isbnOrder.map((i) => isbnPosition.data[i] as number),
      trigrams: trigrams ?? new TrigramVocabulary(vocabulary),
    };
  }
}

/**
 * Which books hold each word, by counting: books are visited in position order, so each list
 * comes out ascending. Linear in the postings, so a snapshot (catalogue-index-snapshot.ts) need
 * not store them.
 */
export function postingsOf(
  vocabularySize: number,
  wordStart: Int32Array,
  bookWords: Int32Array,
): { postStart: Int32Array; postBooks: Int32Array } {
  const postStart = new Int32Array(vocabularySize + 1);
  for (let i = 0; i < bookWords.length; i++) {
    const w = (bookWords[i] as number) + 1;
    postStart[w] = (postStart[w] as number) + 1;
  }
  for (let w = 0; w < vocabularySize; w++) {
    postStart[w + 1] = (postStart[w + 1] as number) + (postStart[w] as number);
  }
  const postBooks = new Int32Array(bookWords.length);
  const next = postStart.slice(0, vocabularySize);
  const n = wordStart.length - 1;
  for (let p = 0; p < n; p++) {
    for (let i = wordStart[p] as number; i < (wordStart[p + 1] as number); i++) {
      postBooks[(next[bookWords[i] as number] as number)++] = p;
    }
  }
  return { postStart, postBooks };
}

/** Two lists each sorted by `compare`, merged into one. */
function mergeSorted(a: Int32Array, b: Int32Array, compare: (x: number, y: number) => number): Int32Array {
  const out = new Int32Array(a.length + b.length);
  let i = 0;
  let j = 0;
  let k = 0;
  while (i < a.length && j < b.length) {
    out[k++] = compare(a[i] as number, b[j] as number) <= 0 ? (a[i++] as number) : (b[j++] as number);
  }
  while (i < a.length) out[k++] = a[i++] as number;
  while (j < b.length) out[k++] = b[j++] as number;
  return out;
}

/** The first index in [0, length) whose entry (read by `at`) is not below `key`. */
function lowerBound(length: number, at: (i: number) => string, key: string): number {
  let lo = 0;
  let hi = length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (at(mid) < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The range [from, to) of sorted entries that equal `term` or, for a prefix, start with it. */
function rangeIn(length: number, at: (i: number) => string, term: Term): [number, number] {
  const from = lowerBound(length, at, term.text);
  if (!term.prefix) return from < length && at(from) === term.text ? [from, from + 1] : [from, from];
  let to = from;
  let hi = length;
  while (to < hi) {
    const mid = (to + hi) >>> 1;
    if (at(mid).startsWith(term.text)) to = mid + 1;
    else hi = mid;
  }
  return [from, to];
}

function rangeOf(sorted: readonly string[], term: Term): [number, number] {
  return rangeIn(sorted.length, (i) => sorted[i] as string, term);
}

/** A clause as ranges of word numbers: [from0, to0, from1, to1, ...], empty ones left out. */
function clauseRanges(c: Compact, clause: Clause): number[] {
  const ranges: number[] = [];
  for (const term of clause) {
    const [from, to] = rangeOf(c.vocabulary, term);
    if (to > from) ranges.push(from, to);
  }
  return ranges;
}

/**
 * Reading books in catalogue order and testing each is cheap when matches are dense; gathering
 * a clause's postings is cheap when they are few. A clause whose postings are fewer than this
 * many times the number of books still wanted is gathered; otherwise the books are walked.
 */
const WALK_FACTOR = 40;

export class CatalogueIndex {
  private compact: Compact = new CatalogueIndexBuilder().build();
  /** Changes not yet in `compact`: a book to add or replace, or null for one removed. */
  private readonly pending = new Map<number, IndexedBook | null>();

  get size(): number {
    return this.structures().ids.length;
  }

  /** Replaces everything the index holds. */
  reset(books: Iterable<IndexedBook>): void {
    const sorted = [...books].sort((a, b) => a.id - b.id);
    const builder = new CatalogueIndexBuilder();
    for (const [i, book] of sorted.entries()) {
      // A later entry for the same id wins, as a map's would.
      if (sorted[i + 1]?.id === book.id) continue;
      builder.add(book.id, book.words, book.title ?? '', book.isbn10, book.isbn13);
    }
    this.replace(builder);
  }

  /** Replaces everything the index holds with the books a builder gathered. */
  replace(builder: CatalogueIndexBuilder): void {
    this.pending.clear();
    this.compact = builder.build();
  }

  /** Adds or replaces books. */
  upsert(books: Iterable<IndexedBook>): void {
    for (const book of books) this.pending.set(book.id, book);
  }

  remove(ids: Iterable<number>): void {
    for (const id of ids) this.pending.set(id, null);
  }

  /** Builds the lookup structures now rather than on the next lookup. */
  prepare(): void {
    this.structures();
  }

  /**
   * The lookup structures with every change merged in, for a snapshot
   * (catalogue-index-snapshot.ts). They are never changed in place (a change builds new ones),
   * so they may be encoded later while the index moves on.
   */
  current(): Compact {
    return this.structures();
  }

  /** Replaces everything the index holds with structures read back from a snapshot. */
  restore(structures: Compact): void {
    this.pending.clear();
    this.compact = structures;
  }

  /**
   * The lookup structures, rebuilt with the pending changes merged in id order (catalogue edits
   * are rare and come in small batches; lookups are not).
   */
  private structures(): Compact {
    if (this.pending.size === 0) return this.compact;
    const c = this.compact;
    const changed = [...this.pending.keys()].sort((a, b) => a - b);
    // Unchanged books keep their word numbers: no string is looked up again.
    const builder = new CatalogueIndexBuilder(c.vocabulary);
    let k = 0;
    const addChanged = (id: number) => {
      const book = this.pending.get(id);
      if (book) builder.add(id, book.words, book.title ?? '', book.isbn10, book.isbn13);
    };
    for (let p = 0; p < c.ids.length; p++) {
      const id = c.ids[p] as number;
      while (k < changed.length && (changed[k] as number) < id) addChanged(changed[k++] as number);
      if (k < changed.length && changed[k] === id) {
        addChanged(changed[k++] as number);
        continue;
      }
      const words = c.bookWords.subarray(c.wordStart[p] as number, c.wordStart[p + 1] as number);
      builder.addNumbered(id, words, c.titles[p] as string, c.isbn10[p] ?? null, c.isbn13[p] ?? null, p);
    }
    while (k < changed.length) addChanged(changed[k++] as number);
    this.pending.clear();
    this.compact = builder.build(c);
    return this.compact;
  }

  private wordsAt(c: Compact, position: number): string[] {
    const words: string[] = [];
    for (let i = c.wordStart[position] as number; i < (c.wordStart[position + 1] as number); i++) {
      words.push(c.vocabulary[c.bookWords[i] as number] as string);
    }
    return words;
  }

  /** The position of a book, or -1. */
  private positionOf(c: Compact, id: number): number {
    let lo = 0;
    let hi = c.ids.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((c.ids[mid] as number) < id) lo = mid + 1;
      else hi = mid;
    }
    return lo < c.ids.length && c.ids[lo] === id ? lo : -1;
  }

  /** Whether the book at `position` has a word in every clause's ranges. */
  private matchesAll(c: Compact, position: number, clauses: readonly number[][]): boolean {
    const start = c.wordStart[position] as number;
    const end = c.wordStart[position + 1] as number;
    for (const ranges of clauses) {
      let found = false;
      for (let i = start; i < end && !found; i++) {
        const w = c.bookWords[i] as number;
        for (let r = 0; r < ranges.length; r += 2) {
          if (w >= (ranges[r] as number) && w < (ranges[r + 1] as number)) {
            found = true;
            break;
          }
        }
      }
      if (!found) return false;
    }
    return true;
  }

  /** The positions of the books holding a word in `ranges`, ascending. */
  private positionsIn(c: Compact, ranges: readonly number[]): Int32Array {
    if (ranges.length === 2 && ranges[1] === (ranges[0] as number) + 1) {
      const w = ranges[0] as number;
      return c.postBooks.subarray(c.postStart[w] as number, c.postStart[w + 1] as number);
    }
    const all = new IntList();
    for (let r = 0; r < ranges.length; r += 2) {
      for (
        let i = c.postStart[ranges[r] as number] as number;
        i < (c.postStart[ranges[r + 1] as number] as number);
        i++
      ) {
        all.push(c.postBooks[i] as number);
      }
    }
    const sorted = all.toArray().sort();
    let unique = 0;
    for (let i = 0; i < sorted.length; i++) {
      if (i === 0 || sorted[i] !== sorted[i - 1]) sorted[unique++] = sorted[i] as number;
    }
    return sorted.subarray(0, unique);
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
    const c = this.structures();
    // The rarest clause drives; the others are checked on its books.
    const asRanges = clauses.map((clause) => clauseRanges(c, clause));
    let rarest = 0;
    let rarestCount = Number.POSITIVE_INFINITY;
    asRanges.forEach((ranges, i) => {
      let count = 0;
      for (let r = 0; r < ranges.length; r += 2) {
        count +=
          (c.postStart[ranges[r + 1] as number] as number) - (c.postStart[ranges[r] as number] as number);
      }
      if (count < rarestCount) {
        rarest = i;
        rarestCount = count;
      }
    });
    if (rarestCount === 0) return [];
    const found: number[] = [];
    const accept = (position: number): boolean => {
      const id = c.ids[position] as number;
      if (exclude.has(id) || !this.matchesAll(c, position, asRanges)) return false;
      found.push(id);
      return found.length >= limit;
    };
    if (rarestCount <= limit * WALK_FACTOR) {
      for (const position of this.positionsIn(c, asRanges[rarest] as number[])) if (accept(position)) break;
      return found;
    }
    // Dense words: the first books in catalogue order usually match, so walk a few of them...
    const walked = Math.min(c.ids.length, limit * WALK_FACTOR);
    for (let position = 0; position < walked; position++) if (accept(position)) return found;
    // ...and when they do not ("one with y": three common words, rarely together), visit only
    // the rarest clause's books, in catalogue order through a bitmap: its postings and no more,
    // where walking every book cost a million checks at a million titles.
    const bits = new Uint32Array((c.ids.length + 31) >>> 5);
    const ranges = asRanges[rarest] as number[];
    for (let r = 0; r < ranges.length; r += 2) {
      const end = c.postStart[ranges[r + 1] as number] as number;
      for (let i = c.postStart[ranges[r] as number] as number; i < end; i++) {
        const p = c.postBooks[i] as number;
        if (p >= walked) bits[p >>> 5] = (bits[p >>> 5] as number) | (1 << (p & 31));
      }
    }
    for (let w = walked >>> 5; w < bits.length; w++) {
      let word = bits[w] as number;
      while (word !== 0) {
        const bit = 31 - Math.clz32(word & -word);
        word &= word - 1;
        if (accept((w << 5) | bit)) return found;
      }
    }
    return found;
  }

  /**
   * Every book matching every clause, ids ascending (the results page counts them all). The
   * rarest clause's books are checked against the others; one clause's books are the answer.
   */
  allMatching(clauses: readonly Clause[]): Int32Array {
    if (clauses.length === 0) return new Int32Array(0);
    const c = this.structures();
    const asRanges = clauses.map((clause) => clauseRanges(c, clause));
    const postings = (ranges: number[]) => {
      let count = 0;
      for (let r = 0; r < ranges.length; r += 2)
        count +=
          (c.postStart[ranges[r + 1] as number] as number) - (c.postStart[ranges[r] as number] as number);
      return count;
    };
    const rarest = asRanges.reduce((best, ranges) => (postings(ranges) < postings(best) ? ranges : best));
    const positions = this.positionsIn(c, rarest);
    const ids = new Int32Array(positions.length);
    let n = 0;
    const others = asRanges.filter((ranges) => ranges !== rarest);
    for (const p of positions) {
      if (others.length === 0 || this.matchesAll(c, p, others)) ids[n++] = c.ids[p] as number;
    }
    return ids.subarray(0, n);
  }

  /** Whether some book has the word, or (asPrefix) a word starting with it. */
  hasWord(word: string, asPrefix: boolean): boolean {
    return this.knows({ text: word, prefix: asPrefix });
  }

  /** The first `limit` books, in catalogue order, whose ISBN-10 or ISBN-13 starts with `prefix`. */
  firstWithIsbn(prefix: string, limit: number): number[] {
    const c = this.structures();
    const [from, to] = rangeOf(c.isbns, { text: prefix, prefix: true });
    if (to - from <= limit * WALK_FACTOR) {
      const positions = [...new Set(c.isbnBooks.subarray(from, to))].sort((x, y) => x - y);
      return positions.slice(0, limit).map((p) => c.ids[p] as number);
    }
    const found: number[] = [];
    for (let p = 0; p < c.ids.length; p++) {
      if (c.isbn10[p]?.startsWith(prefix) || c.isbn13[p]?.startsWith(prefix)) {
        found.push(c.ids[p] as number);
        if (found.length >= limit) break;
      }
    }
    return found;
  }

  /** A book the index holds. */
  book(id: number): IndexedBook | undefined {
    const c = this.structures();
    const p = this.positionOf(c, id);
    if (p < 0) return undefined;
    return {
      id,
      words: this.wordsAt(c, p),
      isbn10: c.isbn10[p] ?? null,
      isbn13: c.isbn13[p] ?? null,
      title: c.titles[p] as string,
    };
  }

  /** A book's folded title, or undefined when the index does not hold the book. */
  titleOf(id: number): string | undefined {
    const c = this.structures();
    const p = this.positionOf(c, id);
    return p < 0 ? undefined : (c.titles[p] as string);
  }

  /**
   * The first `limit` books whose folded title starts with `prefix`, in the titles' code-point
   * order: `search_title ~>=~ prefix and ~<~ prefixEnd(prefix) order by search_title using ~<~`.
   */
  firstTitlesStartingWith(prefix: string, limit: number): number[] {
    const c = this.structures();
    const at = (i: number) => c.titles[c.titleOrder[i] as number] as string;
    const [from, to] = rangeIn(c.titleOrder.length, at, { text: prefix, prefix: true });
    return Array.from(c.titleOrder.subarray(from, Math.min(to, from + limit)), (p) => c.ids[p] as number);
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
