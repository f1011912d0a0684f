/**
 * A map bounded by the bytes its values hold rather than by their number: storing a value drops
 * the least recently used ones until the total is within `maxBytes` again. A Map iterates in
 * insertion order, so taking an entry out and putting it back marks it the youngest and the
 * first key is always the oldest. Sizes are measured once, when a value is stored.
 */
export class SizedLru<K, V> {
  private readonly entries = new Map<K, { value: V; bytes: number }>();
  private held = 0;

  /**
   * @param maxBytes the budget; 0 keeps nothing.
   * @param sizeOf the bytes one entry holds, its key included.
   * @param onEvict told of each entry dropped to make room (not of delete() or clear()), for
   *   caches that index their entries a second way.
   */
  constructor(
    private readonly maxBytes: number,
    private readonly sizeOf: (key: K, value: V) => number,
    private readonly onEvict?: (key: K, value: V) => void,
  ) {}

  /** The value, now the most recently used; undefined when it is not kept. */
  get(key: K): V | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  /** The value, leaving its place in the order alone. */
  peek(key: K): V | undefined {
    return this.entries.get(key)?.value;
  }

  /**
   * Keeps the value as the most recently used and drops the least recently used while over the
   * budget. A value larger than the whole budget is not kept (and pushes nothing out): false.
   */
  set(key: K, value: V): boolean {
    this.delete(key);
    const bytes = this.sizeOf(key, value);
    if (bytes > this.maxBytes) return false;
    this.entries.set(key, { value, bytes });
    this.held += bytes;
    while (this.held > this.maxBytes) {
      const oldest = this.entries.entries().next();
      if (oldest.done) break;
      const [oldestKey, { value: oldestValue, bytes: oldestBytes }] = oldest.value;
      this.entries.delete(oldestKey);
      this.held -= oldestBytes;
      this.onEvict?.(oldestKey, oldestValue);
    }
    return true;
  }

  delete(key: K): boolean {
    const entry = this.entries.get(key);
    if (entry === undefined) return false;
    this.entries.delete(key);
    this.held -= entry.bytes;
    return true;
  }

  clear(): void {
    this.entries.clear();
    this.held = 0;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The bytes the kept values hold, as measured when each was stored. */
  get bytes(): number {
    return this.held;
  }
}
