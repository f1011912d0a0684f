/**
 * Every page of the shop (spec section 2) with its router `pattern` and an `href` builder, in one
 * place for the web app's router and links, the ui package's cards and the server's sitemap, so
 * they cannot drift apart.
 */
export const SITE_PATHS = {
  home: { pattern: '/', href: () => '/' },
  maintenance: { pattern: '/maintenance', href: () => '/maintenance' },
  orders: { pattern: '/orders', href: () => '/orders' },
  wishlist: { pattern: '/wishlist', href: () => '/wishlist' },
  cart: { pattern: '/order-cart', href: () => '/order-cart' },
  /**
   * The checkout panel. The spec makes it a dialog (full screen on phones) over the cart, so it
   * is the cart page with `checkout=open`, which the checkout feature reads to open its panel.
   */
  checkout: { pattern: '/order-cart', href: () => '/order-cart?checkout=open' },
  cardDiscounts: { pattern: '/card-discounts', href: () => '/card-discounts' },
  /** The Gift Card dialog over its own page (linked from the footer and /card-discounts). */
  giftCard: { pattern: '/gift-card', href: () => '/gift-card' },
  search: {
    pattern: '/search',
    href: (keyword: string) => `/search?keyword=${encodeURIComponent(keyword)}`,
  },
  book: { pattern: '/book/:bookId', href: (bookId: number | string) => `/book/${bookId}` },
  orderConfirmation: {
    pattern: '/order-confirmation',
    href: (orderId: number | string) => `/order-confirmation?orderId=${encodeURIComponent(String(orderId))}`,
  },
  category: {
    pattern: '/category/level4/:categoryId/instock',
    href: (categoryId: number | string) => `/category/level4/${categoryId}/instock`,
  },
  highDiscountCategory: {
    pattern: '/high-discount-category/level1/:categoryId/instock',
    href: (categoryId: number | string) => `/high-discount-category/level1/${categoryId}/instock`,
  },
  advanceSearch: { pattern: '/advance-search', href: () => '/advance-search' },
  requestBook: { pattern: '/request', href: () => '/request' },
  resetPassword: {
    pattern: '/reset-password',
    href: (token: string) => `/reset-password?resetPasswordToken=${encodeURIComponent(token)}`,
  },
  loggedOut: { pattern: '/logged-out', href: () => '/logged-out' },
  /** Find an order by its number and the e-mail or phone it was placed with (no login). */
  trackingOrder: { pattern: '/tracking-order', href: () => '/tracking-order' },
  /** One order opened by the signed link of its e-mails (`OrderAccess.token`), no login. */
  orderView: {
    pattern: '/orders/view',
    href: (token: string) => `/orders/view?token=${encodeURIComponent(token)}`,
  },
  /**
   * One order's printable invoice (a print stylesheet, and the PDF's link): the owner's by its
   * number, anyone's with the signed link's `token`.
   */
  orderInvoice: {
    pattern: '/orders/invoice',
    href: (orderId: number | string, token?: string | null) =>
      `/orders/invoice?orderId=${encodeURIComponent(String(orderId))}${token ? `&token=${encodeURIComponent(token)}` : ''}`,
  },
} as const;

/** The name of a page in {@link SITE_PATHS}. */
export type SitePathName = keyof typeof SITE_PATHS;
