/**
 * Names as stored in the database. They match the domain package's StockStatus and ProductKind;
 * kept here as runtime lists because the database checks and the CLI validate against them.
 */
export const STOCK_STATUSES = ['available', 'out_of_stock', 'pre_order', 'on_demand'] as const;
export type StockStatusName = (typeof STOCK_STATUSES)[number];

export const PRODUCT_KINDS = ['book', 'stationery'] as const;
export type ProductKindName = (typeof PRODUCT_KINDS)[number];

/**
 * The status a book takes when its stock count is set: a positive count makes it available,
 * zero turns an available book out of stock, and pre-order or on-demand books keep their status
 * because they are sold without stock on hand.
 */
export function statusForStock(count: number, current: StockStatusName): StockStatusName {
  if (count > 0) return current === 'pre_order' ? 'pre_order' : 'available';
  return current === 'available' ? 'out_of_stock' : current;
}
