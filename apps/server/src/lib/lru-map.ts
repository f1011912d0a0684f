/**
 * A map that holds at most `maxEntries` entries: storing one more drops the least recently used,
 * the entry longest not read with get() nor written with set(). A Map iterates in insertion order,
 * so taking an entry out and putting it back marks it the youngest and the first key is always
 * the oldest: no list to keep beside it.
 * Use it for the in-process caches; what decides whether a kept entry may still be served
 * (an expiry, the catalogue's change count) stays with each cache.
 */
export class LruMap<K, V> {
  private readonly entries = new Map<K, V>();

  /**
   * @param maxEntries how many entries it keeps; 0 keeps none.
   * @param onEvict told of each entry dropped to make room (not of delete() or clear()), for
   *   caches that index their entries a second way.
   */
  constructor(
    private readonly maxEntries: number,
    private readonly onEvict?: (key: K, value: V) => void,
  ) {}

  /** The value, now the most recently used; undefined when it is not kept. */
  get(key: K): V | undefined {
    if (!this.entries.has(key)) return undefined;
    const value = this.entries.get(key) as V;
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  /** The value, leaving its place in the order alone. */
  peek(key: K): V | undefined {
    return this.entries.get(key);
  }

  /** Keeps the value as the most recently used, dropping the least recently used while over size. */
  set(key: K, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.entries().next();
      if (oldest.done) break;
      const [oldestKey, oldestValue] = oldest.value;
      this.entries.delete(oldestKey);
      this.onEvict?.(oldestKey, oldestValue);
    }
  }

  delete(key: K): boolean {
    return this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  /** The entries from the least to the most recently used. */
  [Symbol.iterator](): MapIterator<[K, V]> {
    return this.entries.entries();
  }
}
