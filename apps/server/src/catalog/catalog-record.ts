import type { StockStatus } from '@bookshop/domain';
import type { ProductKindName } from './stock.js';

/** One item as the catalogue writer takes it, whatever it was read from. */
export interface CatalogRecord {
  source: string;
  sourceId: string;
  kind: ProductKindName;
  title: string;
  authors: string[];
  isbn10: string | null;
  isbn13: string | null;
  publisher: string | null;
  year: number | null;
  language: string;
  pages: number | null;
  description: string | null;
  price: number;
  discountPercent: number;
  stock: number;
  stockStatus: StockStatus;
  picname: string;
  /** Slugs of the leaf categories the item is filed under. */
  categorySlugs: string[];
}

/** What a write of records did: the importer prints it and the tests read it. */
export interface WriteReport {
  inserted: number;
  updated: number;
  unchanged: number;
}
