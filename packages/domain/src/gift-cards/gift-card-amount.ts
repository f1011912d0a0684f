/** The smallest e-gift card, in rupees (spec section 9). */
export const GIFT_CARD_MIN_AMOUNT = 500;

/** The largest e-gift card, in rupees (spec section 9). */
export const GIFT_CARD_MAX_AMOUNT = 10_000;

/**
 * Digits, optionally grouped by commas in thousands (`10,000`) or the lakh way (`1,00,000`), and
 * an optional fraction so that `750.50` can be told it is not whole rupees.
 */
const TYPED_AMOUNT = /^(?:\d+|\d{1,3}(?:,\d{3})+|\d{1,2}(?:,\d{2})*,\d{3})(?:\.\d+)?$/;

/**
 * The rupees a shopper typed in the gift card amount field, or null when it is not a plain
 * amount. Only digits with optional thousands separators are read: `Number()` alone took `1e3`,
 * `0x3e8` and `0b1111101000` as Rs. 1,000, which nobody types meaning a thousand rupees.
 *
 * @example parseGiftCardAmount(' 10,000 ') // 10000
 * @example parseGiftCardAmount('1e3') // null
 */
export function parseGiftCardAmount(typed: string): number | null {
  const text = typed.trim();
  return TYPED_AMOUNT.test(text) ? Number(text.replaceAll(',', '')) : null;
}
