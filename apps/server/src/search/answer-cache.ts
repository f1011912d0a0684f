import { LruMap } from '../lib/lru-map.js';

/**
 * A small least-recently-used cache whose entries also expire, for answers that may be a little
 * stale (autocomplete suggestions) and are asked for again and again: shoppers type the same few
 * thousand prefixes. Per process on purpose: losing it costs only a query, so replicas need not
 * share it.
 */
export class AnswerCache<V> {
  private readonly entries: LruMap<string, { value: V; expires: number }>;
  hits = 0;
  misses = 0;

  constructor(
    maxEntries: number,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {
    this.entries = new LruMap(maxEntries);
  }

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry || entry.expires <= this.now()) {
      if (entry) this.entries.delete(key);
      this.misses++;
      return undefined;
    }
    this.hits++;
    return entry.value;
  }

  set(key: string, value: V): void {
    this.entries.set(key, { value, expires: this.now() + this.ttlMs });
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }
}
