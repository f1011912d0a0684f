import type { BookSummary } from '../entities/book.js';
import type { HomeBanner } from './admin/catalogue-merchandising.js';

/** A category as a listing names it. */
export interface CategoryRef {
  id: number;
  label: string;
  /** The category's Urdu name, shown on Urdu pages; null until staff give one (then `label` is shown). */
  labelUr: string | null;
  level: number;
}

/** The category listed, with the path above it (root first) for breadcrumbs. */
export interface ListedCategory extends CategoryRef {
  slug: string;
  parents: CategoryRef[];
}

/**
 * Query of the listing calls (`GET /api/categories/{id}/books`,
 * `GET /api/high-discount-categories/{id}/books`): paging and sort of search, no filters.
 * `instock` (category listings only) keeps what can be bought now.
 */
export interface ListingQuery {
  page?: number;
  perPage?: number;
  sort?: string;
  instock?: string | number | boolean;
}

/** One page of a category or high-discount listing. */
export interface ListingPage {
  category: ListedCategory;
  books: BookSummary[];
  total: number;
  page: number;
  perPage: number;
}

/** Answer of `GET /api/categories/{id}/books` and `GET /api/high-discount-categories/{id}/books`. */
export interface ListingResponse {
  data: ListingPage;
}

/** The rows of the home page, in this order. */
export type HomeSectionKey = 'new' | 'popular' | 'high-discounts' | 'urdu';

/** A row of the home page (new, popular, high discounts, Urdu), built by the server from the catalogue. */
export interface HomeSection {
  /** The four built-in rows keep their keys; rows staff add are `row-<id>` (issue 25). */
  key: HomeSectionKey | `row-${number}`;
  title: string;
  /**
   * The title on the Urdu pages, set by staff (null: none yet, the Urdu pages show `title`). Both
   * languages are in one answer so it stays the same for every shopper and cacheable.
   */
  titleUr: string | null;
  books: BookSummary[];
  /** Where "See all" leads for a row staff made of one category (`/category/<id>`); absent otherwise. */
  href?: string;
}

/**
 * Answer of `GET /api/home`: the rows and banners staff chose on the catalogue desk (issue 25),
 * shown rows only, in their order. `banners` is empty when staff hid every one (absent from a
 * server before issue 25: the storefront then keeps its own).
 */
export interface HomeResponse {
  data: { sections: HomeSection[]; banners?: HomeBanner[] };
}
