import { SizedLru } from '../read-cache/sized-lru.js';

/** What a kept entry costs besides its key and answer: the map entry, the record, the expiry. */
const ENTRY_OVERHEAD_BYTES = 160;

/**
 * The memory an answer takes, estimated from its JSON: as objects in V8's heap a results page or
 * a suggestion list holds about one and a half times its UTF-8 JSON (measured: 1.49x and 1.51x;
 * answer-cache.test.ts holds the estimate to the heap). Urdu text takes fewer bytes in the heap
 * (two a character) than in UTF-8 (three), so the estimate errs on the side of keeping less.
 */
export function answerHeapBytes(answer: unknown): number {
  return Math.ceil(1.5 * Buffer.byteLength(JSON.stringify(answer) ?? ''));
}

export interface AnswerCacheOptions<V> {
  /** The memory the kept answers may take, in bytes (see answerHeapBytes); 0 keeps none. */
  maxBytes: number;
  /** How long an answer may be reused after it was found. */
  ttlMs: number;
  /** The bytes one answer holds; answerHeapBytes unless a cache knows better. */
  sizeOf?: (answer: V) => number;
  now?: () => number;
}

/**
 * A cache of answers that may be a little stale (autocomplete suggestions, results pages) and are
 * asked for again and again: shoppers type the same few thousand prefixes. Bounded by the memory
 * its answers take, not by their number: a results page with its facets is a hundred times a
 * suggestion list. A question asked again while its answer is being found waits for that same
 * answer, so a burst of one query costs one search. Per process on purpose: losing it costs only
 * a query, so replicas need not share it.
 */
export class AnswerCache<V> {
  private readonly kept: SizedLru<string, { answer: V; expires: number }>;
  private readonly finding = new Map<string, Promise<V>>();
  private readonly now: () => number;
  private readonly ttlMs: number;
  hits = 0;
  misses = 0;

  constructor(options: AnswerCacheOptions<V>) {
    const sizeOf = options.sizeOf ?? answerHeapBytes;
    this.kept = new SizedLru(
      options.maxBytes,
      (key, entry) => ENTRY_OVERHEAD_BYTES + 2 * key.length + sizeOf(entry.answer),
    );
    this.now = options.now ?? Date.now;
    this.ttlMs = options.ttlMs;
  }

  /**
   * The kept answer to `key` while it is fresh; else the one being found; else `find()`'s, kept
   * once it settles (a failure is not kept: the next question tries again).
   */
  answer(key: string, find: () => Promise<V>): Promise<V> {
    const entry = this.kept.get(key);
    if (entry && entry.expires > this.now()) {
      this.hits++;
      return Promise.resolve(entry.answer);
    }
    if (entry) this.kept.delete(key);
    const pending = this.finding.get(key);
    if (pending) {
      this.hits++;
      return pending;
    }
    this.misses++;
    const found = find();
    this.finding.set(key, found);
    found.then(
      (answer) => {
        this.finding.delete(key);
        this.kept.set(key, { answer, expires: this.now() + this.ttlMs });
      },
      () => this.finding.delete(key),
    );
    return found;
  }

  /** For the bench's timings: how often an answer was reused, and what the kept ones hold. */
  get stats(): { hits: number; misses: number; kept: number; bytes: number } {
    return { hits: this.hits, misses: this.misses, kept: this.size, bytes: this.bytes };
  }

  /** Answers kept. */
  get size(): number {
    return this.kept.size;
  }

  /** The memory the kept answers take, as estimated when each was kept. */
  get bytes(): number {
    return this.kept.bytes;
  }
}
