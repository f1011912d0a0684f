import type { Language } from '@bookshop/i18n/core';
import { renderInApp, type Shopper, sessionOf } from '../../test/app-test-utils';
import { CartPage } from './cart-page';
import { WishListPage } from './wishlist-page';

/** The cart and wish-list pages with the app's toaster and dialogs, for a guest or Ayesha, in a language. */
export function renderCartPages(path: string, who: Shopper = 'guest', language: Language = 'en') {
  const { store } = renderInApp({
    path,
    language,
    state: { session: sessionOf(who) },
    routes: [
      { path: '/order-cart', element: <CartPage /> },
      { path: '/wishlist', element: <WishListPage /> },
    ],
  });
  return { store };
}
