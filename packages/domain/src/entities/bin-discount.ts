/** How a bank-card rule measures its discount: a percentage of the price, or rupees per book. */
export type BinDiscountType = 'percentage' | 'value';

/**
 * A bank-card discount rule (the spec's binDiscount), found from a card's BIN and last four digits.
 */
export interface BinDiscountRule {
  rule_enabled: boolean;
  discount_type: BinDiscountType;
  /** Percent for `percentage` rules, rupees per book for `value` rules. */
  discount_value: number;
  /** Cap, in rupees, on the card discount of one order. */
  discount_limit: number;
  bank_name: string;
  bank_logo: string;
  bin: string;
}

/**
 * A saved card that already took its bank discount today (once per card per day, Asia/Karachi):
 * when it may take it again. The checkout says so (`cardDiscountUsedTodayMessage`).
 */
export interface CardDiscountUsedToday {
  /** ISO 8601 instant of the next midnight in Asia/Karachi (`nextCardDiscountDayStart`). */
  nextUseFrom: string;
}

/**
 * Body of `GET /api/bins?bin=...&last4digits=...` or `?token=...`. `binDiscountDetail` is null
 * when no rule matches the card, and also when a saved card (`token`) already used its discount
 * today; `usedToday` then says so, and is null otherwise (always null for a lookup by BIN, which
 * does not name a card).
 */
export interface BinDiscountResponse {
  data: { binDiscountDetail: BinDiscountRule | null; usedToday: CardDiscountUsedToday | null };
}
