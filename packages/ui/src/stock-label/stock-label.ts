import type { StockStatus } from '@bookshop/domain';
import type { MessageKey } from '@bookshop/i18n/core';

const STOCK_LABEL_KEYS: Readonly<Record<StockStatus, MessageKey>> = {
  available: 'catalog.stock.available',
  out_of_stock: 'catalog.stock.outOfStock',
  pre_order: 'catalog.stock.preOrder',
  on_demand: 'catalog.stock.onDemand',
};

/**
 * The catalogue key of what a shopper reads for a stock state ("Available", "اسٹاک میں"): on
 * cards, the book page, cart groups and suggestions, so every storefront screen words it alike.
 * The back office keeps the domain's English STOCK_LABELS.
 */
export function stockLabelKey(status: StockStatus): MessageKey {
  return STOCK_LABEL_KEYS[status];
}
