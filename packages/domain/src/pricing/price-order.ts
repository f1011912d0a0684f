import { applyCardDiscount, toCardDiscountLine } from '../card-discount/apply-card-discount.js';
import type { BinDiscountRule } from '../entities/bin-discount.js';
import type { CartLine } from '../entities/cart.js';
import { applyGiftCard } from '../gift-cards/apply-gift-card.js';
import { quantity } from '../money/quantity.js';
import { shippingFee } from '../money/shipping-fee.js';
import { DEFAULT_SHOP_FEES, type ShopFees } from '../money/shop-fees.js';
import { unitPrice } from '../money/unit-price.js';
import { isBackorder } from './order-lines.js';

/** The fields of a line that decide what an order costs. */
export type PricingLine = Pick<
  CartLine,
  'PAK_PRICE' | 'Discount' | 'cart_qty' | 'availabilityStatus' | 'kind'
>;

/** Input of {@link priceOrder}: everything that moves the money of an order, nothing else. */
export interface PriceOrderInput<L extends PricingLine = PricingLine> {
  /** The lines the order holds (see `orderLines`), in cart order. */
  lines: readonly Readonly<L>[];
  giftWrap: boolean;
  /** The bank-card rule of the chosen card, when the card may still take its discount today. */
  cardRule?: Readonly<BinDiscountRule> | null;
  /** The value of a redeemed e-gift card; 0 or absent without one. */
  giftCardValue?: number;
  /** The shop's fees; {@link DEFAULT_SHOP_FEES} unless configured otherwise. */
  fees?: Readonly<ShopFees>;
}

/** One line as priced. */
export interface PricedOrderLine<L extends PricingLine = PricingLine> {
  line: Readonly<L>;
  qty: number;
  /** Unit price after the book's own discount. */
  unitPrice: number;
  /** What the bank card takes off this line, replacing its own discount (0 when it keeps its own). */
  cardDiscount: number;
  /** What the shopper pays for the line, before the gift card. */
  lineTotal: number;
  /** Out of stock: ordered, ships when back in stock, takes no stock. */
  backorder: boolean;
}

/** An order's money, as shown on every screen, charged by the server and written in e-mails. */
export interface PricedOrder<L extends PricingLine = PricingLine> {
  lines: PricedOrderLine<L>[];
  /** Sum of line totals after the books' own discounts, before the card. */
  subtotal: number;
  shipping: number;
  giftWrap: number;
  /** What the card saves beyond the books' own discounts: subtotal minus the card-priced lines. */
  cardDiscount: number;
  /** The part of the gift card this order uses. */
  giftCard: number;
  /** What is left of the gift card and lapses (cards are single-use, spec section 8). */
  giftCardLapsed: number;
  /** What the shopper pays: subtotal − card discount + shipping + gift wrap − gift card. */
  total: number;
}

/**
 * Prices an order: the one place money is added up (DESIGN.md). The cart page, the order summary,
 * the checkout panel, place-order, the provider's charge, the e-mails and `/orders` all read it,
 * so what a shopper is shown is what they are charged.
 *
 * Spec section 9: each line at its own discount; the bank card replaces a line's own discount
 * where it is larger, capped by `discount_limit` in cart order (books only); shipping by the
 * group rule; gift wrap when ticked; then the gift card, which never takes the total below zero.
 */
export function priceOrder<L extends PricingLine>({
  lines,
  giftWrap,
  cardRule,
  giftCardValue = 0,
  fees = DEFAULT_SHOP_FEES,
}: PriceOrderInput<L>): PricedOrder<L> {
  const card = applyCardDiscount(lines.map(toCardDiscountLine), cardRule ?? null);
  const priced = lines.map((line, i): PricedOrderLine<L> => {
    const result = card.lines[i]!;
    return {
      line,
      qty: quantity(line.cart_qty),
      unitPrice: unitPrice(line.PAK_PRICE, line.Discount),
      cardDiscount: result.cardDiscount,
      lineTotal: result.total,
      backorder: isBackorder(line),
    };
  });
  const subtotal = priced.reduce((sum, p) => sum + p.unitPrice * p.qty, 0);
  const cardDiscount = subtotal - card.subtotal;
  const shipping = shippingFee(lines, fees);
  const giftWrapFee = giftWrap ? fees.giftWrap : 0;
  const paid = applyGiftCard(card.subtotal + shipping + giftWrapFee, giftCardValue);
  return {
    lines: priced,
    subtotal,
    shipping,
    giftWrap: giftWrapFee,
    cardDiscount,
    giftCard: paid.giftCard,
    giftCardLapsed: paid.lapsed,
    total: paid.total,
  };
}
