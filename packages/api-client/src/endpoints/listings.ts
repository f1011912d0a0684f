import type {
  HighDiscountCategories,
  HighDiscountCategoriesResponse,
  ListingPage,
  ListingResponse,
} from '@bookshop/domain';
import type { ShopEndpointBuilder } from '../shop-api-definition.js';

export type { CategoryRef, ListedCategory, ListingPage } from '@bookshop/domain';

/** Which listing page to ask for. */
export interface ListingArgs {
  categoryId: number;
  page?: number;
  perPage?: number;
}

function listingParams(args: ListingArgs) {
  return { page: args.page ?? 1, perPage: args.perPage ?? 24 };
}

/** The endpoint definitions of `listingsApi` (React-free: `createBookshopApi` of the core is made of them too). */
export const listingsEndpoints = (build: ShopEndpointBuilder) => ({
  /** In-stock items of a level-4 category. */
  getCategoryBooks: build.query<ListingPage, ListingArgs>({
    // The route is /category/level4/{id}/instock: the listing shows what can be bought now.
    query: (args) => ({
      url: `api/categories/${args.categoryId}/books`,
      params: { ...listingParams(args), instock: 1 },
    }),
    transformResponse: (response: ListingResponse) => response.data,
    providesTags: [{ type: 'Books', id: 'LIST' }],
  }),
  /** The High Discounts menu: categories with enough discounted items, popular and all. */
  getHighDiscountCategories: build.query<HighDiscountCategories, void>({
    query: () => 'api/high-discount-categories',
    transformResponse: (response: HighDiscountCategoriesResponse) => response.data,
    providesTags: [{ type: 'Categories', id: 'HIGH_DISCOUNT' }],
    keepUnusedDataFor: 600,
  }),
  /** Items of a category whose own discount reaches the shop's threshold. */
  getHighDiscountCategoryBooks: build.query<ListingPage, ListingArgs>({
    query: (args) => ({
      url: `api/high-discount-categories/${args.categoryId}/books`,
      params: listingParams(args),
    }),
    transformResponse: (response: ListingResponse) => response.data,
    providesTags: [{ type: 'Books', id: 'LIST' }],
  }),
});
