import { createBrowserRouter, type HydrationState, type RouteObject } from 'react-router';
import { contentPages, paths } from '../config/paths';
import { HomePage } from '../features/home/home-page';
import { RootLayout } from './root-layout';
import type { RouteLoaders } from './route-data';
import { CLIENT_ONLY, SHOPPER_PAGE } from './ssr/load-lazy-routes';

/*
 * Every route but home is loaded on demand, so the first page a shopper opens downloads only
 * the shell and the home page. Each `lazy` gives react-router the page's component.
 */
const screens = () => import('../features/shop/screen-pages');

/**
 * Every route of spec section 2, plus the footer's and site menu's content pages. The server
 * gives `loaders` (route-data.ts): they fetch a public page's data into the store before it is
 * rendered and set its status (404 for what does not exist). The browser gives none: hydration
 * starts from the server's data, and later pages fetch their own through their hooks as they
 * always have, which keeps the loaders' code out of the first download. A shopper's own pages
 * (`CLIENT_ONLY`) need their token, which only the browser has: the server sends the shell. The
 * cart (`SHOPPER_PAGE`) is the exception: the server renders it from the session cookie.
 */
export function createRoutes(loaders?: RouteLoaders): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      loader: loaders?.shell,
      // Shown only while the first lazy page of a visit loads; the header appears with the page.
      hydrateFallbackElement: <p className="route-loading">Loading…</p>,
      children: [
        { path: paths.home.pattern, loader: loaders?.home, element: <HomePage /> },
        {
          path: paths.maintenance.pattern,
          lazy: async () => ({
            Component: (await import('../features/maintenance/maintenance-page')).MaintenancePage,
          }),
        },
        {
          path: paths.orders.pattern,
          handle: CLIENT_ONLY,
          lazy: async () => ({ Component: (await import('../features/orders/orders-page')).OrdersPage }),
        },
        {
          path: paths.wishlist.pattern,
          handle: CLIENT_ONLY,
          lazy: async () => ({ Component: (await import('../features/cart/wishlist-page')).WishListPage }),
        },
        {
          path: paths.cart.pattern,
          // Rendered by the server from the shopper's session cookie, so the lines arrive with the page.
          handle: SHOPPER_PAGE,
          loader: loaders?.cart,
          lazy: async () => {
            // Opened on the checkout (a reload, a shared link): its code downloads beside the
            // cart's instead of after it, a round trip sooner on a phone.
            if (typeof window !== 'undefined' && checkoutIsOpen(window.location.search)) {
              void import('../features/checkout/checkout-panel');
            }
            return { Component: (await import('./cart-with-checkout')).CartWithCheckout };
          },
        },
        {
          path: paths.cardDiscounts.pattern,
          loader: loaders?.cardDiscounts,
          lazy: async () => ({
            Component: (await import('../features/orders/card-discounts-page')).CardDiscountsPage,
          }),
        },
        {
          path: paths.giftCard.pattern,
          // The dialog's state lives in the browser's storage across the form post (issue 12).
          handle: CLIENT_ONLY,
          lazy: async () => ({
            Component: (await import('../features/gift-cards/gift-card-page')).GiftCardPage,
          }),
        },
        {
          path: paths.search.pattern,
          loader: loaders?.search,
          lazy: async () => ({ Component: (await import('../features/search/search-page')).SearchPage }),
        },
        {
          path: paths.book.pattern,
          loader: loaders?.book,
          lazy: async () => ({ Component: (await import('../features/catalog/book-page')).BookPage }),
        },
        {
          path: paths.orderConfirmation.pattern,
          handle: CLIENT_ONLY,
          lazy: async () => ({
            Component: (await import('../features/orders/order-confirmation-page')).OrderConfirmationPage,
          }),
        },
        {
          path: paths.trackingOrder.pattern,
          // A form first of all: rendered in the browser, so nothing typed before hydration is lost.
          handle: CLIENT_ONLY,
          lazy: async () => ({
            Component: (await import('../features/orders/tracking-order-page')).TrackingOrderPage,
          }),
        },
        {
          // The order its e-mails link to, opened with the link's token: the browser's own page.
          path: paths.orderView.pattern,
          handle: CLIENT_ONLY,
          lazy: async () => ({
            Component: (await import('../features/orders/order-link-page')).OrderLinkPage,
          }),
        },
        {
          path: paths.orderInvoice.pattern,
          handle: CLIENT_ONLY,
          lazy: async () => ({ Component: (await import('../features/orders/invoice-page')).InvoicePage }),
        },
        {
          path: paths.category.pattern,
          loader: loaders?.category,
          lazy: async () => ({ Component: (await import('../features/catalog/category-page')).CategoryPage }),
        },
        {
          path: paths.highDiscountCategory.pattern,
          loader: loaders?.highDiscount,
          lazy: async () => ({
            Component: (await import('../features/catalog/high-discount-page')).HighDiscountCategoryPage,
          }),
        },
        {
          path: paths.advanceSearch.pattern,
          loader: loaders?.advancedSearch,
          lazy: async () => ({
            Component: (await import('../features/search/advance-search-page')).AdvanceSearchPage,
          }),
        },
        {
          path: paths.requestBook.pattern,
          lazy: async () => ({
            Component: (await import('../features/content/request-book-page')).RequestBookPage,
          }),
        },
        {
          path: paths.resetPassword.pattern,
          handle: CLIENT_ONLY,
          lazy: async () => ({ Component: (await screens()).ResetPasswordPage }),
        },
        {
          path: paths.loggedOut.pattern,
          handle: CLIENT_ONLY,
          lazy: async () => ({ Component: (await screens()).LoggedOutPage }),
        },
        // Tracking Your Order is a page of its own (the order lookup), not a page of text.
        ...Object.keys(contentPages)
          .filter((path) => path !== paths.trackingOrder.pattern)
          .map(
            (path): RouteObject => ({
              path,
              lazy: async () => ({
                Component: (await import('../features/content/content-page')).ContentPage,
              }),
            }),
          ),
        {
          path: '*',
          loader: loaders?.notFound,
          lazy: async () => ({
            Component: (await import('../features/content/not-found-page')).NotFoundPage,
          }),
        },
      ],
    },
  ];
}

/** Whether an address's query opens the checkout over the cart (`SITE_PATHS.checkout`). */
export function checkoutIsOpen(search: string): boolean {
  return new URLSearchParams(search).get('checkout') === 'open';
}

/**
 * The browser's router; `hydrationData` when the page came rendered from the server, `basename`
 * for the pages of a language that has a prefix (`/ur`).
 */
export function createAppRouter(routes: RouteObject[], hydrationData?: HydrationState, basename?: string) {
  return createBrowserRouter(routes, {
    ...(hydrationData ? { hydrationData } : {}),
    ...(basename ? { basename } : {}),
  });
}
