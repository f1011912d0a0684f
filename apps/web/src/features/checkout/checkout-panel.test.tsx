import {
  type CartLine,
  CHECKOUT_MESSAGES,
  type CheckoutState,
  cartSummary,
  initialCheckoutState,
  type OrderCartResponse,
} from '@bookshop/domain';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DialogHost } from '../../app/dialogs/dialog-host';
import { SiteToaster } from '../../app/dialogs/site-toaster';
import { initialSessionState } from '../../app/session/session-slice';
import { makeStore } from '../../app/store';
import { ayesha, type FakeReply, fakeServer, homeAddress } from '../../test/app-test-utils';
import { CheckoutHost } from './checkout-host';
import { CARD_DISCOUNT_LOOKUP_DELAY_MS } from './checkout-panel';

/** One available line; the checkout test keeps its own (features do not import each other). */
const available: CartLine = {
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

/** The cart answer as the server builds it, with the domain's summary. */
function listAnswer(lines: readonly CartLine[]): OrderCartResponse {
  return {
    availableBooks: lines,
    outOfStockBooks: [],
    preOrderBooks: [],
    onDemandBooks: [],
    summary: cartSummary(lines),
  };
}

function CurrentPage() {
  const location = useLocation();
  return <output aria-label="Current page">{location.pathname + location.search}</output>;
}

function renderCheckout(who: 'guest' | 'user', checkout: Partial<CheckoutState> = {}) {
  const store = makeStore({
    checkout: { ...initialCheckoutState, ...checkout },
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
            <CheckoutHost />
            <DialogHost />
            <SiteToaster />
          </>
        ),
        children: [{ path: '*', element: <CurrentPage /> }],
      },
    ],
    { initialEntries: ['/order-cart?checkout=open'] },
  );
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { store };
}

const cart = { status: 200, body: listAnswer([available]) };
const card = {
  id: 'tok_visa',
  bin: '424242',
  card_details: { card_network: 'visa', last_four_digits: '4242' },
};

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.documentElement.style.overflow = '';
});

describe('checkout panel', () => {
  it('refuses to open the payment choice before an address exists', async () => {
    fakeServer({
      'GET /api/cart/order-cart': cart,
      'GET /api/addresses': { body: { success: true, data: { addresses: [] } } },
    });
    renderCheckout('guest');
    const panel = await screen.findByRole('dialog', { name: 'Checkout' });
    await within(panel).findByText(/× 2/);
    await within(panel).findByText('No saved addresses yet.');
    await userEvent.click(within(panel).getByRole('button', { name: 'Change' }));
    expect(await screen.findByText(CHECKOUT_MESSAGES.firstAddAddress)).toBeInTheDocument();
    expect(within(panel).queryByRole('group', { name: 'Choose a payment method' })).toBeNull();
  });

  it('gives guests the newsletter box (off), billing same as shipping (on), a disabled promo code', async () => {
    fakeServer({
      'GET /api/cart/order-cart': cart,
      'GET /api/addresses': { body: { success: true, data: { addresses: [homeAddress] } } },
    });
    renderCheckout('guest');
    const panel = await screen.findByRole('dialog', { name: 'Checkout' });
    expect(
      within(panel).getByRole('checkbox', {
        name: 'Subscribe to our newsletter to stay up-to-date with offers and latest editions.',
      }),
    ).not.toBeChecked();
    expect(
      within(panel).getByRole('checkbox', { name: 'My billing address is the same as shipping address' }),
    ).toBeChecked();
    expect(within(panel).getByRole('checkbox', { name: 'Send invoice' })).toBeChecked();
    expect(within(panel).getByRole('textbox', { name: 'Special instructions' })).toHaveAttribute('rows', '4');
    expect(within(panel).getByRole('textbox', { name: 'Promo code' })).toBeDisabled();
    expect(within(panel).getByRole('button', { name: 'Apply' })).toBeDisabled();
    // The first address is selected by itself.
    expect(await within(panel).findByRole('radio', { name: /12 Mall Road/ })).toBeChecked();

    // An address but no e-mail: the second check's toast, and the choice stays shut.
    await userEvent.click(within(panel).getByRole('button', { name: 'Change' }));
    expect(await screen.findByText(CHECKOUT_MESSAGES.firstAddEmail)).toBeInTheDocument();
    expect(within(panel).queryByRole('group', { name: 'Choose a payment method' })).toBeNull();

    await userEvent.type(within(panel).getByRole('textbox', { name: 'Email' }), 'guest@example.pk');
    await userEvent.click(within(panel).getByRole('button', { name: 'Change' }));
    const choice = within(panel).getByRole('group', { name: 'Choose a payment method' });
    // With no saved card the default is Cash, labelled Cash on Delivery.
    expect(within(choice).getByRole('radio', { name: 'Cash' })).toBeChecked();
    expect(within(panel).getByTestId('payment-method-label')).toHaveTextContent('Cash on Delivery');
    expect(within(panel).getByTestId('checkout-amount')).toHaveTextContent(
      `Rs. ${listAnswer([available]).summary.total.toLocaleString('en-PK')}`,
    );
  });

  it('refuses to place without a payment method with the spec message and sends nothing', async () => {
    const sent = fakeServer({
      'GET /api/cart/order-cart': cart,
      'GET /api/addresses': { body: { success: true, data: { addresses: [homeAddress] } } },
    });
    renderCheckout('user');
    const panel = await screen.findByRole('dialog', { name: 'Checkout' });
    await within(panel).findByRole('radio', { name: /12 Mall Road/ });
    await userEvent.click(within(panel).getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText(CHECKOUT_MESSAGES.paymentMethodRequired)).toBeInTheDocument();
    expect(sent.some((request) => request.path === '/api/cart/place-order')).toBe(false);
  });

  it('locks the page while placing and unlocks it and opens the confirmation when the server answers', async () => {
    let answer: (reply: Response) => void = () => undefined;
    const sent = fakeServer({
      'GET /api/cart/order-cart': cart,
      'GET /api/addresses': { body: { success: true, data: { addresses: [homeAddress] } } },
      'GET /api/payments/payment-methods': { body: { success: true, data: { paymentMethods: [] } } },
    });
    const fakeFetch = vi.mocked(fetch);
    const passThrough = fakeFetch.getMockImplementation();
    fakeFetch.mockImplementation(async (input, init) => {
      const request = input instanceof Request ? input : new Request(input, init);
      if (new URL(request.url).pathname !== '/api/cart/place-order')
        return passThrough?.(input, init) as Promise<Response>;
      sent.push({
        method: 'POST',
        path: '/api/cart/place-order',
        url: new URL(request.url),
        authorization: request.headers.get('idempotency-key'),
        body: await request.json(),
      });
      return new Promise<Response>((resolve) => {
        answer = resolve;
      });
    });
    renderCheckout('user');
    const panel = await screen.findByRole('dialog', { name: 'Checkout' });
    await within(panel).findByRole('radio', { name: /12 Mall Road/ });
    await userEvent.click(within(panel).getByRole('button', { name: 'Change' }));
    await userEvent.click(within(panel).getByRole('radio', { name: 'Cash' }));
    await userEvent.click(within(panel).getByRole('button', { name: 'Place Order' }));

    await waitFor(() => expect(sent.some((r) => r.path === '/api/cart/place-order')).toBe(true));
    expect(within(panel).getByRole('button', { name: /Please wait…/ })).toBeInTheDocument();
    expect(document.documentElement.style.overflow).toBe('hidden');
    const key = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
    window.dispatchEvent(key);
    expect(key.defaultPrevented).toBe(true);
    const leave = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(leave);
    expect(leave.defaultPrevented).toBe(true);
    const placed = sent.find((r) => r.path === '/api/cart/place-order');
    expect(placed?.authorization).toMatch(/^[0-9a-f-]{36}$/);
    expect(placed?.body).toMatchObject({
      email: ayesha.email,
      address_id: homeAddress.id,
      billing_address_id: homeAddress.id,
      payment_option: 4,
      shown_lines: [{ Book_Id: available.Book_Id, cart_qty: available.cart_qty }],
    });

    answer(Response.json({ success: true, data: { redirectUrl: null, order: { id: 77 } } }));
    await waitFor(() =>
      expect(screen.getByLabelText('Current page')).toHaveTextContent('/order-confirmation?orderId=77'),
    );
    expect(document.documentElement.style.overflow).toBe('');
    const after = new KeyboardEvent('keydown', { key: 'a', bubbles: true, cancelable: true });
    window.dispatchEvent(after);
    expect(after.defaultPrevented).toBe(false);
  });

  it('looks up a chosen saved card’s bank discount only after 300 ms and shows it', async () => {
    const sent = fakeServer({
      'GET /api/cart/order-cart': cart,
      'GET /api/addresses': { body: { success: true, data: { addresses: [homeAddress] } } },
      'GET /api/payments/payment-methods': { body: { success: true, data: { paymentMethods: [card] } } },
      'GET /api/bins': (): FakeReply => ({
        body: {
          success: true,
          data: {
            binDiscountDetail: {
              id: 1,
              rule_enabled: true,
              discount_type: 'percentage',
              discount_value: 20,
              discount_limit: 1000,
              bank_name: 'Demo Bank',
              bank_logo: '/bank-logos/demo.svg',
              bin: '424242',
            },
          },
        },
      }),
    });
    renderCheckout('user');
    const panel = await screen.findByRole('dialog', { name: 'Checkout' });
    await within(panel).findByRole('radio', { name: /12 Mall Road/ });
    await waitFor(() => expect(sent.some((r) => r.path === '/api/payments/payment-methods')).toBe(true));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    // Change opens the choice with the last saved card chosen (method 1).
    fireEvent.click(within(panel).getByRole('button', { name: 'Change' }));
    expect(within(panel).getByRole('radio', { name: /Visa/ })).toBeChecked();
    vi.advanceTimersByTime(CARD_DISCOUNT_LOOKUP_DELAY_MS - 1);
    expect(sent.some((r) => r.path === '/api/bins')).toBe(false);
    vi.advanceTimersByTime(1);
    vi.useRealTimers();
    await waitFor(() =>
      expect(sent.find((r) => r.path === '/api/bins')?.url.searchParams.get('token')).toBe('tok_visa'),
    );
    expect(await within(panel).findByText(/Demo Bank card discount: −Rs. 400/)).toBeInTheDocument();
  });

  it('opens Payment failed on a declined card; Try Again is a new attempt with a new key, Save for Later moves the cart', async () => {
    const keys: (string | null)[] = [];
    const sent = fakeServer({
      'GET /api/cart/order-cart': cart,
      'GET /api/addresses': { body: { success: true, data: { addresses: [homeAddress] } } },
      'GET /api/payments/payment-methods': { body: { success: true, data: { paymentMethods: [card] } } },
      'GET /api/bins': { body: { success: true, data: { binDiscountDetail: null } } },
      'POST /api/cart/place-order': {
        status: 402,
        body: { success: false, error: 'The transaction was unsuccessful.', data: { order: { id: 5 } } },
      },
      'PUT /api/cart/checkout/later': {
        body: { success: true, message: 'Book Moved', data: { moved: 1, totalCartCount: 0 } },
      },
    });
    const fakeFetch = vi.mocked(fetch);
    const recordKeys = fakeFetch.getMockImplementation();
    fakeFetch.mockImplementation(async (input, init) => {
      const request = input instanceof Request ? input : new Request(input, init);
      if (new URL(request.url).pathname === '/api/cart/place-order')
        keys.push(request.headers.get('idempotency-key'));
      return recordKeys?.(request) as Promise<Response>;
    });
    renderCheckout('user');
    const panel = await screen.findByRole('dialog', { name: 'Checkout' });
    await within(panel).findByRole('radio', { name: /12 Mall Road/ });
    await waitFor(() => expect(sent.some((r) => r.path === '/api/payments/payment-methods')).toBe(true));
    await userEvent.click(within(panel).getByRole('button', { name: 'Change' }));
    expect(within(panel).getByRole('radio', { name: /Visa/ })).toBeChecked();
    await userEvent.click(within(panel).getByRole('button', { name: 'Place Order' }));

    const failed = await screen.findByRole('dialog', { name: 'Payment failed' });
    expect(sent.find((r) => r.path === '/api/cart/place-order')?.body).toMatchObject({
      payment_option: 1,
      card_token: 'tok_visa',
    });
    await userEvent.click(within(failed).getByRole('button', { name: 'Try Again' }));
    await screen.findByRole('dialog', { name: 'Payment failed' });
    await waitFor(() => expect(keys).toHaveLength(2));
    // The first attempt was answered (declined), so the second is an attempt of its own.
    expect(keys[0]).not.toBe(keys[1]);

    await userEvent.click(screen.getByRole('button', { name: 'Save for Later' }));
    expect(await screen.findByText('Book Moved')).toBeInTheDocument();
    expect(sent.some((r) => r.method === 'PUT' && r.path === '/api/cart/checkout/later')).toBe(true);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Checkout' })).toBeNull());
  });

  it('deletes the card token after paying when the user unticked save card, and says so when that fails', async () => {
    const sent = fakeServer({
      'GET /api/cart/order-cart': cart,
      'GET /api/addresses': { body: { success: true, data: { addresses: [homeAddress] } } },
      'GET /api/payments/payment-methods': { body: { success: true, data: { paymentMethods: [card] } } },
      'GET /api/bins': { body: { success: true, data: { binDiscountDetail: null } } },
      'POST /api/cart/place-order': {
        body: { success: true, data: { redirectUrl: null, order: { id: 9 } } },
      },
      'DELETE /api/payments/method/tok_visa': { status: 500, body: { error: 'Service unavailable' } },
    });
    renderCheckout('user', { saveCard: false });
    const panel = await screen.findByRole('dialog', { name: 'Checkout' });
    await within(panel).findByRole('radio', { name: /12 Mall Road/ });
    await waitFor(() => expect(sent.some((r) => r.path === '/api/payments/payment-methods')).toBe(true));
    await userEvent.click(within(panel).getByRole('button', { name: 'Change' }));
    await userEvent.click(within(panel).getByRole('button', { name: 'Place Order' }));

    expect(await screen.findByText(CHECKOUT_MESSAGES.couldNotRemoveCard)).toBeInTheDocument();
    expect(sent.some((r) => r.method === 'DELETE' && r.path === '/api/payments/method/tok_visa')).toBe(true);
    await waitFor(() =>
      expect(screen.getByLabelText('Current page')).toHaveTextContent('/order-confirmation?orderId=9'),
    );
  });

  it('keeps the card of a user who left save card on', async () => {
    const sent = fakeServer({
      'GET /api/cart/order-cart': cart,
      'GET /api/addresses': { body: { success: true, data: { addresses: [homeAddress] } } },
      'GET /api/payments/payment-methods': { body: { success: true, data: { paymentMethods: [card] } } },
      'GET /api/bins': { body: { success: true, data: { binDiscountDetail: null } } },
      'POST /api/cart/place-order': {
        body: { success: true, data: { redirectUrl: null, order: { id: 10 } } },
      },
    });
    renderCheckout('user');
    const panel = await screen.findByRole('dialog', { name: 'Checkout' });
    await within(panel).findByRole('radio', { name: /12 Mall Road/ });
    await waitFor(() => expect(sent.some((r) => r.path === '/api/payments/payment-methods')).toBe(true));
    await userEvent.click(within(panel).getByRole('button', { name: 'Change' }));
    await userEvent.click(within(panel).getByRole('button', { name: 'Place Order' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Current page')).toHaveTextContent('/order-confirmation?orderId=10'),
    );
    expect(sent.some((r) => r.method === 'DELETE')).toBe(false);
  });
});
