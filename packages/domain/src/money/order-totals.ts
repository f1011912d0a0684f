import { applyCardDiscount, toCardDiscountLine } from '../card-discount/apply-card-discount.js';
import type { BinDiscountRule } from '../entities/bin-discount.js';
import type { CartLine } from '../entities/cart.js';
import type { OrderTotals } from '../entities/order.js';
import { cartSubtotal } from './cart-subtotal.js';
import { shippingFee } from './shipping-fee.js';
import { DEFAULT_SHOP_FEES, type ShopFees } from './shop-fees.js';

/** The fields of a cart line that decide the order's totals. */
export type TotalsLine = Pick<
  CartLine,
  'PAK_PRICE' | 'Discount' | 'cart_qty' | 'availabilityStatus' | 'kind'
>;

/** Input of {@link orderTotals}. */
export interface OrderTotalsInput {
  lines: readonly Readonly<TotalsLine>[];
  giftWrap: boolean;
  /**
   * The bank card's part: the rule found for the chosen card (applied here with
   * {@link applyCardDiscount}), or an amount already worked out, or nothing.
   */
  cardDiscount?: Readonly<BinDiscountRule> | number | null;
  /** The shop's fees; {@link DEFAULT_SHOP_FEES} unless configured otherwise. */
  fees?: Readonly<ShopFees>;
}

/**
 * Every amount of an order (spec section 9): total = discounted subtotal − card discount +
 * shipping + gift wrap. `cardDiscount` is what the card saves beyond the books' own discounts,
 * so the parts always add up to the total, which is never negative.
 */
export function orderTotals({
  lines,
  giftWrap,
  cardDiscount,
  fees = DEFAULT_SHOP_FEES,
}: OrderTotalsInput): OrderTotals {
  const subtotal = cartSubtotal(lines);
  const shipping = shippingFee(lines, fees);
  const giftWrapFee = giftWrap ? fees.giftWrap : 0;
  let card = 0;
  if (typeof cardDiscount === 'number') {
    card = Number.isFinite(cardDiscount) ? Math.min(Math.max(Math.round(cardDiscount), 0), subtotal) : 0;
  } else if (cardDiscount) {
    card = subtotal - applyCardDiscount(lines.map(toCardDiscountLine), cardDiscount).subtotal;
  }
  return {
    subtotal,
    shipping,
    giftWrap: giftWrapFee,
    cardDiscount: card,
    total: subtotal - card + shipping + giftWrapFee,
  };
}
