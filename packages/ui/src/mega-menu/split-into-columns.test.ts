import { describe, expect, it } from 'vitest';
import { splitIntoColumns } from './split-into-columns';

const numbers = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

describe('splitIntoColumns', () => {
  it('fills columns of 13 in order, the last one taking the rest', () => {
    const columns = splitIntoColumns(numbers(30), 13);
    expect(columns.map((column) => column.length)).toEqual([13, 13, 4]);
    expect(columns[0]?.[0]).toBe(1);
    expect(columns[1]?.[0]).toBe(14);
    expect(columns.flat()).toEqual(numbers(30));
  });

  it('keeps exactly 13 in one column and 14 in two', () => {
    expect(splitIntoColumns(numbers(13), 13)).toHaveLength(1);
    expect(splitIntoColumns(numbers(14), 13).map((c) => c.length)).toEqual([13, 1]);
  });

  it('gives no columns for no items', () => {
    expect(splitIntoColumns([], 13)).toEqual([]);
  });

  it('refuses column sizes that are not positive whole numbers', () => {
    expect(() => splitIntoColumns(numbers(3), 0)).toThrow(RangeError);
    expect(() => splitIntoColumns(numbers(3), 2.5)).toThrow(RangeError);
  });

  it('does not change the input', () => {
    const items = Object.freeze(numbers(5));
    splitIntoColumns(items, 2);
    expect(items).toEqual(numbers(5));
  });
});
