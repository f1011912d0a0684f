/**
 * Typo correction in memory: the catalogue's words by trigram similarity, as pg_trgm answers
 * `select word from search_words where word % $typed order by word <-> $typed, word limit 4`.
 * On PGlite's single WebAssembly thread that statement cost 40-90 ms a typo; here it is a few
 * array walks, so a misspelt query costs one database statement like any other keystroke.
 *
 * pg_trgm's rules, reproduced: text splits into words at characters that are neither letters
 * nor digits (of any script: PostgreSQL's Unicode-aware ctype, as on PGlite and on a UTF-8
 * PostgreSQL), each word is lower-cased and padded with two spaces in front and one behind, and
 * its trigrams are every three consecutive characters (characters, not bytes); a text's
 * trigrams are the distinct ones of all its words. Similarity is shared / (|A| + |B| - shared)
 * as a float4, `%` holds when it reaches pg_trgm.similarity_threshold (0.3 by default, which the
 * shop never changes) and `<->` is 1 - similarity, ties going by the word in code-point order
 * (the C collation's byte order). The test compares these figures with PostgreSQL's own.
 */

/** pg_trgm.similarity_threshold's default, which the `%` operator compares with. */
export const SIMILARITY_THRESHOLD = 0.3;

/** Runs of characters pg_trgm does not count as word characters. */
const NON_WORD = /[^\p{L}\p{N}]+/u;

/** The distinct trigrams of a text, as pg_trgm's `show_trgm` finds them (uncompressed). */
export function trigramsOf(text: string): string[] {
  const found = new Set<string>();
  for (const word of text.split(NON_WORD)) {
    if (word === '') continue;
    // Lower-cased after splitting, as pg_trgm does: a lower-case form may hold a mark (İ → i̇).
    const chars = [' ', ' ', ...word.toLowerCase(), ' '];
    for (let i = 0; i + 3 <= chars.length; i++) found.add(`${chars[i]}${chars[i + 1]}${chars[i + 2]}`);
  }
  return [...found];
}

/** pg_trgm's float4 figure for `shared` trigrams common to sets of sizes `a` and `b`. */
function similarityOf(shared: number, a: number, b: number): number {
  return a <= 0 || b <= 0 ? 0 : Math.fround(shared / (a + b - shared));
}

/** pg_trgm's `similarity(a, b)`. */
export function trigramSimilarity(a: string, b: string): number {
  const ta = trigramsOf(a);
  const tb = new Set(trigramsOf(b));
  return similarityOf(ta.filter((t) => tb.has(t)).length, ta.length, tb.size);
}

/** Negative, zero or positive as `a` sorts before, with or after `b` by code point. */
export function compareCodePoints(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x === y) continue;
    // UTF-16 code units sort as code points except that surrogates (U+D800-DFFF, astral
    // characters) must come after U+E000-FFFF: compare the whole code points there.
    const surrogate = (c: number) => c >= 0xd800 && c <= 0xdfff;
    if (surrogate(x) || surrogate(y)) return (a.codePointAt(i) as number) - (b.codePointAt(i) as number);
    return x - y;
  }
  return a.length - b.length;
}

/**
 * An inverted index from trigram to the words that hold it, over a fixed vocabulary: the words
 * sharing a trigram with the typed one are counted in one array, so a correction visits only
 * those words' postings. Build it again when the vocabulary changes (CatalogueIndex does).
 *
 * Size at 100k titles (about 15k-20k words): one Int32 per (trigram, word) pair, some 150k.
 */
export class TrigramVocabulary {
  private readonly words: readonly string[];
  /** Distinct trigrams of each word. */
  private readonly trigramCounts: Uint16Array;
  private readonly trigramIds = new Map<string, number>();
  /** Word numbers of trigram t: postings[offsets[t]..offsets[t + 1]), ascending. */
  private readonly offsets: Int32Array;
  private readonly postings: Int32Array;
  /** Scratch: trigrams each word shares with the word being corrected; zero between calls. */
  private readonly shared: Uint16Array;

  constructor(words: readonly string[]) {
    this.words = words;
    this.trigramCounts = new Uint16Array(words.length);
    const perWord: number[][] = [];
    const sizes: number[] = [];
    words.forEach((word, w) => {
      const ids = trigramsOf(word).map((t) => {
        let id = this.trigramIds.get(t);
        if (id === undefined) {
          id = this.trigramIds.size;
          this.trigramIds.set(t, id);
          sizes.push(0);
        }
        sizes[id] = (sizes[id] as number) + 1;
        return id;
      });
      perWord.push(ids);
      // A lexeme is at most 2047 bytes, so its trigrams fit in 16 bits.
      this.trigramCounts[w] = ids.length;
    });
    this.offsets = new Int32Array(sizes.length + 1);
    sizes.forEach((n, t) => {
      this.offsets[t + 1] = (this.offsets[t] as number) + n;
    });
    this.postings = new Int32Array(this.offsets[sizes.length] as number);
    const next = this.offsets.slice(0, sizes.length);
    perWord.forEach((ids, w) => {
      for (const t of ids) this.postings[(next[t] as number)++] = w;
    });
    this.shared = new Uint16Array(words.length);
  }

  get size(): number {
    return this.words.length;
  }

  /**
   * Up to `limit` vocabulary words similar to `typed` (similarity at least the threshold),
   * closest first, ties in code-point order: `where word % typed order by word <-> typed, word`.
   */
  closest(typed: string, limit: number): string[] {
    const typedTrigrams = trigramsOf(typed);
    if (typedTrigrams.length === 0 || limit <= 0) return [];
    const touched: number[] = [];
    for (const t of typedTrigrams) {
      const id = this.trigramIds.get(t);
      if (id === undefined) continue;
      const end = this.offsets[id + 1] as number;
      for (let i = this.offsets[id] as number; i < end; i++) {
        const w = this.postings[i] as number;
        if ((this.shared[w] as number) === 0) touched.push(w);
        this.shared[w] = (this.shared[w] as number) + 1;
      }
    }
    const similar: Array<{ word: string; distance: number }> = [];
    for (const w of touched) {
      const similarity = similarityOf(
        this.shared[w] as number,
        typedTrigrams.length,
        this.trigramCounts[w] as number,
      );
      this.shared[w] = 0;
      if (similarity >= SIMILARITY_THRESHOLD) {
        similar.push({ word: this.words[w] as string, distance: Math.fround(1 - similarity) });
      }
    }
    similar.sort((a, b) => a.distance - b.distance || compareCodePoints(a.word, b.word));
    return similar.slice(0, limit).map((s) => s.word);
  }
}
