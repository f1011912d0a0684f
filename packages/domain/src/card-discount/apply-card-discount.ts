import type { BinDiscountRule } from '../entities/bin-discount.js';
import type { CartLine } from '../entities/cart.js';
import { quantity } from '../money/quantity.js';
import { unitPrice } from '../money/unit-price.js';

/** One line as the bank-card discount sees it. */
export interface CardDiscountLine {
  /** List price of one unit; null when the book has no price. */
  price: number | null | undefined;
  /** The line's own discount, in percent. */
  discountPercent: number;
  qty: number;
  /** Only books get a card discount. */
  isBook: boolean;
}

/** What the bank card does to one line. */
export interface CardDiscountLineResult {
  /** Card discount on the whole line, in rupees; 0 when the line keeps its own discount. */
  cardDiscount: number;
  /** What the shopper pays for the line. */
  total: number;
}

/** What the bank card does to a cart. */
export interface CardDiscountResult {
  lines: readonly CardDiscountLineResult[];
  /** Sum of the card discounts; never above the rule's `discount_limit`. */
  cardDiscountTotal: number;
  /** Sum of the line totals with the card applied. */
  subtotal: number;
}

/** Maps a cart line to the shape {@link applyCardDiscount} reads. */
export function toCardDiscountLine(
  line: Readonly<Pick<CartLine, 'PAK_PRICE' | 'Discount' | 'cart_qty' | 'kind'>>,
): CardDiscountLine {
  return {
    price: line.PAK_PRICE,
    discountPercent: line.Discount,
    qty: line.cart_qty,
    isBook: line.kind === 'book',
  } satisfies CardDiscountLine;
}

function cardAmountPerUnit(listPrice: number, rule: Readonly<BinDiscountRule>): number {
  const amount =
    rule.discount_type === 'percentage'
      ? Math.round((listPrice * rule.discount_value) / 100)
      : Math.round(rule.discount_value);
  // A value rule larger than the price, or a negative one, must not turn into a payout or a surcharge.
  return Math.min(Math.max(amount, 0), listPrice);
}

/**
 * Applies a bank-card (BIN) discount rule to the lines of a cart, in cart order (spec section 9).
 *
 * Per book unit the card takes `round(price * value / 100)` for percentage rules and `value` for
 * value rules. The card discount replaces a line's own discount, and is used only where it is
 * larger: a line keeps its own discount when it is not a book, when the rule is disabled or
 * missing, or when its own per-unit discount is at least the card's. The running card total is
 * capped by `discount_limit`; the line that reaches the cap gets only what is left, and if that
 * remainder would not beat the line's own discount the line keeps its own and uses none of it.
 *
 * A card line pays `round(price) * qty` minus its card discount.
 */
export function applyCardDiscount(
  lines: readonly Readonly<CardDiscountLine>[],
  rule: Readonly<BinDiscountRule> | null | undefined,
): CardDiscountResult {
  const limit = rule && Number.isFinite(rule.discount_limit) ? Math.max(0, rule.discount_limit) : 0;
  let used = 0;
  const results = lines.map((line): CardDiscountLineResult => {
    const qty = quantity(line.qty);
    const ownUnit = unitPrice(line.price, line.discountPercent);
    const keepOwn = { cardDiscount: 0, total: ownUnit * qty };
    if (!rule?.rule_enabled || !line.isBook) return keepOwn;

    const listPrice = unitPrice(line.price, 0);
    const ownDiscountPerUnit = listPrice - ownUnit;
    const cardPerUnit = cardAmountPerUnit(listPrice, rule);
    if (ownDiscountPerUnit >= cardPerUnit) return keepOwn;

    const granted = Math.min(cardPerUnit * qty, limit - used);
    if (granted <= ownDiscountPerUnit * qty) return keepOwn;

    used += granted;
    return { cardDiscount: granted, total: listPrice * qty - granted };
  });
  return {
    lines: results,
    cardDiscountTotal: used,
    subtotal: results.reduce((sum, line) => sum + line.total, 0),
  };
}
