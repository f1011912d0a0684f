import type { CartSummary } from '../api/cart.js';
import type { TotalsLine } from '../money/order-totals.js';
import { orderTotals } from '../money/order-totals.js';
import { quantity } from '../money/quantity.js';
import type { ShopFees } from '../money/shop-fees.js';

/**
 * The order summary of a list (subtotal, shipping by the group rule, gift wrap when chosen,
 * total), from {@link orderTotals} so the cart shows what the order will cost before any bank-card
 * discount. The server sends it with the cart; anything that shows a cart total uses this.
 */
export function cartSummary(
  lines: readonly Readonly<TotalsLine>[],
  options: { giftWrap?: boolean; fees?: Readonly<ShopFees> } = {},
): CartSummary {
  const { subtotal, shipping, giftWrap, total } = orderTotals({
    lines,
    giftWrap: options.giftWrap ?? false,
    ...(options.fees ? { fees: options.fees } : {}),
  });
  const totalCartCount = lines.reduce((sum, line) => sum + quantity(line.cart_qty), 0);
  return { net_amount: subtotal, subtotal, shipping, giftWrap, total, totalCartCount };
}
