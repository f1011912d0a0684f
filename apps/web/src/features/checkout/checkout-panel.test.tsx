import {
  BACKORDER_NOTE,
  type BinDiscountRule,
  CHECKOUT_MESSAGES,
  type CheckoutState,
  cardDiscountUsedTodayMessage,
  initialCheckoutState,
  PAYMENT_METHOD,
} from '@bookshop/domain';
import {
  formatMessage,
  formatRupees,
  type Language,
  type MessageKey,
  type MessageValues,
} from '@bookshop/i18n';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ayesha,
  CurrentPage,
  type FakeReply,
  fakeServer,
  homeAddress,
  renderInApp,
  type SentRequest,
  sessionOf,
} from '../../test/app-test-utils';
import { available, listAnswer, outOfStock, ownFivePercent } from '../../test/cart-fixtures';
import { CheckoutHost } from './checkout-host';
import { CARD_DISCOUNT_LOOKUP_DELAY_MS } from './checkout-panel';

function renderCheckout(
  who: 'guest' | 'user',
  checkout: Partial<CheckoutState> = {},
  language: Language = 'en',
) {
  return renderInApp({
    path: '/order-cart?checkout=open',
    language,
    state: { checkout: { ...initialCheckoutState, ...checkout }, session: sessionOf(who) },
    hosts: <CheckoutHost />,
    routes: [{ path: '*', element: <CurrentPage /> }],
  });
}

const cart = { status: 200, body: listAnswer([available]) };
const card = {
  id: 'tok_visa',
  bin: '424242',
  card_details: { card_network: 'visa', last_four_digits: '4242' },
};
/** Demo Bank's rule for the saved Visa: 10% off each book, at most Rs. 1,000 an order. */
const tenPercent: BinDiscountRule = {
  rule_enabled: true,
  discount_type: 'percentage',
  discount_value: 10,
  discount_limit: 1000,
  bank_name: 'Demo Bank',
  bank_logo: '/bank-logos/demo.svg',
  bin: '424242',
};
const binsAnswer = (
  rule: BinDiscountRule | null,
  usedToday: { nextUseFrom: string } | null = null,
): FakeReply => ({ body: { success: true, data: { binDiscountDetail: rule, usedToday } } });
const placed = (id: number): FakeReply => ({
  body: { success: true, data: { redirectUrl: null, order: { id } } },
});

/** The figure beside a row of the order summary in the panel. */
function summaryRow(panel: HTMLElement, label: string | RegExp) {
  const summary = within(panel).getByRole('region', { name: 'Order Summary' });
  return within(summary).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.documentElement.style.overflow = '';
});

/** The server's answer to an order paid with a declined card: 402, and the order (5) it left. */
const declined: FakeReply = {
  status: 402,
  body: { success: false, error: 'The transaction was unsuccessful.', data: { order: { id: 5 } } },
};

/** A user with one address and one saved card (no bank discount); `placed` answers Place Order. */
function savedCardServer(
  placed: FakeReply,
  more: Record<string, FakeReply | ((r: SentRequest) => FakeReply)> = {},
) {
  return fakeServer({
    'GET /api/cart/order-cart': cart,
    'GET /api/addresses': { body: { success: true, data: { addresses: [homeAddress] } } },
    'GET /api/payments/payment-methods': { body: { success: true, data: { paymentMethods: [card] } } },
    'GET /api/bins': binsAnswer(null),
    'POST /api/cart/place-order': placed,
    ...more,
  });
}

/** Opens checkout as the user, lets Change choose the saved card and presses Place Order. */
async function placeWithSavedCard(sent: readonly SentRequest[], checkout: Partial<CheckoutState> = {}) {
  renderCheckout('user', checkout);
  const panel = await screen.findByRole('dialog', { name: 'Checkout' });
  await within(panel).findByRole('radio', { name: /12 Mall Road/ });
  await waitFor(() => expect(sent.some((r) => r.path === '/api/payments/payment-methods')).toBe(true));
  await userEvent.click(within(panel).getByRole('button', { name: 'Change' }));
  await userEvent.click(within(panel).getByRole('button', { name: 'Place Order' }));
}

/** Opens checkout as the user and lets Change choose the saved card (its discount is looked up). */
async function chooseSavedCard(sent: readonly SentRequest[]) {
  renderCheckout('user');
  const panel = await screen.findByRole('dialog', { name: 'Checkout' });
  await within(panel).findByRole('radio', { name: /12 Mall Road/ });
  await waitFor(() => expect(sent.some((r) => r.path === '/api/payments/payment-methods')).toBe(true));
  await userEvent.click(within(panel).getByRole('button', { name: 'Change' }));
  return panel;
}

/** Places with the saved card on a server that declines it; gives the Payment failed dialog. */
async function placeDeclinedOrder(sent: readonly SentRequest[]) {
  await placeWithSavedCard(sent);
  return screen.findByRole('dialog', { name: 'Payment failed' });
}

/** Fills the checkout's address form for Ayesha in Lahore, Punjab, at `street`; gives the Province picker. */
async function fillLahoreAddress(form: HTMLElement, street: string) {
  const province = within(form).getByRole('combobox', { name: 'Province' });
  await waitFor(() => expect(within(province).getByRole('option', { name: 'Punjab' })).toBeInTheDocument());
  await userEvent.selectOptions(province, 'Punjab');
  await userEvent.type(within(form).getByRole('textbox', { name: /First Name/ }), 'Ayesha');
  await userEvent.type(within(form).getByRole('textbox', { name: /Last Name/ }), 'Khan');
  await userEvent.type(within(form).getByRole('textbox', { name: /Phone/ }), '0300 1234567');
  await userEvent.type(within(form).getByRole('textbox', { name: /^Address/ }), street);
  await userEvent.type(within(form).getByRole('combobox', { name: 'City' }), 'Lahore');
  await userEvent.type(within(form).getByRole('textbox', { name: /Zip Code/ }), '54000');
  return province;
}

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

  it('logs a guest in on the checkout’s own login panel, not the site’s Login dialog, and carries on as the customer', async () => {
    const sent = fakeServer({
      'GET /api/cart/order-cart': cart,
      'GET /api/addresses': { body: { success: true, data: { addresses: [homeAddress] } } },
      'GET /api/payments/payment-methods': { body: { success: true, data: { paymentMethods: [] } } },
      'POST /api/auth/login': (request) =>
        (request.body as { password: string }).password === 'secret12'
          ? { body: { data: { user: ayesha, token: 'user-token' } } }
          : { status: 401, body: { error: 'These credentials do not match our records.' } },
    });
    renderCheckout('guest');
    const panel = await screen.findByRole('dialog', { name: 'Checkout' });
    await userEvent.click(within(panel).getByRole('button', { name: 'Login' }));
    const login = within(panel).getByRole('form', { name: 'Login to check out' });
    expect(screen.queryByRole('dialog', { name: 'Login' })).toBeNull();

    await userEvent.type(within(login).getByLabelText(/Email/), 'ayesha@example.pk');
    await userEvent.type(within(login).getByLabelText(/Password/), 'wrong-pass{Enter}');
    await waitFor(() =>
      expect(within(login).getByLabelText(/Email/)).toHaveAccessibleDescription(
        'These credentials do not match our records.',
      ),
    );
    expect(within(login).getByLabelText(/Password/)).toHaveValue('');

    await userEvent.type(within(login).getByLabelText(/Password/), 'secret12{Enter}');
    expect(await within(panel).findByText('ayesha@example.pk')).toBeInTheDocument();
    expect(within(panel).queryByRole('form', { name: 'Login to check out' })).toBeNull();
    expect(within(panel).queryByRole('button', { name: 'Login' })).toBeNull();
    expect(sent.filter((r) => r.path === '/api/auth/login').at(-1)?.body).toMatchObject({
      email: 'ayesha@example.pk',
      password: 'secret12',
      guestToken: 'guest-token',
    });
    // Still checking out: the same panel, now with the user's token.
    expect(screen.getByRole('dialog', { name: 'Checkout' })).toBeInTheDocument();
    await waitFor(() =>
      expect(sent.filter((r) => r.path === '/api/addresses').at(-1)?.authorization).toBe('Bearer user-token'),
    );
  });

  it('goes back to the guest checkout from the login panel with nothing lost', async () => {
    fakeServer({
      'GET /api/cart/order-cart': cart,
      'GET /api/addresses': { body: { success: true, data: { addresses: [homeAddress] } } },
    });
    renderCheckout('guest');
    const panel = await screen.findByRole('dialog', { name: 'Checkout' });
    await userEvent.type(within(panel).getByRole('textbox', { name: 'Email' }), 'guest@example.pk');
    await userEvent.click(within(panel).getByRole('button', { name: 'Login' }));
    const login = within(panel).getByRole('form', { name: 'Login to check out' });
    expect(within(login).getByLabelText(/Email/)).toHaveValue('guest@example.pk');
    await userEvent.click(within(panel).getByRole('button', { name: 'Continue as guest' }));
    expect(within(panel).getByRole('textbox', { name: 'Email' })).toHaveValue('guest@example.pk');
  });

  it('adds a shipping address with the cascading Province and City pickers; other countries are not selectable', async () => {
    const created = { ...homeAddress, id: 77, Address: '5 Canal Bank', City: 'Lahore' };
    const sent = fakeServer({
      'GET /api/cart/order-cart': cart,
      'GET /api/addresses': { body: { success: true, data: { addresses: [] } } },
      'POST /api/addresses': { status: 201, body: { success: true, data: { address: created } } },
    });
    renderCheckout('guest');
    const panel = await screen.findByRole('dialog', { name: 'Checkout' });
    await userEvent.click(await within(panel).findByRole('button', { name: 'Add New Address' }));
    const form = within(panel).getByRole('form', { name: 'Add Shipping Address' });
    const country = within(form).getByRole('combobox', { name: 'Country' });
    await waitFor(() => expect(country).toBeEnabled());
    expect(country).toHaveDisplayValue('Pakistan');
    const abroad = within(country)
      .getAllByRole('option')
      .filter((option) => option.textContent !== 'Pakistan' && (option as HTMLOptionElement).value !== '');
    expect(abroad.length).toBeGreaterThan(0);
    for (const option of abroad) expect(option).toBeDisabled();

    const province = await fillLahoreAddress(form, '5 Canal Bank');
    // A new province clears the city typed for the old one.
    await userEvent.selectOptions(province, 'Sindh');
    expect(within(form).getByRole('combobox', { name: 'City' })).toHaveValue('');
    await userEvent.selectOptions(province, 'Punjab');
    await userEvent.type(within(form).getByRole('combobox', { name: 'City' }), 'Lahore');
    await userEvent.click(within(form).getByRole('button', { name: 'Save Address' }));
    await waitFor(() =>
      expect(sent.some((r) => r.method === 'POST' && r.path === '/api/addresses')).toBe(true),
    );
    expect(sent.find((r) => r.method === 'POST' && r.path === '/api/addresses')?.body).toMatchObject({
      firstName: 'Ayesha',
      lastName: 'Khan',
      address: '5 Canal Bank',
      city: 'Lahore',
      province: 'Punjab',
      country: 'Pakistan',
      zipCode: '54000',
    });
  });

  it('chooses an address saved in the panel at once: Change opens the payment choice while the refreshed address list is still on its way', async () => {
    const created = { ...homeAddress, id: 78, Address: '7 Canal View' };
    let releaseList: (reply: FakeReply) => void = () => undefined;
    const refreshed = new Promise<FakeReply>((resolve) => {
      releaseList = resolve;
    });
    let listCalls = 0;
    const sent = fakeServer({
      'GET /api/cart/order-cart': cart,
      // The first list is empty; the refresh after saving answers only when the test lets it.
      'GET /api/addresses': () =>
        ++listCalls === 1 ? { body: { success: true, data: { addresses: [] } } } : refreshed,
      'POST /api/addresses': { status: 201, body: { success: true, data: { address: created } } },
    });
    renderCheckout('guest');
    const panel = await screen.findByRole('dialog', { name: 'Checkout' });
    await within(panel).findByText('No saved addresses yet.');
    await userEvent.type(within(panel).getByRole('textbox', { name: 'Email' }), 'guest@example.pk');
    await userEvent.click(within(panel).getByRole('button', { name: 'Add New Address' }));
    const form = within(panel).getByRole('form', { name: 'Add Shipping Address' });
    await fillLahoreAddress(form, '7 Canal View');
    await userEvent.click(within(form).getByRole('button', { name: 'Save Address' }));

    await waitFor(() => expect(listCalls).toBe(2));
    expect(within(panel).getByRole('radio', { name: /7 Canal View/ })).toBeChecked();
    await userEvent.click(within(panel).getByRole('button', { name: 'Change' }));
    expect(within(panel).getByRole('group', { name: 'Choose a payment method' })).toBeInTheDocument();
    expect(screen.queryByText(CHECKOUT_MESSAGES.firstAddAddress)).toBeNull();
    releaseList({ body: { success: true, data: { addresses: [created] } } });
    await waitFor(() =>
      expect(within(panel).getAllByRole('radio', { name: /7 Canal View/ })).toHaveLength(1),
    );
    expect(sent.filter((r) => r.method === 'POST' && r.path === '/api/addresses')).toHaveLength(1);
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

  it('looks up a chosen saved card’s bank discount only after 300 ms and shows what it saves beyond the book’s own discount', async () => {
    const sent = savedCardServer(placed(1), {
      'GET /api/cart/order-cart': { body: listAnswer([ownFivePercent]) },
      'GET /api/bins': binsAnswer(tenPercent),
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
    // Rs. 100 off a copy by the card replaces the book's own Rs. 50: it saves Rs. 50 more, not 100.
    expect(await within(panel).findByText('Demo Bank card discount: −Rs. 50')).toBeInTheDocument();
  });

  it('shows what the server charges: a Rs. 1,000 book with its own 5% paid with a 10% card is Rs. 1,050 on the payment row and in the summary’s one total', async () => {
    const sent = savedCardServer(placed(31), {
      'GET /api/cart/order-cart': { body: listAnswer([ownFivePercent]) },
      'GET /api/bins': binsAnswer(tenPercent),
    });
    const panel = await chooseSavedCard(sent);
    await within(panel).findByText('Demo Bank card discount: −Rs. 50');
    // 950 at its own discount; the card makes it 900; shipping 150.
    expect(summaryRow(panel, 'Subtotal (1 item)')).toBe('Rs. 950');
    expect(summaryRow(panel, 'Demo Bank card discount')).toBe('-Rs. 50');
    expect(summaryRow(panel, 'Shipping')).toBe('Rs. 150');
    expect(summaryRow(panel, 'Total')).toBe('Rs. 1,050');
    expect(within(panel).getByTestId('checkout-amount')).toHaveTextContent(/^Rs\. 1,050$/);
    expect(within(panel).getAllByText(/^Total/)).toHaveLength(1);
    await userEvent.click(within(panel).getByRole('button', { name: 'Place Order' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Current page')).toHaveTextContent('/order-confirmation?orderId=31'),
    );
    expect(sent.find((r) => r.path === '/api/cart/place-order')?.body).toMatchObject({
      payment_option: PAYMENT_METHOD.CARD,
      card_token: 'tok_visa',
      shown_lines: [{ Book_Id: ownFivePercent.Book_Id, PAK_PRICE: 1000, Discount: 5, cart_qty: 1 }],
    });
  });

  it('orders a cart with an out-of-stock line: every line is sent in cart order, the backorder says it ships when back in stock', async () => {
    const sent = fakeServer({
      'GET /api/cart/order-cart': { body: listAnswer([outOfStock, available]) },
      'GET /api/addresses': { body: { success: true, data: { addresses: [homeAddress] } } },
      'GET /api/payments/payment-methods': { body: { success: true, data: { paymentMethods: [] } } },
      'POST /api/cart/place-order': placed(41),
    });
    renderCheckout('user');
    const panel = await screen.findByRole('dialog', { name: 'Checkout' });
    const list = within(panel).getByRole('list', { name: 'Books in this order' });
    const backorder = await within(list).findByText(/Basti × 1/);
    expect(backorder).toHaveTextContent(BACKORDER_NOTE);
    expect(within(list).getByText(/The Reluctant Fundamentalist × 2/)).not.toHaveTextContent(BACKORDER_NOTE);
    // 900 × 2 + 800; standard shipping for the book in stock, the on-demand fee for the backorder.
    expect(summaryRow(panel, 'Subtotal (3 items)')).toBe('Rs. 2,600');
    expect(summaryRow(panel, 'Shipping')).toBe('Rs. 300');
    expect(summaryRow(panel, 'Total')).toBe('Rs. 2,900');

    await within(panel).findByRole('radio', { name: /12 Mall Road/ });
    await userEvent.click(within(panel).getByRole('button', { name: 'Change' }));
    await userEvent.click(within(panel).getByRole('radio', { name: 'Cash' }));
    await userEvent.click(within(panel).getByRole('button', { name: 'Place Order' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Current page')).toHaveTextContent('/order-confirmation?orderId=41'),
    );
    const body = sent.find((r) => r.path === '/api/cart/place-order')?.body as { shown_lines: unknown[] };
    expect(body.shown_lines).toEqual([
      {
        Book_Id: available.Book_Id,
        PAK_PRICE: 1000,
        Discount: 10,
        availabilityStatus: 'available',
        cart_qty: 2,
      },
      {
        Book_Id: outOfStock.Book_Id,
        PAK_PRICE: 800,
        Discount: 0,
        availabilityStatus: 'out_of_stock',
        cart_qty: 1,
      },
    ]);
  });

  it('sends special instructions typed on two lines with their line break', async () => {
    const sent = fakeServer({
      'GET /api/cart/order-cart': { body: listAnswer([available]) },
      'GET /api/addresses': { body: { success: true, data: { addresses: [homeAddress] } } },
      'GET /api/payments/payment-methods': { body: { success: true, data: { paymentMethods: [] } } },
      'POST /api/cart/place-order': placed(42),
    });
    renderCheckout('user');
    const panel = await screen.findByRole('dialog', { name: 'Checkout' });
    await within(panel).findByRole('radio', { name: /12 Mall Road/ });
    await userEvent.type(
      within(panel).getByLabelText('Special instructions'),
      'Ring the bell twice.{Enter}Leave it with the guard.',
    );
    await userEvent.click(within(panel).getByRole('button', { name: 'Change' }));
    await userEvent.click(within(panel).getByRole('radio', { name: 'Cash' }));
    await userEvent.click(within(panel).getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(sent.some((r) => r.path === '/api/cart/place-order')).toBe(true));
    expect(sent.find((r) => r.path === '/api/cart/place-order')?.body).toMatchObject({
      special_instruction: 'Ring the bell twice.\nLeave it with the guard.',
    });
  });

  it('takes a gift card off in the summary and the payment row alike: one total', async () => {
    fakeServer({
      'GET /api/cart/order-cart': cart,
      'GET /api/addresses': { body: { success: true, data: { addresses: [homeAddress] } } },
      'POST /api/gift-cards/check': { body: { success: true, data: { value: 500, lastFour: 'PQRS' } } },
    });
    renderCheckout('guest');
    const panel = await screen.findByRole('dialog', { name: 'Checkout' });
    await within(panel).findByText(/× 2/);
    await userEvent.type(within(panel).getByLabelText('Gift card'), 'ABCD-EFGH-JKMN-PQRS');
    await userEvent.click(within(panel).getByRole('button', { name: 'Redeem' }));
    // 900 × 2 + 150 shipping, less the card's 500.
    expect(await within(panel).findByText(/Gift card ending PQRS/)).toHaveTextContent('to pay Rs. 1,450');
    expect(summaryRow(panel, 'Gift card')).toBe('-Rs. 500');
    expect(summaryRow(panel, 'Total')).toBe('Rs. 1,450');
    expect(within(panel).getByTestId('checkout-amount')).toHaveTextContent(/^Rs\. 1,450$/);
  });

  it('needs no payment method when a gift card covers the order: the row says so and the order is sent as paid by gift card with its code', async () => {
    const sent = fakeServer({
      'GET /api/cart/order-cart': cart,
      'GET /api/addresses': { body: { success: true, data: { addresses: [homeAddress] } } },
      'GET /api/payments/payment-methods': { body: { success: true, data: { paymentMethods: [] } } },
      'POST /api/gift-cards/check': { body: { success: true, data: { value: 5000, lastFour: 'PQRS' } } },
      'POST /api/cart/place-order': placed(51),
    });
    renderCheckout('user');
    const panel = await screen.findByRole('dialog', { name: 'Checkout' });
    await within(panel).findByRole('radio', { name: /12 Mall Road/ });
    await userEvent.type(within(panel).getByLabelText('Gift card'), 'abcd-efgh-jkmn-pqrs');
    await userEvent.click(within(panel).getByRole('button', { name: 'Redeem' }));
    await within(panel).findByText(/Gift card ending PQRS/);
    expect(within(panel).getByTestId('payment-method-label')).toHaveTextContent(
      formatMessage('en', 'checkout.panel.paidByGiftCard'),
    );
    expect(within(panel).queryByRole('button', { name: 'Change' })).toBeNull();
    expect(within(panel).getByTestId('checkout-amount')).toHaveTextContent(/^Rs\. 0$/);
    expect(summaryRow(panel, 'Gift card')).toBe('-Rs. 1,950');
    expect(summaryRow(panel, 'Total')).toBe('Rs. 0');

    await userEvent.click(within(panel).getByRole('button', { name: 'Place Order' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Current page')).toHaveTextContent('/order-confirmation?orderId=51'),
    );
    expect(screen.queryByText(CHECKOUT_MESSAGES.paymentMethodRequired)).toBeNull();
    const body = sent.find((r) => r.path === '/api/cart/place-order')?.body;
    expect(body).toMatchObject({
      payment_option: PAYMENT_METHOD.GIFT_CARD,
      gift_card_code: 'ABCDEFGHJKMNPQRS',
    });
    expect(body).not.toHaveProperty('card_token');
  });

  it('says under the address cards that stationery goes only to Lahore when a Karachi address is chosen, and Place Order refuses without calling the server', async () => {
    const sketchbook = {
      ...available,
      cart_item_id: 15,
      Book_Id: 5,
      BOOK_TITLE: 'Sketchbook A4',
      kind: 'stationery' as const,
    };
    const karachi = {
      ...homeAddress,
      id: 32,
      Address: '7 Clifton Block 5',
      City: 'Karachi',
      Province: 'Sindh',
    };
    const sent = fakeServer({
      'GET /api/cart/order-cart': { body: listAnswer([sketchbook]) },
      'GET /api/addresses': { body: { success: true, data: { addresses: [karachi, homeAddress] } } },
      'GET /api/payments/payment-methods': { body: { success: true, data: { paymentMethods: [] } } },
    });
    renderCheckout('user');
    const panel = await screen.findByRole('dialog', { name: 'Checkout' });
    const delivery = within(panel).getByRole('region', { name: 'Delivery' });
    await within(delivery).findByRole('radio', { name: /Clifton/ });
    const refusal =
      '"Sketchbook A4" can be delivered only to Lahore for now. Please choose an address in Lahore, or remove it from your cart.';
    expect(await within(delivery).findByRole('alert')).toHaveTextContent(refusal);

    await userEvent.click(within(panel).getByRole('button', { name: 'Change' }));
    await userEvent.click(within(panel).getByRole('radio', { name: 'Cash' }));
    await userEvent.click(within(panel).getByRole('button', { name: 'Place Order' }));
    // The notice under the address cards, and now the toast of the checks before placing.
    await waitFor(() => expect(screen.getAllByText(refusal)).toHaveLength(2));
    expect(sent.some((r) => r.path === '/api/cart/place-order')).toBe(false);

    await userEvent.click(within(delivery).getByRole('radio', { name: /12 Mall Road/ }));
    expect(within(delivery).queryByRole('alert')).toBeNull();
  });

  it('says when a card whose bank discount was used today can take it again, instead of the discount vanishing', async () => {
    const nextUseFrom = '2025-03-01T19:00:00.000Z';
    const sent = savedCardServer(placed(61), {
      'GET /api/cart/order-cart': { body: listAnswer([ownFivePercent]) },
      'GET /api/bins': binsAnswer(null, { nextUseFrom }),
    });
    const panel = await chooseSavedCard(sent);
    const note = await within(panel).findByText(cardDiscountUsedTodayMessage(nextUseFrom));
    expect(note).toHaveAttribute('role', 'status');
    // Midnight in Pakistan (UTC+5) is 19:00 UTC the day before.
    expect(note).toHaveTextContent('It can be used again from 12:00 am on 2 Mar (Pakistan time).');
    expect(within(panel).queryByText(/card discount: −/)).toBeNull();
    // No discount: the book at its own 5% and shipping.
    expect(within(panel).getByTestId('checkout-amount')).toHaveTextContent(/^Rs\. 1,100$/);
  });

  it('opens Payment failed on a declined card; Try Again is a new attempt with a new key, Save for Later moves the cart', async () => {
    const keys: (string | null)[] = [];
    const sent = savedCardServer(declined, {
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
    const failed = await placeDeclinedOrder(sent);
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

  it('offers the Payment failed dialog’s options in the desktop wording: Change Payment Option reopens the choice, Add Cart to Wish List moves the cart', async () => {
    const sent = savedCardServer(declined, {
      'PUT /api/cart/checkout/wishlist': {
        body: { success: true, message: 'Book Moved', data: { moved: 1, totalCartCount: 0 } },
      },
    });
    const failed = await placeDeclinedOrder(sent);
    expect(within(failed).getByRole('alert')).toHaveTextContent(
      'The Transaction was unsuccessful. Please try again.',
    );
    await userEvent.click(within(failed).getByRole('button', { name: 'Change Payment Option' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Payment failed' })).toBeNull());
    const panel = screen.getByRole('dialog', { name: 'Checkout' });
    expect(within(panel).getByRole('group', { name: 'Choose a payment method' })).toBeInTheDocument();

    await userEvent.click(within(panel).getByRole('button', { name: 'Place Order' }));
    const again = await screen.findByRole('dialog', { name: 'Payment failed' });
    await userEvent.click(within(again).getByRole('button', { name: 'Add Cart to Wish List' }));
    expect(await screen.findByText('Book Moved')).toBeInTheDocument();
    expect(sent.some((r) => r.method === 'PUT' && r.path === '/api/cart/checkout/wishlist')).toBe(true);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Checkout' })).toBeNull());
  });

  it('shows the phone wording of Payment failed on a narrow screen, and its Cancel closes the failed order as cancelled', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(max-width: 767px)',
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    const sent = savedCardServer(declined, {
      'PUT /api/orders/5/cancel-order': {
        body: { success: true, message: 'Order No: 5 has been cancelled.', data: { order: { id: 5 } } },
      },
    });
    const failed = await placeDeclinedOrder(sent);
    expect(within(failed).getByRole('alert')).toHaveTextContent(/^The transaction was unsuccessful\.$/);
    await userEvent.click(within(failed).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Order No: 5 has been cancelled.')).toBeInTheDocument();
    expect(sent.filter((r) => r.method === 'PUT').map((r) => r.path)).toEqual(['/api/orders/5/cancel-order']);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Checkout' })).toBeNull());
  });

  it('keeps Payment failed open with the server’s reason when its Cancel fails', async () => {
    const sent = savedCardServer(declined, {
      'PUT /api/orders/5/cancel-order': {
        status: 409,
        body: { error: 'Order No: 5 can no longer be cancelled.' },
      },
    });
    const failed = await placeDeclinedOrder(sent);
    await userEvent.click(within(failed).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Order No: 5 can no longer be cancelled.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Payment failed' })).toBeInTheDocument();
  });

  it('deletes the card token after paying when the user unticked save card, and says so when that fails', async () => {
    const sent = savedCardServer(
      { body: { success: true, data: { redirectUrl: null, order: { id: 9 } } } },
      { 'DELETE /api/payments/method/tok_visa': { status: 500, body: { error: 'Service unavailable' } } },
    );
    await placeWithSavedCard(sent, { saveCard: false });

    expect(await screen.findByText(CHECKOUT_MESSAGES.couldNotRemoveCard)).toBeInTheDocument();
    expect(sent.some((r) => r.method === 'DELETE' && r.path === '/api/payments/method/tok_visa')).toBe(true);
    await waitFor(() =>
      expect(screen.getByLabelText('Current page')).toHaveTextContent('/order-confirmation?orderId=9'),
    );
  });

  it('keeps the card of a user who left save card on', async () => {
    const sent = savedCardServer({ body: { success: true, data: { redirectUrl: null, order: { id: 10 } } } });
    await placeWithSavedCard(sent);
    await waitFor(() =>
      expect(screen.getByLabelText('Current page')).toHaveTextContent('/order-confirmation?orderId=10'),
    );
    expect(sent.some((r) => r.method === 'DELETE')).toBe(false);
  });
});

describe('checkout panel in Urdu', () => {
  const ur = (key: MessageKey, values?: MessageValues) => formatMessage('ur', key, values);

  it('words its sections, checks, payment choice and total in Urdu, the amount one left-to-right unit', async () => {
    fakeServer({
      'GET /api/cart/order-cart': cart,
      'GET /api/addresses': { body: { success: true, data: { addresses: [homeAddress] } } },
    });
    renderCheckout('guest', {}, 'ur');
    const panel = await screen.findByRole('dialog', { name: ur('checkout.panel.title') });
    expect(within(panel).getByRole('region', { name: ur('checkout.panel.delivery') })).toBeInTheDocument();
    expect(within(panel).getByRole('checkbox', { name: ur('checkout.panel.newsletter') })).not.toBeChecked();
    expect(within(panel).getByRole('checkbox', { name: ur('checkout.panel.sameBilling') })).toBeChecked();
    expect(within(panel).getByRole('checkbox', { name: ur('checkout.options.sendInvoice') })).toBeChecked();
    expect(await within(panel).findByRole('radio', { name: /12 Mall Road/ })).toBeChecked();

    // The second check's toast, in Urdu.
    await userEvent.click(within(panel).getByRole('button', { name: ur('checkout.panel.change') }));
    expect(await screen.findByText(ur('checkout.problem.firstAddEmail'))).toBeInTheDocument();

    await userEvent.type(
      within(panel).getByRole('textbox', { name: ur('checkout.panel.email') }),
      'guest@example.pk',
    );
    await userEvent.click(within(panel).getByRole('button', { name: ur('checkout.panel.change') }));
    const choice = within(panel).getByRole('group', { name: ur('checkout.paymentChoice.legend') });
    expect(within(choice).getByRole('radio', { name: ur('checkout.method.cash') })).toBeChecked();
    expect(within(choice).getByRole('radio', { name: 'JazzCash' })).toBeInTheDocument();
    expect(within(panel).getByTestId('payment-method-label')).toHaveTextContent(
      ur('checkout.method.cashOnDelivery'),
    );
    const total = listAnswer([available]).summary.total;
    expect(within(panel).getByTestId('checkout-amount').textContent).toBe(formatRupees('ur', total));
    expect(formatRupees('ur', total)).toMatch(/^\u2066Rs\. [\d,]+\u2069$/);
    const summary = within(panel).getByRole('region', { name: ur('checkout.summary.title') });
    expect(within(summary).getByText(ur('checkout.summary.total')).nextElementSibling?.textContent).toBe(
      formatRupees('ur', total),
    );
    expect(within(panel).getByRole('button', { name: ur('checkout.panel.placeOrder') })).toBeInTheDocument();
  });

  it('shows a field error of the checkout’s address form in Urdu', async () => {
    const sent = fakeServer({
      'GET /api/cart/order-cart': cart,
      'GET /api/addresses': { body: { success: true, data: { addresses: [] } } },
    });
    renderCheckout('guest', {}, 'ur');
    const panel = await screen.findByRole('dialog', { name: ur('checkout.panel.title') });
    await userEvent.click(
      await within(panel).findByRole('button', { name: ur('checkout.panel.addNewAddress') }),
    );
    const form = within(panel).getByRole('form', { name: ur('checkout.addressForm.addShipping') });
    await userEvent.click(within(form).getByRole('button', { name: ur('checkout.addressForm.save') }));
    expect(await within(form).findByText(ur('name.firstNameRequired'))).toBeInTheDocument();
    expect(within(form).queryByText(formatMessage('en', 'name.firstNameRequired'))).toBeNull();
    expect(sent.some((r) => r.method === 'POST' && r.path === '/api/addresses')).toBe(false);
  });

  it('says under the e-mail field that it is required, in Urdu, when Place Order finds it empty', async () => {
    fakeServer({
      'GET /api/cart/order-cart': cart,
      'GET /api/addresses': { body: { success: true, data: { addresses: [homeAddress] } } },
    });
    renderCheckout('guest', {}, 'ur');
    const panel = await screen.findByRole('dialog', { name: ur('checkout.panel.title') });
    await within(panel).findByRole('radio', { name: /12 Mall Road/ });
    await userEvent.click(within(panel).getByRole('button', { name: ur('checkout.panel.placeOrder') }));
    const email = within(panel).getByRole('region', { name: ur('checkout.panel.email') });
    expect(await within(email).findByRole('alert')).toHaveTextContent(ur('checkout.problem.emailRequired'));
  });
});
