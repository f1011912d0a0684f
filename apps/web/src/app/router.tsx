import { createBrowserRouter, type RouteObject } from 'react-router';
import { contentPages, paths } from '../config/paths';
import { BookPage } from '../features/catalog/book-page';
import { ContentPage } from '../features/content/content-page';
import { NotFoundPage } from '../features/content/not-found-page';
import { HomePage } from '../features/home/home-page';
import * as screens from '../features/shop/screen-pages';
import { RootLayout } from './root-layout';

/** Every route of spec section 2, plus the footer's and site menu's content pages. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: paths.home.pattern, element: <HomePage /> },
      { path: paths.maintenance.pattern, element: <screens.MaintenancePage /> },
      { path: paths.orders.pattern, element: <screens.OrdersPage /> },
      { path: paths.wishlist.pattern, element: <screens.WishListPage /> },
      { path: paths.cart.pattern, element: <screens.CartPage /> },
      { path: paths.cardDiscounts.pattern, element: <screens.CardDiscountsPage /> },
      { path: paths.search.pattern, element: <screens.SearchPage /> },
      { path: paths.book.pattern, element: <BookPage /> },
      { path: paths.orderConfirmation.pattern, element: <screens.OrderConfirmationPage /> },
      { path: paths.category.pattern, element: <screens.CategoryPage /> },
      { path: paths.highDiscountCategory.pattern, element: <screens.HighDiscountCategoryPage /> },
      { path: paths.advanceSearch.pattern, element: <screens.AdvanceSearchPage /> },
      { path: paths.requestBook.pattern, element: <screens.RequestBookPage /> },
      { path: paths.resetPassword.pattern, element: <screens.ResetPasswordPage /> },
      { path: paths.loggedOut.pattern, element: <screens.LoggedOutPage /> },
      ...Object.keys(contentPages).map((path) => ({ path, element: <ContentPage /> })),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
