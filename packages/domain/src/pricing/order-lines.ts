import type { CartGroups } from '../api/cart.js';
import type { StockStatus } from '../entities/book.js';
import type { CartLine } from '../entities/cart.js';
import { quantity } from '../money/quantity.js';

/**
 * The cart groups in the order an order lists them. Every group is ordered: an out-of-stock line
 * is a backorder (DESIGN.md, spec section 9: the on-demand fee applies "if any book is pre-order,
 * on-demand or out of stock").
 */
export const ORDERED_CART_GROUPS = [
  'availableBooks',
  'preOrderBooks',
  'onDemandBooks',
  'outOfStockBooks',
] as const satisfies readonly (keyof Omit<CartGroups, 'summary'>)[];

/**
 * Which lines of a cart an order holds, and in which order, decided once for the panel, the
 * server and the tests: every line with a quantity, by cart line id (the order they were added
 * in). The order matters: the bank card's `discount_limit` is used up line by line, so the panel
 * (which reads the grouped cart) and the server (which reads the lines) must walk them alike.
 * Accepts the cart's lines or the grouped cart answer.
 */
export function orderLines<L extends Pick<CartLine, 'cart_qty' | 'cart_item_id'>>(
  cart: readonly L[] | Readonly<Record<(typeof ORDERED_CART_GROUPS)[number], readonly L[]>>,
): L[] {
  const lines = Array.isArray(cart)
    ? (cart as readonly L[])
    : ORDERED_CART_GROUPS.flatMap((group) => [...(cart as Record<string, readonly L[]>)[group]!]);
  return lines.filter((line) => quantity(line.cart_qty) > 0).sort((a, b) => a.cart_item_id - b.cart_item_id);
}

/**
 * Whether a line is ordered as a backorder: it takes no stock and ships when the book is back in
 * stock, carrying the on-demand fee.
 */
export function isBackorder(line: Readonly<{ availabilityStatus: StockStatus }>): boolean {
  return line.availabilityStatus === 'out_of_stock';
}

/** Whether a line takes copies from stock when its order is written. */
export function takesStock(line: Readonly<{ availabilityStatus: StockStatus }>): boolean {
  return line.availabilityStatus === 'available';
}

/** Said beside a backordered line on the panel, the order page and in e-mails. */
export const BACKORDER_NOTE = 'Ships when back in stock';
