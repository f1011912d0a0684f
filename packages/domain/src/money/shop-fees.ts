/** The fees the shop charges on top of the books, in whole rupees. */
export interface ShopFees {
  giftWrap: number;
  /** Charged once when any line is in stock. */
  standardShipping: number;
  /** Charged once when any line is pre-order, on demand or out of stock, since those ship separately. */
  onDemandShipping: number;
}

/**
 * The spec's three constants 100, 150 and 150, read as gift wrap, standard shipping and on-demand
 * shipping (DESIGN.md). The server may replace them from its configuration; nothing else should
 * hard-code these numbers.
 */
export const DEFAULT_SHOP_FEES: Readonly<ShopFees> = Object.freeze({
  giftWrap: 100,
  standardShipping: 150,
  onDemandShipping: 150,
});
