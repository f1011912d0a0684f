/**
 * Splits a list into columns of `size` entries, filled top to bottom and left to right; the last
 * column holds the remainder. The mega-menus use columns of 13 (spec section 2).
 *
 * @example splitIntoColumns(['a', 'b', 'c'], 2) // [['a', 'b'], ['c']]
 */
export function splitIntoColumns<T>(items: readonly T[], size: number): T[][] {
  if (!Number.isInteger(size) || size < 1) {
    throw new RangeError(`Column size must be a positive whole number, got ${size}`);
  }
  const columns: T[][] = [];
  for (let start = 0; start < items.length; start += size) {
    columns.push(items.slice(start, start + size));
  }
  return columns;
}
