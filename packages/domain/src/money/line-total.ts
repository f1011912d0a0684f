import type { CartLine } from '../entities/cart.js';
import { quantity } from './quantity.js';
import { unitPrice } from './unit-price.js';

/** The fields of a cart line that decide its price. */
export type PricedLine = Pick<CartLine, 'PAK_PRICE' | 'Discount' | 'cart_qty'>;

/**
 * Total of one cart line: the unit price after the book's own discount times the quantity.
 * Quantity is applied once (DESIGN.md), although the spec's wording could be read as twice.
 */
export function lineTotal(line: Readonly<PricedLine>): number {
  return unitPrice(line.PAK_PRICE, line.Discount) * quantity(line.cart_qty);
}
