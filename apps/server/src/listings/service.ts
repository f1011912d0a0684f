import {
  type AdminHomeRow,
  type BookSummary,
  type HighDiscountCategories,
  type HomeBanner,
  type HomeSection,
  type ListedCategory,
  type ListingPage,
  type SearchSort,
  SITE_PATHS,
} from '@bookshop/domain';
import type { CategoriesRepository } from '../categories/repository.js';
import { NotFoundError } from '../lib/errors.js';
import { type ParsedSearch, parseSearchParams } from '../search/search-params.js';
import type { SearchRepository } from '../search/search-repository.js';
import type { ListingsRepository } from './repository.js';

/** How many high-discount groups are "popular": the ones with the most discounted items. */
const POPULAR_GROUPS = 5;
const HOME_SECTION_SIZE = 12;

/**
 * Listing pages take the paging and sort parameters of search, and none of its filters. A
 * category lists its newest first; High Discounts its biggest discounts first.
 */
function listingParams(
  query: Record<string, unknown>,
  category: number,
  defaultSort: SearchSort = 'newest',
): ParsedSearch {
  const { page, perPage, sort } = query;
  return {
    ...parseSearchParams({ page, perPage, sort }, { advanced: false, defaultSort }),
    category,
  };
}

/** `instock` reads as a flag: 1/true (or present and empty) means in stock only. */
function readInStock(value: unknown): boolean {
  return value === '' || value === '1' || value === 'true';
}

export function createListingsService(deps: {
  listings: ListingsRepository;
  categories: CategoriesRepository;
  search: SearchRepository;
  highDiscountThreshold: number;
}) {
  const { listings, categories, search, highDiscountThreshold } = deps;

  function rowBooks(row: AdminHomeRow): Promise<BookSummary[]> {
    switch (row.source) {
      case 'new':
        return listings.newest(HOME_SECTION_SIZE);
      case 'popular':
        return listings.mostStocked(HOME_SECTION_SIZE);
      case 'high-discounts':
        return listings.highestDiscount(highDiscountThreshold, HOME_SECTION_SIZE);
      case 'language':
        return listings.inLanguage(row.language ?? 'en', HOME_SECTION_SIZE);
      case 'category':
        return row.category_id === null
          ? Promise.resolve([])
          : listings.inCategory(row.category_id, HOME_SECTION_SIZE);
      case 'picked':
        return listings.byIds(row.book_ids);
    }
  }

  async function categoryOr404(id: number): Promise<ListedCategory> {
    const category = await categories.findWithParents(id);
    if (!category) throw new NotFoundError('Category not found');
    return category;
  }

  return {
    /** A category's books (level 4 in the menus; any level lists its whole subtree). */
    async categoryBooks(id: number, query: Record<string, unknown>): Promise<ListingPage> {
      const category = await categoryOr404(id);
      const params = listingParams(query, id);
      const found = await search.find(params, {
        facets: false,
        scope: { inStock: readInStock(query.instock) },
      });
      return { category, books: found.books, total: found.total, page: params.page, perPage: params.perPage };
    },

    async highDiscountCategories(): Promise<HighDiscountCategories> {
      const all = await listings.highDiscountCounts(highDiscountThreshold);
      const popular = [...all].sort((a, b) => b.count - a.count).slice(0, POPULAR_GROUPS);
      return { popular, all };
    },

    /** In-stock items under a (level-1) category whose own discount reaches the threshold. */
    async highDiscountBooks(id: number, query: Record<string, unknown>): Promise<ListingPage> {
      const category = await categoryOr404(id);
      const params = listingParams(query, id, 'discount_desc');
      const found = await search.find(params, {
        facets: false,
        scope: { inStock: true, minDiscount: highDiscountThreshold },
      });
      return { category, books: found.books, total: found.total, page: params.page, perPage: params.perPage };
    },

    /**
     * The home page as staff laid it out on the catalogue desk: the shown banners, and the shown
     * rows in their order, each filled from where it takes its books (the four rows the page
     * always had are seeded by migration 0020 and keep their keys).
     */
    async home(): Promise<{ sections: HomeSection[]; banners: HomeBanner[] }> {
      const [rows, banners] = await Promise.all([
        listings.layout.shownRows(),
        listings.layout.shownBanners(),
      ]);
      const sections = await Promise.all(
        rows.map(async (row): Promise<HomeSection> => {
          const books = await rowBooks(row);
          return {
            key: row.key,
            title: row.title,
            titleUr: row.title_ur,
            books,
            ...(row.source === 'category' && row.category_id !== null
              ? { href: SITE_PATHS.category.href(row.category_id) }
              : {}),
          };
        }),
      );
      return { sections, banners };
    },
  };
}

export type ListingsService = ReturnType<typeof createListingsService>;
