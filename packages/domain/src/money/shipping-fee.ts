import type { CartLine } from '../entities/cart.js';
import { quantity } from './quantity.js';
import { DEFAULT_SHOP_FEES, type ShopFees } from './shop-fees.js';

/** The fields of a cart line that decide shipping. */
export type ShippedLine = Pick<CartLine, 'availabilityStatus' | 'cart_qty'>;

/**
 * Shipping for a cart (spec section 9): the standard fee if any line is available, plus the
 * on-demand fee if any line is pre-order, on demand or out of stock. Both can apply, because
 * stock on hand ships at once and the rest ships when it arrives. Lines with no quantity ship
 * nothing, so they add no fee.
 */
export function shippingFee(
  lines: readonly Readonly<ShippedLine>[],
  fees: Readonly<ShopFees> = DEFAULT_SHOP_FEES,
): number {
  const shipped = lines.filter((line) => quantity(line.cart_qty) > 0);
  const anyAvailable = shipped.some((line) => line.availabilityStatus === 'available');
  const anyLater = shipped.some((line) => line.availabilityStatus !== 'available');
  return (anyAvailable ? fees.standardShipping : 0) + (anyLater ? fees.onDemandShipping : 0);
}
