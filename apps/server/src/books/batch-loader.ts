/** The most keys one read asks for: a statement's array stays small, and one batch never waits on a huge one. */
export const MAX_BATCH = 100;

interface Waiter<V> {
  resolve(value: V | undefined): void;
  reject(reason: unknown): void;
}

/**
 * Reads keys in batches: every key asked for while one turn of the event loop runs (the requests
 * that arrived together) is read with one call of `load`, each key once however many ask. A shop
 * under load answers many book pages at a time, and one statement for twenty books costs the
 * database and the connection about what one for a single book does.
 *
 * The batch goes out in the loop's check phase (setImmediate), right after the arrivals are
 * handled: a lone request waits for nothing. A failed read fails every request of its batch.
 */
export function createBatchLoader<K, V>(
  load: (keys: readonly K[]) => Promise<ReadonlyMap<K, V>>,
  maxBatch = MAX_BATCH,
): (key: K) => Promise<V | undefined> {
  let waiting = new Map<K, Waiter<V>[]>();
  let scheduled = false;

  function loadBatch(keys: readonly K[], batch: Map<K, Waiter<V>[]>): void {
    load(keys).then(
      (found) => {
        for (const key of keys) for (const waiter of batch.get(key) ?? []) waiter.resolve(found.get(key));
      },
      (err: unknown) => {
        for (const key of keys) for (const waiter of batch.get(key) ?? []) waiter.reject(err);
      },
    );
  }

  function flush(): void {
    scheduled = false;
    const batch = waiting;
    waiting = new Map();
    const keys = [...batch.keys()];
    for (let start = 0; start < keys.length; start += maxBatch) {
      loadBatch(keys.slice(start, start + maxBatch), batch);
    }
  }

  return (key) =>
    new Promise<V | undefined>((resolve, reject) => {
      const waiters = waiting.get(key);
      if (waiters) waiters.push({ resolve, reject });
      else waiting.set(key, [{ resolve, reject }]);
      if (!scheduled) {
        scheduled = true;
        setImmediate(flush);
      }
    });
}
