import { CONTENT_PAGES } from '@bookshop/domain';

/*
 * The shop's fixed pages with their titles, for the sitemap and for the title the server puts
 * into index.html. The content pages come from the domain package, shared with the web app.
 */

export const SHOP_NAME = 'Bookshop';

export const sitePages: Readonly<Record<string, string>> = {
  '/': `${SHOP_NAME} — books, stationery and art supplies`,
  '/card-discounts': 'Bank Card Discounts',
  '/advance-search': 'Advanced Search',
  '/request': 'Request a Book',
  // The under-construction page is not worth a search engine's visit yet.
  ...Object.fromEntries(
    Object.entries(CONTENT_PAGES).filter(([path]) => !path.startsWith('/under-construction/')),
  ),
};

/** Pages that are a shopper's own or transient: kept out of search engines. */
export const privatePaths = [
  '/api/',
  '/orders',
  '/wishlist',
  '/order-cart',
  '/order-confirmation',
  '/reset-password',
  '/logged-out',
  '/maintenance',
  '/search',
] as const;

export const bookPath = (id: number) => `/book/${id}`;
export const categoryPath = (id: number) => `/category/level4/${id}/instock`;
export const highDiscountPath = (id: number) => `/high-discount-category/level1/${id}/instock`;
