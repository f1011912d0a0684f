import type { CartSummary } from '../api/cart.js';
import { quantity } from '../money/quantity.js';
import type { ShopFees } from '../money/shop-fees.js';
import { type PricingLine, priceOrder } from '../pricing/price-order.js';

/**
 * The order summary of a list as the cart page shows it (subtotal, shipping by the group rule,
 * gift wrap when chosen, total): {@link priceOrder} without a bank card or gift card, which the
 * cart does not know yet. The server sends it with the cart; the checkout prices the same lines
 * with the card and gift card through `priceOrder` itself.
 */
export function cartSummary(
  lines: readonly Readonly<PricingLine>[],
  options: { giftWrap?: boolean; fees?: Readonly<ShopFees> } = {},
): CartSummary {
  const { subtotal, shipping, giftWrap, total } = priceOrder({
    lines,
    giftWrap: options.giftWrap ?? false,
    ...(options.fees ? { fees: options.fees } : {}),
  });
  const totalCartCount = lines.reduce((sum, line) => sum + quantity(line.cart_qty), 0);
  return { net_amount: subtotal, subtotal, shipping, giftWrap, total, totalCartCount };
}
