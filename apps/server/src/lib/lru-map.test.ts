import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LruMap } from './lru-map.js';

describe('LruMap', () => {
  it('drops the least recently used entry when one more is stored, and says which', () => {
    const evicted: [string, number][] = [];
    const map = new LruMap<string, number>(2, (key, value) => evicted.push([key, value]));
    map.set('a', 1);
    map.set('b', 2);
    expect(map.get('a')).toBe(1);
    map.set('c', 3);
    expect(evicted).toEqual([['b', 2]]);
    expect([...map]).toEqual([
      ['a', 1],
      ['c', 3],
    ]);
  });

  it('counts storing a key again as a use, without dropping anything', () => {
    const evicted: string[] = [];
    const map = new LruMap<string, number>(2, (key) => evicted.push(key));
    map.set('a', 1);
    map.set('b', 2);
    map.set('a', 10);
    expect(evicted).toEqual([]);
    map.set('c', 3);
    expect(evicted).toEqual(['b']);
    expect(map.get('a')).toBe(10);
  });

  it('lets peek read without making the entry young', () => {
    const map = new LruMap<string, number>(2);
    map.set('a', 1);
    map.set('b', 2);
    expect(map.peek('a')).toBe(1);
    map.set('c', 3);
    expect(map.peek('a')).toBeUndefined();
    expect(map.size).toBe(2);
  });

  it('does not report entries taken out by delete or clear as evicted', () => {
    const evicted: string[] = [];
    const map = new LruMap<string, number>(3, (key) => evicted.push(key));
    map.set('a', 1);
    map.set('b', 2);
    expect(map.delete('a')).toBe(true);
    expect(map.delete('a')).toBe(false);
    map.clear();
    expect(map.size).toBe(0);
    expect(evicted).toEqual([]);
  });

  it('keeps nothing when sized zero', () => {
    const map = new LruMap<string, number>(0);
    map.set('a', 1);
    expect(map.get('a')).toBeUndefined();
    expect(map.size).toBe(0);
  });

  it('holds what a list ordered by last use holds, after any run of gets, sets and deletes', () => {
    const key = fc.constantFrom('a', 'b', 'c', 'd', 'e');
    const op = fc.oneof(
      fc.record({ kind: fc.constant('set' as const), key, value: fc.integer() }),
      fc.record({ kind: fc.constant('get' as const), key }),
      fc.record({ kind: fc.constant('delete' as const), key }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4 }), fc.array(op, { maxLength: 40 }), (size, ops) => {
        const map = new LruMap<string, number>(size);
        // The model: oldest first.
        let model: [string, number][] = [];
        for (const step of ops) {
          const found = model.find(([k]) => k === step.key);
          if (step.kind === 'set') {
            model = [...model.filter(([k]) => k !== step.key), [step.key, step.value]];
            model = model.slice(Math.max(0, model.length - size));
            map.set(step.key, step.value);
          } else if (step.kind === 'get') {
            if (found) model = [...model.filter(([k]) => k !== step.key), found];
            expect(map.get(step.key)).toBe(found?.[1]);
          } else {
            model = model.filter(([k]) => k !== step.key);
            expect(map.delete(step.key)).toBe(found !== undefined);
          }
          expect([...map]).toEqual(model);
        }
      }),
    );
  });
});
