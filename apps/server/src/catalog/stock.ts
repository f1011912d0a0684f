import type { StockStatus } from '@bookshop/domain';

/**
 * Product kinds as stored in the database; they match the domain package's ProductKind. Stock
 * statuses are the domain's STOCK_STATUSES.
 */
export const PRODUCT_KINDS = ['book', 'stationery'] as const;
export type ProductKindName = (typeof PRODUCT_KINDS)[number];

/**
 * The status a book takes when its stock count is set: a positive count makes it available,
 * zero turns an available book out of stock, and pre-order or on-demand books keep their status
 * because they are sold without stock on hand.
 */
export function statusForStock(count: number, current: StockStatus): StockStatus {
  if (count > 0) return current === 'pre_order' ? 'pre_order' : 'available';
  return current === 'available' ? 'out_of_stock' : current;
}
