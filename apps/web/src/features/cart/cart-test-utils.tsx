import { renderInApp, type Shopper, sessionOf } from '../../test/app-test-utils';
import { CartPage } from './cart-page';
import { WishListPage } from './wishlist-page';

/** The cart and wish-list pages with the app's toaster and dialogs, for a guest or Ayesha. */
export function renderCartPages(path: string, who: Shopper = 'guest') {
  const { store } = renderInApp({
    path,
    state: { session: sessionOf(who) },
    routes: [
      { path: '/order-cart', element: <CartPage /> },
      { path: '/wishlist', element: <WishListPage /> },
    ],
  });
  return { store };
}
