import type { CartGroups } from '../api/cart.js';
import type { StockStatus } from '../entities/book.js';
import type { CartLine } from '../entities/cart.js';
import { cartSubtotal } from '../money/cart-subtotal.js';

const groupOf = {
  available: 'availableBooks',
  out_of_stock: 'outOfStockBooks',
  pre_order: 'preOrderBooks',
  on_demand: 'onDemandBooks',
} as const satisfies Record<StockStatus, keyof Omit<CartGroups, 'summary'>>;

/**
 * Splits cart lines into the four groups the cart screen shows, keeping cart order within each
 * group, with the cart total (after the books' own discounts) as `summary.net_amount`.
 */
export function groupCartLines(lines: readonly CartLine[]): CartGroups {
  const groups: Record<keyof Omit<CartGroups, 'summary'>, CartLine[]> = {
    availableBooks: [],
    outOfStockBooks: [],
    preOrderBooks: [],
    onDemandBooks: [],
  };
  for (const line of lines) groups[groupOf[line.availabilityStatus]].push(line);
  return { ...groups, summary: { net_amount: cartSubtotal(lines) } };
}
