import { lineTotal, type PricedLine } from './line-total.js';

/** Sum of the line totals, after each book's own discount and before fees or card discounts. */
export function cartSubtotal(lines: readonly Readonly<PricedLine>[]): number {
  return lines.reduce((sum, line) => sum + lineTotal(line), 0);
}
