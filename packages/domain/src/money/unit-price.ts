/**
 * Price of one unit after the book's own discount, in whole rupees (spec section 9).
 *
 * The discount is rounded first and then the discounted price, exactly as the shop always has,
 * so totals match what shoppers saw before. A missing, zero or nonsensical price gives 0, and a
 * discount over 100% cannot make the price negative.
 *
 * @example unitPrice(1000, 15) // 850
 * @example unitPrice(999.5, 0) // 1000
 */
export function unitPrice(price: number | null | undefined, discountPercent: number): number {
  if (price == null || !Number.isFinite(price) || price <= 0) return 0;
  if (discountPercent > 0) {
    return Math.max(0, Math.round(price - Math.round((price * discountPercent) / 100)));
  }
  return Math.round(price);
}
