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

/** Body of `GET /api/bins?bin=...&last4digits=...`; null when no rule matches the card. */
export interface BinDiscountResponse {
  data: { binDiscountDetail: BinDiscountRule | null };
}
