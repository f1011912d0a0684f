/**
 * What the results page filters, counts and sorts by, held in memory for every book: its price
 * after discount, discount, year, stock status, language, publisher, authors and categories, and
 * the category tree. With the catalogue index's matches (catalogue-index.ts) the results page is
 * answered here, whatever the number of matches: counting 40,000 matches of "the" in typed
 * arrays takes about a millisecond, where the database took 20-70 ms and stopped at a thousand.
 * Kept in step with the database by catalogue-facets-sync.ts, through the search_changes log.
 *
 * Compact on purpose, as the catalogue index is: a book is its id, an index into typed arrays;
 * names (authors, publishers, languages) are numbers into interned lists; only books with more
 * than one author or category keep a small array beside them.
 */

import {
  PRICE_BANDS,
  type SearchFacets,
  type SearchFacetValue,
  type SearchSort,
  STOCK_LABELS,
  STOCK_STATUSES,
  type StockStatus,
} from '@bookshop/domain';
import type { FacetFilters } from './search-params.js';

/** A book's facet values, as catalogue-facets-sync.ts reads them. */
export interface BookFacets {
  id: number;
  /** Price after the book's own discount (sellingPriceSql). */
  selling: number;
  discount: number;
  year: number | null;
  status: string;
  withdrawn: boolean;
  language: string;
  publisher: string | null;
  authors: readonly string[];
  /** The categories the book is filed under directly. */
  categories: readonly number[];
}

/** A category as the facets need it. */
export interface CategoryNode {
  id: number;
  parentId: number | null;
  name: string;
  hidden: boolean;
}

/** Most values listed for the facets that can have many (category, author, publisher). */
export const FACET_VALUES = 20;

/** A language code's name as the language facet shows it. */
export const LANGUAGE_NAMES: Readonly<Record<string, string>> = {
  en: 'English',
  ur: 'Urdu',
  ar: 'Arabic',
  fr: 'French',
  es: 'Spanish',
  de: 'German',
  fa: 'Persian',
  pa: 'Punjabi',
};

const NO_YEAR = -2147483648;
/** No value (a book without a publisher, authors or categories). */
const NONE = -1;
/** A value asked for that no book holds: equal to nothing a book holds, NONE included. */
const UNKNOWN = -2;

/** Strings numbered in the order first seen, each kept once. */
class Interned {
  private readonly numbers = new Map<string, number>();
  readonly values: string[] = [];

  of(value: string): number {
    let n = this.numbers.get(value);
    if (n === undefined) {
      n = this.values.length;
      this.values.push(value);
      this.numbers.set(value, n);
    }
    return n;
  }

  find(value: string): number {
    return this.numbers.get(value) ?? UNKNOWN;
  }
}

/** One column of numbers per book id, grown as ids grow. */
function grown<T extends Int32Array | Int16Array | Uint16Array | Uint8Array>(
  array: T,
  size: number,
  fill: number,
): T {
  if (array.length >= size) return array;
  const bigger = new (array.constructor as new (n: number) => T)(Math.max(size, array.length * 2));
  bigger.fill(fill);
  bigger.set(array);
  return bigger;
}

/** Which of the chosen facet filters a book fails: a bit per facet. */
const CATEGORY_BIT = 1;
const AUTHOR_BIT = 2;
const PUBLISHER_BIT = 4;
const LANGUAGE_BIT = 8;
const PRICE_BIT = 16;
const AVAILABILITY_BIT = 32;

/** The price band (index into PRICE_BANDS) a selling price falls in. */
function priceBandOf(selling: number): number {
  for (let i = 0; i < PRICE_BANDS.length; i++) {
    const max = PRICE_BANDS[i]?.max ?? null;
    if (max === null || selling < max) return i;
  }
  return PRICE_BANDS.length - 1;
}

/**
 * Several numbers per book (authors, categories): the first in a column of its own, the rest in
 * one shared list. A book changed appends its rest anew (the old stretch stays unused until the
 * next whole load): cheaper than an object per book, which a million titles would make millions.
 */
class ManyPerBook {
  first = new Int32Array(0);
  restStart = new Int32Array(0);
  restCount = new Uint16Array(0);
  rest = new Int32Array(1024);
  private restLength = 0;

  reserve(size: number): void {
    this.first = grown(this.first, size, NONE);
    this.restStart = grown(this.restStart, size, 0);
    this.restCount = grown(this.restCount, size, 0);
  }

  set(id: number, values: readonly number[]): void {
    this.first[id] = values[0] ?? NONE;
    const more = Math.min(values.length - 1, 65_535);
    if (more <= 0) {
      this.restCount[id] = 0;
      return;
    }
    if (this.restLength + more > this.rest.length) this.rest = grown(this.rest, this.restLength + more, 0);
    for (let j = 0; j < more; j++) this.rest[this.restLength + j] = values[j + 1] as number;
    this.restStart[id] = this.restLength;
    this.restCount[id] = more;
    this.restLength += more;
  }
}

/** What a search asks of the facets beyond the matched words. */
export interface FacetSearch extends FacetFilters {
  minPrice: number | null;
  maxPrice: number | null;
}

/** The books a search shows, in catalogue (id) order, and its facets counted over every match. */
export interface FacetCount {
  shown: Int32Array;
  facets: SearchFacets;
}

/** Counts per number, remembering which numbers were counted so they can be listed and reset. */
class Tally {
  counts = new Int32Array(64);
  readonly touched: number[] = [];

  /** Room to count numbers below `size` without checking each; the tally itself. */
  reserve(size: number): this {
    if (size > this.counts.length) this.counts = grown(this.counts, size, 0);
    return this;
  }

  /** Counts `n` once more; `n` below the size reserved. */
  add(n: number): void {
    const counts = this.counts;
    if (counts[n] === 0) this.touched.push(n);
    counts[n] = (counts[n] as number) + 1;
  }

  /**
   * The `limit` numbers counted most (then by label, in code-unit order) that have a label
   * (`label` gives null for a number not to list), and the tally emptied for the next search.
   * A selection, not a sort: "the" counts some 30,000 authors to list 20 of.
   */
  top(limit: number, label: (n: number) => string | null): SearchFacetValue[] {
    const best: SearchFacetValue[] = [];
    for (const n of this.touched) {
      const count = this.counts[n] as number;
      this.counts[n] = 0;
      const worst = best.length === limit ? best[limit - 1] : undefined;
      if (worst && count < worst.count) continue;
      const name = label(n);
      if (name === null) continue;
      const value = { value: String(n), label: name, count };
      let at = best.length;
      while (at > 0 && ranksBefore(value, best[at - 1] as SearchFacetValue)) at--;
      if (at >= limit) continue;
      best.splice(at, 0, value);
      if (best.length > limit) best.pop();
    }
    this.touched.length = 0;
    return best;
  }
}

/** Most first, then by label in code-unit order. */
function ranksBefore(a: SearchFacetValue, b: SearchFacetValue): boolean {
  return a.count > b.count || (a.count === b.count && a.label < b.label);
}

export class CatalogueFacets {
  /** 1 for a book on sale (present, not withdrawn). */
  private listed = new Uint8Array(0);
  private selling = new Int32Array(0);
  /** The price band (PRICE_BANDS) the selling price falls in. */
  private band = new Uint8Array(0);
  private discount = new Int16Array(0);
  private year = new Int32Array(0);
  private status = new Uint8Array(0);
  private language = new Int16Array(0);
  private publisher = new Int32Array(0);
  private readonly authorsOf = new ManyPerBook();
  private readonly categoriesOf = new ManyPerBook();
  private readonly languages = new Interned();
  private readonly publishers = new Interned();
  private readonly authors = new Interned();
  private readonly statuses = new Interned();
  private categoryNodes = new Map<number, CategoryNode>();
  private children = new Map<number, number[]>();
  /** The highest category id a book or the tree holds (the category tally's size). */
  private highestCategory = 0;
  /** Categories a shopper sees: not hidden, nor anything above them. */
  private visible = new Set<number>();
  /** Highest id held plus one. */
  private end = 0;
  private readonly tallies = {
    category: new Tally(),
    author: new Tally(),
    publisher: new Tally(),
    language: new Tally(),
    price: new Tally(),
    availability: new Tally(),
  };

  /** Books on sale. */
  get size(): number {
    let n = 0;
    for (let id = 0; id < this.end; id++) n += this.listed[id] as number;
    return n;
  }

  private ensureRoom(id: number): void {
    const size = id + 1;
    if (size <= this.listed.length) return;
    this.listed = grown(this.listed, size, 0);
    this.selling = grown(this.selling, size, 0);
    this.band = grown(this.band, size, 0);
    this.discount = grown(this.discount, size, 0);
    this.year = grown(this.year, size, NO_YEAR);
    this.status = grown(this.status, size, 0);
    this.language = grown(this.language, size, 0);
    this.publisher = grown(this.publisher, size, NONE);
    this.authorsOf.reserve(size);
    this.categoriesOf.reserve(size);
  }

  /** Adds or replaces a book's values. */
  set(book: BookFacets): void {
    const id = book.id;
    this.ensureRoom(id);
    this.end = Math.max(this.end, id + 1);
    this.listed[id] = book.withdrawn ? 0 : 1;
    this.selling[id] = book.selling;
    this.band[id] = priceBandOf(book.selling);
    this.discount[id] = book.discount;
    this.year[id] = book.year ?? NO_YEAR;
    this.status[id] = this.statuses.of(book.status);
    this.language[id] = this.languages.of(book.language);
    this.publisher[id] = book.publisher === null ? NONE : this.publishers.of(book.publisher);
    const authors = book.authors.map((a) => this.authors.of(a));
    this.authorsOf.set(id, authors);
    this.categoriesOf.set(id, book.categories);
    for (const c of book.categories) this.highestCategory = Math.max(this.highestCategory, c);
  }

  /** Forgets a book (deleted). */
  remove(id: number): void {
    if (id >= this.end) return;
    this.listed[id] = 0;
    this.authorsOf.set(id, []);
    this.categoriesOf.set(id, []);
  }

  /** Replaces the category tree. */
  setCategories(nodes: readonly CategoryNode[]): void {
    this.categoryNodes = new Map(nodes.map((n) => [n.id, n]));
    for (const n of nodes) this.highestCategory = Math.max(this.highestCategory, n.id);
    this.children = new Map();
    for (const n of nodes) {
      if (n.parentId === null) continue;
      const list = this.children.get(n.parentId) ?? [];
      list.push(n.id);
      this.children.set(n.parentId, list);
    }
    this.visible = new Set();
    const show = (id: number) => {
      this.visible.add(id);
      for (const child of this.children.get(id) ?? [])
        if (!this.categoryNodes.get(child)?.hidden) show(child);
    };
    for (const n of nodes) if (n.parentId === null && !n.hidden) show(n.id);
  }

  /**
   * A category and every category below it (hidden ones too, as the SQL search reads them), as
   * a flag per category id.
   */
  private subtree(categoryId: number): Uint8Array {
    const flags = new Uint8Array(this.highestCategory + 1);
    const visit = (id: number) => {
      if (flags[id] === 1 || !this.categoryNodes.has(id)) return;
      flags[id] = 1;
      for (const child of this.children.get(id) ?? []) visit(child);
    };
    visit(categoryId);
    return flags;
  }

  private inCategories(id: number, flags: Uint8Array): boolean {
    const of = this.categoriesOf;
    if (flags[of.first[id] as number] === 1) return true;
    const start = of.restStart[id] as number;
    const end = start + (of.restCount[id] as number);
    for (let j = start; j < end; j++) if (flags[of.rest[j] as number] === 1) return true;
    return false;
  }

  private hasAuthor(id: number, author: number): boolean {
    const of = this.authorsOf;
    if (of.first[id] === author) return true;
    const start = of.restStart[id] as number;
    const end = start + (of.restCount[id] as number);
    for (let j = start; j < end; j++) if (of.rest[j] === author) return true;
    return false;
  }

  /**
   * The search's shown books and its facets. `matches`: the ids the words matched, ascending;
   * null for every book (no words). Each facet is counted over the books every other chosen
   * filter lets in but not its own, so a shopper sees the alternatives to what they picked.
   */
  count(matches: Int32Array | null, search: FacetSearch): FacetCount {
    const { category, author, publisher, language, price, availability } = search;
    // A value no book holds is a filter no book passes (find gives UNKNOWN).
    const authorN = author === null ? NONE : this.authors.find(author);
    const publisherN = publisher === null ? NONE : this.publishers.find(publisher);
    const languageN = language === null ? NONE : this.languages.find(language);
    const statusN = availability === null ? NONE : this.statuses.find(availability);
    const inCategory = category === null ? null : this.subtree(category);
    const minPrice = search.minPrice ?? Number.NEGATIVE_INFINITY;
    const maxPrice = search.maxPrice ?? Number.POSITIVE_INFINITY;
    const priceBand = price === null ? null : PRICE_BANDS.findIndex((b) => b.key === price.key);

    const shown = new Int32Array(matches === null ? this.end : matches.length);
    let shownCount = 0;
    // Read into locals once: this loop runs once per match, 40,000 times for "the".
    const t = this.tallies;
    const { listed, selling, band, status, language: lang, publisher: pub } = this;
    const {
      first: categoryFirst,
      restStart: categoryRestStart,
      restCount: categoryRestCount,
      rest: categoryRest,
    } = this.categoriesOf;
    const {
      first: authorFirst,
      restStart: authorRestStart,
      restCount: authorRestCount,
      rest: authorRest,
    } = this.authorsOf;
    const categories = t.category.reserve(this.highestCategory + 1);
    const authors = t.author.reserve(this.authors.values.length);
    const publishers = t.publisher.reserve(this.publishers.values.length);
    const languages = t.language.reserve(this.languages.values.length);
    const bands = t.price.reserve(PRICE_BANDS.length);
    const statuses = t.availability.reserve(this.statuses.values.length);
    const end = this.end;
    const count = matches === null ? end : matches.length;
    for (let i = 0; i < count; i++) {
      const id = matches === null ? i : (matches[i] as number);
      if (id >= end || listed[id] === 0) continue;
      const price = selling[id] as number;
      if (price < minPrice || price > maxPrice) continue;
      let failed = 0;
      if (inCategory !== null && !this.inCategories(id, inCategory)) failed |= CATEGORY_BIT;
      if (author !== null && !this.hasAuthor(id, authorN)) failed |= AUTHOR_BIT;
      if (publisher !== null && pub[id] !== publisherN) failed |= PUBLISHER_BIT;
      if (language !== null && lang[id] !== languageN) failed |= LANGUAGE_BIT;
      if (priceBand !== null && band[id] !== priceBand) failed |= PRICE_BIT;
      if (availability !== null && status[id] !== statusN) failed |= AVAILABILITY_BIT;
      if (failed === 0) shown[shownCount++] = id;
      // Failing two filters leaves a book out of every count.
      else if ((failed & (failed - 1)) !== 0) continue;
      // Shown books count for every facet; a book failing one filter only for that facet.
      if ((failed & ~CATEGORY_BIT) === 0) {
        const c = categoryFirst[id] as number;
        if (c !== NONE) categories.add(c);
        const start = categoryRestStart[id] as number;
        const end = start + (categoryRestCount[id] as number);
        for (let j = start; j < end; j++) categories.add(categoryRest[j] as number);
      }
      if ((failed & ~AUTHOR_BIT) === 0) {
        const a = authorFirst[id] as number;
        if (a !== NONE) authors.add(a);
        const start = authorRestStart[id] as number;
        const end = start + (authorRestCount[id] as number);
        for (let j = start; j < end; j++) authors.add(authorRest[j] as number);
      }
      if ((failed & ~PUBLISHER_BIT) === 0) {
        const p = pub[id] as number;
        if (p !== NONE) publishers.add(p);
      }
      if ((failed & ~LANGUAGE_BIT) === 0) {
        const l = lang[id] as number;
        languages.add(l);
      }
      if ((failed & ~PRICE_BIT) === 0) {
        const b = band[id] as number;
        bands.add(b);
      }
      if ((failed & ~AVAILABILITY_BIT) === 0) {
        const st = status[id] as number;
        statuses.add(st);
      }
    }
    return { shown: shown.subarray(0, shownCount), facets: this.facetLists() };
  }

  private facetLists(): SearchFacets {
    const t = this.tallies;
    const all = Number.POSITIVE_INFINITY;
    const named = (names: Interned) => (n: number) => names.values[n] ?? null;
    const byName = (values: SearchFacetValue[]) => values.map((v) => ({ ...v, value: v.label }));
    const category = t.category.top(FACET_VALUES, (id) => {
      const node = this.categoryNodes.get(id);
      return node && this.visible.has(id) ? node.name : null;
    });
    const languages = t.language.top(all, named(this.languages));
    const bands = t.price.top(all, (n) => PRICE_BANDS[n]?.key ?? null);
    const statuses = new Map(t.availability.top(all, named(this.statuses)).map((v) => [v.label, v.count]));
    return {
      category,
      author: byName(t.author.top(FACET_VALUES, named(this.authors))),
      publisher: byName(t.publisher.top(FACET_VALUES, named(this.publishers))),
      // Most first, then by code (the labels are names of codes).
      language: languages
        .map((v) => ({ value: v.label, label: LANGUAGE_NAMES[v.label] ?? v.label, count: v.count }))
        .sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : 1)),
      price: PRICE_BANDS.flatMap((band) => {
        const count = bands.find((v) => v.label === band.key)?.count;
        return count ? [{ value: band.key, label: band.label, count }] : [];
      }),
      availability: STOCK_STATUSES.flatMap((status: StockStatus) => {
        const count = statuses.get(status);
        return count ? [{ value: status, label: STOCK_LABELS[status], count }] : [];
      }),
    };
  }

  /**
   * One page of the shown books in a chosen order (not relevance, which the database ranks):
   * the same orders as the SQL search's, with the id breaking ties.
   */
  page(shown: Int32Array, sort: Exclude<SearchSort, 'relevance'>, offset: number, size: number): number[] {
    const s = this.selling;
    const compare: (a: number, b: number) => number =
      sort === 'price_asc'
        ? (a, b) => (s[a] as number) - (s[b] as number) || a - b
        : sort === 'price_desc'
          ? (a, b) => (s[b] as number) - (s[a] as number) || a - b
          : sort === 'newest'
            ? (a, b) => (this.year[b] as number) - (this.year[a] as number) || b - a
            : (a, b) =>
                (this.discount[b] as number) - (this.discount[a] as number) ||
                (s[a] as number) - (s[b] as number) ||
                a - b;
    return firstInOrder(shown, compare, offset + size).slice(offset);
  }
}

/**
 * The first `count` of `ids` in the order `compare` gives, without sorting them all: a common
 * word's 430,000 matches at a million titles took 100 ms to sort for one page of 24. A sorted
 * list of the best so far, which most ids fail to enter at the first comparison.
 */
export function firstInOrder(
  ids: Int32Array,
  compare: (a: number, b: number) => number,
  count: number,
): number[] {
  if (count <= 0) return [];
  if (count * 8 >= ids.length) return Array.from(ids.slice().sort(compare).subarray(0, count));
  const best: number[] = [];
  for (let i = 0; i < ids.length; i++) {
    const id = ids[i] as number;
    if (best.length === count && compare(id, best[count - 1] as number) >= 0) continue;
    let lo = 0;
    let hi = best.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (compare(best[mid] as number, id) <= 0) lo = mid + 1;
      else hi = mid;
    }
    best.splice(lo, 0, id);
    if (best.length > count) best.pop();
  }
  return best;
}
