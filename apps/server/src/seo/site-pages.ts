/**
 * The shop's fixed pages with their titles, for the sitemap and for the title the server puts
 * into index.html. Mirrors apps/web/src/config/paths.ts (an app cannot import another app).
 */
export const SHOP_NAME = 'Bookshop';

export const sitePages: Readonly<Record<string, string>> = {
  '/': `${SHOP_NAME} — books, stationery and art supplies`,
  '/card-discounts': 'Bank Card Discounts',
  '/advance-search': 'Advanced Search',
  '/request': 'Request a Book',
  '/help': 'Help',
  '/contact-us': 'Contact Us',
  '/about-us': 'About Us',
  '/terms-conditions': 'Terms & Conditions',
  '/privacy-policy': 'Privacy Policy',
  '/who-we-are': 'Who We Are',
  '/outlets': 'Our Outlets',
  '/careers': 'Careers',
  '/placing-order': 'Placing an Order',
  '/payments': 'Payments',
  '/packing-shipping': 'Packing & Shipping',
  '/tracking-order': 'Tracking Your Order',
  '/cancelling-order': 'Cancelling an Order',
  '/returns': 'Returns',
  '/international-orders': 'International Orders',
  '/readings-mobile-app': 'Mobile App',
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
