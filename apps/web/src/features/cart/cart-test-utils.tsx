import type { CartLine, OrderCartResponse } from '@bookshop/domain';
import { cartSummary } from '@bookshop/domain';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { DialogHost } from '../../app/dialogs/dialog-host';
import { SiteToaster } from '../../app/dialogs/site-toaster';
import { initialSessionState } from '../../app/session/session-slice';
import { makeStore } from '../../app/store';
import { ayesha } from '../../test/app-test-utils';
import { CartPage } from './cart-page';
import { WishListPage } from './wishlist-page';

export const available: CartLine = {
  cart_item_id: 11,
  Book_Id: 1,
  BOOK_TITLE: 'The Reluctant Fundamentalist',
  authorName: 'Mohsin Hamid',
  PAK_PRICE: 1000,
  Discount: 10,
  cart_qty: 2,
  picname: 'reluctant-fundamentalist',
  availabilityStatus: 'available',
  kind: 'book',
  maxQty: 5,
};

export const preOrder: CartLine = {
  ...available,
  cart_item_id: 12,
  Book_Id: 2,
  BOOK_TITLE: 'Ice Candy Man',
  authorName: 'Bapsi Sidhwa',
  PAK_PRICE: 1495,
  Discount: 0,
  cart_qty: 1,
  availabilityStatus: 'pre_order',
  maxQty: 10,
};

/** A list answer as the server builds it: the lines in their groups and the domain's summary. */
export function listAnswer(lines: readonly CartLine[]): OrderCartResponse {
  const of = (status: CartLine['availabilityStatus']) => lines.filter((l) => l.availabilityStatus === status);
  return {
    availableBooks: of('available'),
    outOfStockBooks: of('out_of_stock'),
    preOrderBooks: of('pre_order'),
    onDemandBooks: of('on_demand'),
    summary: cartSummary(lines),
  };
}

/** The cart and wish-list pages with the app's toaster and dialogs, for a guest or Ayesha. */
export function renderCartPages(path: string, who: 'guest' | 'user' | 'nobody' = 'guest') {
  const store = makeStore({
    session: {
      ...initialSessionState,
      user: who === 'user' ? ayesha : null,
      token: who === 'user' ? 'user-token' : null,
      guestToken: who === 'guest' ? 'guest-token' : null,
    },
  });
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <Outlet />
            <DialogHost />
            <SiteToaster />
          </>
        ),
        children: [
          { path: '/order-cart', element: <CartPage /> },
          { path: '/wishlist', element: <WishListPage /> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { store };
}
