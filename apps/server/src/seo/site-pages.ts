import { CONTENT_PAGES, SITE_PATHS } from '@bookshop/domain';

/*
 * The shop's fixed pages with their titles, for the sitemap and for the title the server puts
 * into index.html. The content pages come from the domain package, shared with the web app.
 */

export const SHOP_NAME = 'Bookshop';

export const sitePages: Readonly<Record<string, string>> = {
  [SITE_PATHS.home.pattern]: `${SHOP_NAME} — books, stationery and art supplies`,
  [SITE_PATHS.cardDiscounts.pattern]: 'Bank Card Discounts',
  [SITE_PATHS.advanceSearch.pattern]: 'Advanced Search',
  [SITE_PATHS.requestBook.pattern]: 'Request a Book',
  // The under-construction page is not worth a search engine's visit yet.
  ...Object.fromEntries(
    Object.entries(CONTENT_PAGES).filter(([path]) => !path.startsWith('/under-construction/')),
  ),
};

/** Pages that are a shopper's own or transient: kept out of search engines. */
export const privatePaths = [
  '/api/',
  SITE_PATHS.orders.pattern,
  SITE_PATHS.wishlist.pattern,
  SITE_PATHS.cart.pattern,
  SITE_PATHS.orderConfirmation.pattern,
  SITE_PATHS.resetPassword.pattern,
  SITE_PATHS.loggedOut.pattern,
  SITE_PATHS.maintenance.pattern,
  SITE_PATHS.search.pattern,
] as const;

export const bookPath = SITE_PATHS.book.href;
export const categoryPath = SITE_PATHS.category.href;
export const highDiscountPath = SITE_PATHS.highDiscountCategory.href;
