import type { StockStatus } from '@bookshop/domain';
import type { ProductKindName } from '../stock.js';

/** One node of the category tree; roots are level 1 (the menu groups), leaves are level 4. */
export interface DemoCategory {
  slug: string;
  name: string;
  /** Its name on the shop's Urdu pages (category-names-ur.ts). */
  nameUr?: string;
  children?: readonly DemoCategory[];
}

/** One item of the demo catalogue, written for the project (not imported). */
export interface DemoItem {
  /** Stable key of the item inside the demo catalogue; the import key with source 'demo'. */
  key: string;
  kind: ProductKindName;
  title: string;
  authors: readonly string[];
  isbn10: string | null;
  publisher: string | null;
  year: number | null;
  /** ISO 639-1 code: 'en' or 'ur'. */
  language: string;
  pages: number | null;
  description: string;
  /** Integer rupees. */
  price: number;
  discountPercent: number;
  stock: number;
  stockStatus: StockStatus;
  /** Slugs of level-4 categories the item is filed under. */
  categories: readonly string[];
}
