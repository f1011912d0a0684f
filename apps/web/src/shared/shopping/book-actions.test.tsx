import { formatMessage, type Language } from '@bookshop/i18n';
import { MessagesProvider } from '@bookshop/ui';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DialogHost } from '../../app/dialogs/dialog-host';
import { SiteToaster } from '../../app/dialogs/site-toaster';
import { initialSessionState } from '../../app/session/session-slice';
import { makeStore } from '../../app/store';
import { ayesha, fakeServer } from '../../test/app-test-utils';
import { BookActions } from './book-actions';

afterEach(() => {
  vi.unstubAllGlobals();
});

const inStock = { Book_Id: 42, BOOK_TITLE: 'Raag Darbari', bookStatus: 'available' as const };
const soldOut = { Book_Id: 43, BOOK_TITLE: 'Aag Ka Darya', bookStatus: 'out_of_stock' as const };

function renderActions(
  book: typeof inStock | typeof soldOut,
  who: 'nobody' | 'user' = 'nobody',
  language: Language = 'en',
) {
  const store = makeStore({
    session: {
      ...initialSessionState,
      user: who === 'user' ? ayesha : null,
      token: who === 'user' ? 'user-token' : null,
    },
  });
  const router = createMemoryRouter([
    {
      element: (
        <>
          <Outlet />
          <DialogHost />
          <SiteToaster />
        </>
      ),
      children: [{ path: '*', element: <BookActions book={book} /> }],
    },
  ]);
  render(
    <Provider store={store}>
      <MessagesProvider language={language}>
        <RouterProvider router={router} />
      </MessagesProvider>
    </Provider>,
  );
  return store;
}

describe('BookActions', () => {
  it('gives a guest a token on the first add, then adds with it', async () => {
    const sent = fakeServer({
      'POST /api/auth/guest': { status: 201, body: { data: { token: 'new-guest-token' } } },
      'POST /api/cart/add-cart-item': {
        status: 201,
        body: { success: true, message: 'Added to cart', data: { cartItem: {}, totalCartCount: 1 } },
      },
    });
    const store = renderActions(inStock);
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText('Added to cart')).toBeInTheDocument();
    expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /api/auth/guest',
      'POST /api/cart/add-cart-item',
    ]);
    expect(sent[1]?.authorization).toBe('Bearer new-guest-token');
    expect(sent[1]?.body).toEqual({ bookId: 42, qty: 1, cartType: 'cart' });
    expect(store.getState().session.guestToken).toBe('new-guest-token');
  });

  it('says the cart took the book in the page’s language, not in the English of the server’s answer', async () => {
    fakeServer({
      'POST /api/auth/guest': { status: 201, body: { data: { token: 'new-guest-token' } } },
      'POST /api/cart/add-cart-item': {
        status: 201,
        body: { success: true, message: 'Added to cart', data: { cartItem: {}, totalCartCount: 1 } },
      },
    });
    renderActions(inStock, 'nobody', 'ur');
    await userEvent.click(
      screen.getByRole('button', { name: formatMessage('ur', 'catalog.actions.addToCart') }),
    );
    expect(
      await screen.findByText(formatMessage('ur', 'checkout.cartToast.addedToCart')),
    ).toBeInTheDocument();
    expect(screen.queryByText('Added to cart')).toBeNull();
  });

  it('says Error when the add fails', async () => {
    fakeServer({
      'POST /api/cart/add-cart-item': {
        status: 500,
        body: { error: 'Something went wrong, please try again.' },
      },
    });
    renderActions(inStock, 'user');
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText('Error')).toBeInTheDocument();
  });

  it('gives a guest the login dialog for the wish list', async () => {
    const sent = fakeServer({});
    renderActions(inStock);
    await userEvent.click(screen.getByRole('button', { name: 'Add to Wish List' }));
    expect(await screen.findByRole('dialog', { name: 'Login' })).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('asks to be told about an out-of-stock book, the user’s e-mail filled in', async () => {
    const sent = fakeServer({
      'POST /api/books/notify-when-available': {
        status: 201,
        body: { success: true, message: "Thanks! We'll notify you when this book becomes available." },
      },
    });
    renderActions(soldOut, 'user');
    expect(screen.queryByRole('button', { name: 'Add to Cart' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Notify me' }));
    const dialog = await screen.findByRole('dialog', { name: 'Notify Me' });
    expect(within(dialog).getByLabelText(/Email/)).toHaveValue('ayesha@example.pk');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Notify Me' }));
    expect(
      await screen.findByText("Thanks! We'll notify you when this book becomes available."),
    ).toBeInTheDocument();
    expect(sent[0]?.body).toEqual({ bookId: '43', status: 'out_of_stock', email: 'ayesha@example.pk' });
  });

  it('checks the e-mail with the spec’s messages and shows the failure message', async () => {
    fakeServer({ 'POST /api/books/notify-when-available': { status: 500, body: { error: 'down' } } });
    renderActions(soldOut);
    await userEvent.click(screen.getByRole('button', { name: 'Notify me' }));
    const dialog = await screen.findByRole('dialog', { name: 'Notify Me' });
    const email = within(dialog).getByLabelText(/Email/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Notify Me' }));
    expect(await within(dialog).findByText('Email is required')).toBeInTheDocument();
    await userEvent.type(email, 'ayesha@');
    await userEvent.tab();
    expect(await within(dialog).findByText('Please enter a valid email address')).toBeInTheDocument();
    await userEvent.type(email, 'example.pk');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Notify Me' }));
    expect(
      await within(dialog).findByText('There was a problem submitting your request. Please try again.'),
    ).toBeInTheDocument();
  });
});

describe('BookActions in Urdu', () => {
  it('names each button for its book in Urdu', () => {
    render(
      <Provider store={makeStore()}>
        <MessagesProvider language="ur">
          <BookActions book={inStock} compact />
        </MessagesProvider>
      </Provider>,
    );
    expect(
      screen.getByRole('button', {
        name: formatMessage('ur', 'catalog.actions.addToCartFor', { title: 'Raag Darbari' }),
      }),
    ).toHaveTextContent(formatMessage('ur', 'catalog.actions.addToCart'));
    expect(
      screen.getByRole('button', {
        name: formatMessage('ur', 'catalog.actions.addToWishListFor', { title: 'Raag Darbari' }),
      }),
    ).toHaveTextContent(formatMessage('ur', 'catalog.actions.addToWishList'));
  });

  it('asks for the e-mail in Urdu and refuses a missing one in Urdu', async () => {
    fakeServer({ 'POST /api/books/notify-when-available': { status: 500, body: { error: 'down' } } });
    renderActions(soldOut, 'nobody', 'ur');
    await userEvent.click(
      screen.getByRole('button', { name: formatMessage('ur', 'catalog.actions.notifyMe') }),
    );
    const dialog = await screen.findByRole('dialog', { name: formatMessage('ur', 'catalog.notifyMe.title') });
    await userEvent.click(
      within(dialog).getByRole('button', { name: formatMessage('ur', 'catalog.notifyMe.submit') }),
    );
    expect(await within(dialog).findByText(formatMessage('ur', 'contact.emailRequired'))).toBeInTheDocument();
    await userEvent.type(
      within(dialog).getByLabelText(new RegExp(formatMessage('ur', 'catalog.notifyMe.email'))),
      'a@b.pk',
    );
    await userEvent.click(
      within(dialog).getByRole('button', { name: formatMessage('ur', 'catalog.notifyMe.submit') }),
    );
    expect(
      await within(dialog).findByText(formatMessage('ur', 'catalog.notifyMe.failed')),
    ).toBeInTheDocument();
  });
});
