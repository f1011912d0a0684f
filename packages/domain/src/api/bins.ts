import type { BinDiscountRule } from '../entities/bin-discount.js';

export type { BinDiscountResponse } from '../entities/bin-discount.js';

/** Body of `GET /api/bins/rules`: every enabled rule, for the Bank Card Discounts page. */
export interface BinDiscountRulesResponse {
  success: true;
  data: { rules: readonly BinDiscountRule[] };
}
