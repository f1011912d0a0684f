import { BACKORDER_NOTE } from '@bookshop/domain';
import { formatMessage, formatRupees, type MessageKey, type MessageValues } from '@bookshop/i18n';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, type SentRequest } from '../../test/app-test-utils';
import { available, listAnswer, outOfStock, preOrder } from '../../test/cart-fixtures';
import { renderCartPages } from './cart-test-utils';

afterEach(() => {
  vi.unstubAllGlobals();
});

function cartServer(options: { failing?: string } = {}) {
  let lines = [available, preOrder];
  const fail = (key: string) => options.failing === key;
  return fakeServer({
    'GET /api/cart/order-cart': (request: SentRequest) => ({
      body: listAnswer(request.url.searchParams.get('cartType') === 'later' ? [] : lines),
    }),
    'PUT /api/cart/update-cart-item/11': (request) => {
      if (fail('update')) return { status: 500, body: { error: 'Something went wrong, please try again.' } };
      lines = lines.map((l) =>
        l.cart_item_id === 11 ? { ...l, cart_qty: (request.body as { qty: number }).qty } : l,
      );
      return { body: { success: true, message: 'Cart updated', data: {} } };
    },
    'DELETE /api/cart/delete-cart-item/12': () => {
      if (fail('delete')) return { status: 500, body: { error: 'Something went wrong, please try again.' } };
      lines = lines.filter((l) => l.cart_item_id !== 12);
      return { body: { success: true, message: 'Deleted', data: { totalCartCount: 2 } } };
    },
    'PUT /api/cart/move-cart-item/11/wishlist': () => {
      if (fail('move')) return { status: 500, body: { error: 'Something went wrong, please try again.' } };
      lines = lines.filter((l) => l.cart_item_id !== 11);
      return { body: { success: true, message: 'Book Moved', data: {} } };
    },
    'GET /api/cart/get-cart-total': { body: { data: { totalCartCount: 3 } } },
  });
}

function figure(label: RegExp | string): string | null | undefined {
  return screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
}

describe('CartPage', () => {
  it('shows the groups with their lines and the order’s figures as priceOrder gives them', async () => {
    const sent = cartServer();
    renderCartPages('/order-cart');
    expect(await screen.findByRole('heading', { name: 'Available (1)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Pre-order (1)' })).toBeInTheDocument();
    const few = screen.getByRole('listitem', { name: 'The Reluctant Fundamentalist' });
    // Five copies on hand (the line's most): the shopper is told how few are left.
    expect(within(few).getByText('Only 5 left')).toBeInTheDocument();
    // 900 × 2 + 1,495 with standard and on-demand shipping.
    expect(figure('Subtotal (3 items)')).toBe('Rs. 3,295');
    expect(figure('Shipping')).toBe('Rs. 300');
    expect(figure('Total')).toBe('Rs. 3,595');
    expect(screen.getByRole('link', { name: 'Checkout' })).toHaveAttribute(
      'href',
      '/order-cart?checkout=open',
    );
    const reads = sent.filter((r) => r.path === '/api/cart/order-cart');
    expect(reads.every((r) => r.authorization === 'Bearer guest-token')).toBe(true);
    expect(reads.map((r) => r.url.search).sort()).toEqual(['?web=true', '?web=true&cartType=later']);
  });

  it('says an out-of-stock line ships when back in stock and prices it as a backorder, with the on-demand fee', async () => {
    fakeServer({
      'GET /api/cart/order-cart': (request: SentRequest) => ({
        body: listAnswer(request.url.searchParams.get('cartType') === 'later' ? [] : [available, outOfStock]),
      }),
    });
    renderCartPages('/order-cart');
    const backorder = await screen.findByRole('listitem', { name: 'Basti' });
    expect(within(backorder).getByText('Out of stock')).toBeInTheDocument();
    expect(within(backorder).getByText(BACKORDER_NOTE)).toBeInTheDocument();
    const inStock = screen.getByRole('listitem', { name: 'The Reluctant Fundamentalist' });
    expect(within(inStock).queryByText(BACKORDER_NOTE)).toBeNull();
    // 900 × 2 + 800, standard shipping and the on-demand fee: what the checkout and the server charge.
    expect(figure('Subtotal (3 items)')).toBe('Rs. 2,600');
    expect(figure('Shipping')).toBe('Rs. 300');
    expect(figure('Total')).toBe('Rs. 2,900');
  });

  it('changes a quantity and shows the new figures', async () => {
    const sent = cartServer();
    renderCartPages('/order-cart');
    const line = await screen.findByRole('listitem', { name: 'The Reluctant Fundamentalist' });
    await userEvent.click(within(line).getByRole('button', { name: 'Increase quantity' }));
    await waitFor(() => expect(figure('Subtotal (4 items)')).toBe('Rs. 4,195'));
    expect(sent.find((r) => r.method === 'PUT')?.body).toEqual({ qty: 3 });
  });

  it('removes a line with the Deleted toast and moves one with the Book Moved toast', async () => {
    cartServer();
    renderCartPages('/order-cart');
    const preOrderLine = await screen.findByRole('listitem', { name: 'Ice Candy Man' });
    await userEvent.click(within(preOrderLine).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Ice Candy Man' })).toBeNull());
    const line = screen.getByRole('listitem', { name: 'The Reluctant Fundamentalist' });
    await userEvent.click(within(line).getByRole('button', { name: 'Move to Wish List' }));
    expect(await screen.findByText('Book Moved')).toBeInTheDocument();
    expect(await screen.findByText('Your cart is empty.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Checkout' })).toBeNull();
  });

  it.each([
    ['update', 'Increase quantity', 'The Reluctant Fundamentalist', 'Failed to update cart item'],
    ['delete', 'Remove', 'Ice Candy Man', 'Failed to delete cart item'],
    ['move', 'Move to Wish List', 'The Reluctant Fundamentalist', 'Failed to move cart item'],
  ])('says “%s” failed in the spec’s words', async (failing, button, title, message) => {
    cartServer({ failing });
    renderCartPages('/order-cart');
    const line = await screen.findByRole('listitem', { name: title });
    await userEvent.click(within(line).getByRole('button', { name: button }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('shows the empty state to someone without a cart, without calling the server', async () => {
    const sent = fakeServer({});
    renderCartPages('/order-cart', 'nobody');
    expect(await screen.findByText('Your cart is empty.')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });
});

describe('CartPage in Urdu', () => {
  const ur = (key: MessageKey, values?: MessageValues) => formatMessage('ur', key, values);

  it('words the groups, lines, summary and moves in Urdu, each price one left-to-right unit', async () => {
    fakeServer({
      'GET /api/cart/order-cart': (request: SentRequest) => ({
        body: listAnswer(
          request.url.searchParams.get('cartType') === 'later' ? [available] : [available, outOfStock],
        ),
      }),
    });
    renderCartPages('/order-cart', 'guest', 'ur');
    const group = await screen.findByRole('heading', {
      name: `${ur('catalog.stock.available')} (\u20661\u2069)`,
    });
    expect(group).toBeInTheDocument();
    const backorder = screen.getByRole('listitem', { name: 'Basti' });
    expect(within(backorder).getByText(ur('catalog.stock.outOfStock'))).toBeInTheDocument();
    expect(within(backorder).getByText(ur('checkout.cartPage.backorder'))).toBeInTheDocument();
    expect(
      within(backorder).getByRole('button', { name: ur('checkout.cartPage.moveToWishList') }),
    ).toBeInTheDocument();
    expect(
      within(backorder).getByRole('button', { name: ur('checkout.cartLine.remove') }),
    ).toBeInTheDocument();
    // The summary's rows in Urdu, the amounts isolated so "Rs." stays before the digits.
    expect(figure(ur('checkout.summary.subtotal', { count: 3 }))).toBe(formatRupees('ur', 2600));
    expect(formatRupees('ur', 2600)).toBe('\u2066Rs. 2,600\u2069');
    expect(figure(ur('checkout.summary.total'))).toMatch(/^\u2066Rs\. [\d,]+\u2069$/);
    expect(screen.getByRole('link', { name: ur('checkout.summary.checkout') })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: ur('checkout.cartPage.savedForLater', { count: 1 }) }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: ur('checkout.cartPage.moveToCart') })).toBeInTheDocument();
    expect(screen.queryByText(/Subtotal|Shipping|Remove|Checkout/)).toBeNull();
  });

  it('says the cart is empty in Urdu', async () => {
    renderCartPages('/order-cart', 'nobody', 'ur');
    expect(await screen.findByText(ur('checkout.cartPage.empty'))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: ur('checkout.cartPage.continueShopping') })).toBeInTheDocument();
  });
});

describe('WishListPage', () => {
  it('keeps a guest’s wish list: the book moved there from the cart is listed, with a way to log in', async () => {
    const sent = fakeServer({
      'GET /api/cart/order-cart': (request) => ({
        body: listAnswer(request.url.searchParams.get('cartType') === 'wishlist' ? [available] : []),
      }),
    });
    renderCartPages('/wishlist', 'guest');
    expect(await screen.findByRole('listitem', { name: 'The Reluctant Fundamentalist' })).toBeInTheDocument();
    expect(screen.queryByText('Log in to see and keep your wish list.')).toBeNull();
    expect(screen.getByText(/Your wish list is kept in this browser/)).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Login' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('dialog', { name: 'Login' })).toBeInTheDocument();
    expect(sent.map((r) => [r.url.search, r.authorization])).toEqual([
      ['?web=true&cartType=wishlist', 'Bearer guest-token'],
    ]);
  });

  it('words a guest’s wish list in Urdu: its note, Login, the quantity and the move to the cart', async () => {
    fakeServer({
      'GET /api/cart/order-cart': (request) => ({
        body: listAnswer(request.url.searchParams.get('cartType') === 'wishlist' ? [available] : []),
      }),
    });
    renderCartPages('/wishlist', 'guest', 'ur');
    const line = await screen.findByRole('listitem', { name: 'The Reluctant Fundamentalist' });
    expect(screen.getByText(formatMessage('ur', 'checkout.wishList.guestNote'))).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: formatMessage('ur', 'checkout.wishList.login') }),
    ).toBeInTheDocument();
    expect(
      within(line).getByText(
        formatMessage('ur', 'checkout.cartLine.quantity', { count: available.cart_qty }),
      ),
    ).toBeInTheDocument();
    expect(
      within(line).getByRole('button', { name: formatMessage('ur', 'checkout.wishList.moveToCart') }),
    ).toBeInTheDocument();
  });

  it('offers Notify me for an out-of-stock book and sends the request', async () => {
    const sent = fakeServer({
      'GET /api/cart/order-cart': () => ({ body: listAnswer([outOfStock]) }),
      'POST /api/books/notify-when-available': {
        body: { success: true, message: "Thanks! We'll notify you when this book becomes available." },
      },
    });
    renderCartPages('/wishlist', 'user');
    const line = await screen.findByRole('listitem', { name: outOfStock.BOOK_TITLE });
    await userEvent.click(within(line).getByRole('button', { name: 'Notify me' }));
    const dialog = await screen.findByRole('dialog', { name: 'Notify Me' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Notify Me' }));
    await waitFor(() =>
      expect(sent.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual([
        { bookId: String(outOfStock.Book_Id), status: 'out_of_stock', email: 'ayesha@example.pk' },
      ]),
    );
  });

  it('lists the wish list and moves a line to the cart', async () => {
    let lines = [available];
    const sent = fakeServer({
      'GET /api/cart/order-cart': () => ({ body: listAnswer(lines) }),
      'PUT /api/cart/move-cart-item/11/cart': () => {
        lines = [];
        return { body: { success: true, message: 'Book Moved', data: {} } };
      },
    });
    renderCartPages('/wishlist', 'user');
    const line = await screen.findByRole('listitem', { name: 'The Reluctant Fundamentalist' });
    expect(within(line).getByText('Quantity: 2')).toBeInTheDocument();
    await userEvent.click(within(line).getByRole('button', { name: 'Move to Cart' }));
    expect(await screen.findByText('Book Moved')).toBeInTheDocument();
    expect(await screen.findByText('Your wish list is empty.')).toBeInTheDocument();
    expect(sent[0]?.url.search).toBe('?web=true&cartType=wishlist');
  });
});
