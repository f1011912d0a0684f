/** A category in the high-discount menu. */
export interface HighDiscountCategory {
  id: number;
  label: string;
  /** The category's Urdu name, shown on Urdu pages; null until staff give one (then `label` is shown). */
  labelUr: string | null;
  /** How many discounted products it holds. */
  count: number;
}

/** The high-discount categories, split into the popular few and all of them. */
export interface HighDiscountCategories {
  popular: readonly HighDiscountCategory[];
  all: readonly HighDiscountCategory[];
}

/** Answer of `GET /api/high-discount-categories`. */
export interface HighDiscountCategoriesResponse {
  data: HighDiscountCategories;
}
