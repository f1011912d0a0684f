import { createBrowserRouter, type RouteObject } from 'react-router';
import { contentPages, paths } from '../config/paths';
import { HomePage } from '../features/home/home-page';
import { RootLayout } from './root-layout';

/*
 * Every route but home is loaded on demand, so the first page a shopper opens downloads only
 * the shell and the home page. Each `lazy` gives react-router the page's component.
 */
const screens = () => import('../features/shop/screen-pages');

/** Every route of spec section 2, plus the footer's and site menu's content pages. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    // Shown only while the first lazy page of a visit loads; the header appears with the page.
    hydrateFallbackElement: <p className="route-loading">Loading…</p>,
    children: [
      { path: paths.home.pattern, element: <HomePage /> },
      {
        path: paths.maintenance.pattern,
        lazy: async () => ({
          Component: (await import('../features/maintenance/maintenance-page')).MaintenancePage,
        }),
      },
      {
        path: paths.orders.pattern,
        lazy: async () => ({ Component: (await import('../features/orders/orders-page')).OrdersPage }),
      },
      {
        path: paths.wishlist.pattern,
        lazy: async () => ({ Component: (await import('../features/cart/wishlist-page')).WishListPage }),
      },
      {
        path: paths.cart.pattern,
        lazy: async () => ({ Component: (await import('./cart-with-checkout')).CartWithCheckout }),
      },
      {
        path: paths.cardDiscounts.pattern,
        lazy: async () => ({
          Component: (await import('../features/orders/card-discounts-page')).CardDiscountsPage,
        }),
      },
      {
        path: paths.search.pattern,
        lazy: async () => ({ Component: (await import('../features/search/search-page')).SearchPage }),
      },
      {
        path: paths.book.pattern,
        lazy: async () => ({ Component: (await import('../features/catalog/book-page')).BookPage }),
      },
      {
        path: paths.orderConfirmation.pattern,
        lazy: async () => ({
          Component: (await import('../features/orders/order-confirmation-page')).OrderConfirmationPage,
        }),
      },
      {
        path: paths.category.pattern,
        lazy: async () => ({ Component: (await import('../features/catalog/category-page')).CategoryPage }),
      },
      {
        path: paths.highDiscountCategory.pattern,
        lazy: async () => ({
          Component: (await import('../features/catalog/high-discount-page')).HighDiscountCategoryPage,
        }),
      },
      {
        path: paths.advanceSearch.pattern,
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
        lazy: async () => ({ Component: (await screens()).ResetPasswordPage }),
      },
      { path: paths.loggedOut.pattern, lazy: async () => ({ Component: (await screens()).LoggedOutPage }) },
      ...Object.keys(contentPages).map(
        (path): RouteObject => ({
          path,
          lazy: async () => ({ Component: (await import('../features/content/content-page')).ContentPage }),
        }),
      ),
      {
        path: '*',
        lazy: async () => ({ Component: (await import('../features/content/not-found-page')).NotFoundPage }),
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
