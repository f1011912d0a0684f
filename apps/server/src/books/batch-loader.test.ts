import { describe, expect, it } from 'vitest';
import { createBatchLoader } from './batch-loader.js';

/** A loader over squares that records every batch it was asked for. */
function squares(maxBatch?: number) {
  const batches: number[][] = [];
  const load = createBatchLoader<number, number>(async (keys) => {
    batches.push([...keys]);
    return new Map(keys.filter((key) => key > 0).map((key) => [key, key * key]));
  }, maxBatch);
  return { load, batches };
}

describe('createBatchLoader', () => {
  it('reads the keys asked for together with one call, each key once, and answers each asker', async () => {
    const { load, batches } = squares();
    const answers = await Promise.all([load(2), load(3), load(2), load(-1)]);
    expect(answers).toEqual([4, 9, 4, undefined]);
    expect(batches).toEqual([[2, 3, -1]]);
  });

  it('reads keys asked for in a later turn of the event loop with a call of their own', async () => {
    const { load, batches } = squares();
    expect(await load(2)).toBe(4);
    expect(await load(3)).toBe(9);
    expect(batches).toEqual([[2], [3]]);
  });

  it('splits a large batch into reads of at most maxBatch keys', async () => {
    const { load, batches } = squares(2);
    expect(await Promise.all([load(1), load(2), load(3), load(4), load(5)])).toEqual([1, 4, 9, 16, 25]);
    expect(batches).toEqual([[1, 2], [3, 4], [5]]);
  });

  it('fails every asker of a batch whose read failed, and reads the next batch afresh', async () => {
    let fail = true;
    const load = createBatchLoader<number, number>(async (keys) => {
      if (fail) throw new Error('database unavailable');
      return new Map(keys.map((key) => [key, key]));
    });
    const failed = await Promise.allSettled([load(1), load(2)]);
    expect(failed.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    fail = false;
    expect(await load(1)).toBe(1);
  });
});
