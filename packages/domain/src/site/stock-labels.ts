import type { StockStatus } from '../entities/book.js';

/**
 * What a shopper reads for each stock status: on book cards, autocomplete suggestions, the
 * availability facet and the book page's description for crawlers. One list so they agree.
 */
export const STOCK_LABELS: Readonly<Record<StockStatus, string>> = {
  available: 'Available',
  out_of_stock: 'Out of stock',
  pre_order: 'Pre-order',
  on_demand: 'On demand',
};
