import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CART_FRESH_FOR_CHECKOUT_S } from '../features/checkout/checkout-panel';
import {
  fakeServer,
  renderGuestPage,
  renderInApp,
  type SentRequest,
  sessionOf,
} from '../test/app-test-utils';
import { available, listAnswer, preOrder } from '../test/cart-fixtures';
import { CartWithCheckout } from './cart-with-checkout';

/*
 * The cart page with the checkout over it, as the app routes /order-cart: both read the same
 * answer for the cart's lines.
 */

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.body.style.overflow = '';
});

const answers = {
  'GET /api/cart/order-cart': (request: SentRequest) => ({
    body: listAnswer(request.url.searchParams.get('cartType') === 'later' ? [] : [available, preOrder]),
  }),
  'GET /api/cart/get-cart-total': { body: { data: { totalCartCount: 3 } } },
  'GET /api/addresses': { body: { success: true, data: { addresses: [] } } },
  'GET /api/site-status': { body: { data: { maintenance: false } } },
};

/** The calls for the cart's own lines (not those saved for later). */
const cartFetches = (sent: readonly SentRequest[]) =>
  sent.filter((r) => r.path === '/api/cart/order-cart' && !r.url.searchParams.has('cartType'));

/** Waits for the open checkout's total and for its own calls (it asks for the addresses on opening). */
async function checkoutShown(sent: readonly SentRequest[]) {
  const panel = await screen.findByRole('dialog', { name: 'Checkout' });
  expect(await within(panel).findByTestId('checkout-amount')).toHaveTextContent('Rs. 3,595');
  await waitFor(() => expect(sent.some((r) => r.path === '/api/addresses')).toBe(true));
}

/** The cart page at /order-cart, loaded, with the router to open the checkout from it. */
async function cartPageLoaded() {
  const sent = fakeServer(answers);
  const { router } = renderInApp({
    path: '/order-cart',
    state: { session: sessionOf('guest') },
    routes: [{ path: '/order-cart', element: <CartWithCheckout /> }],
  });
  await screen.findByRole('heading', { name: 'Available (1)' });
  expect(cartFetches(sent)).toHaveLength(1);
  return { sent, openCheckout: () => act(() => router.navigate('/order-cart?checkout=open')) };
}

describe('the cart with the checkout', () => {
  it('opened with the page (/order-cart?checkout=open) fetches the cart’s lines once for the cart and the checkout', async () => {
    const sent = renderGuestPage({
      answers,
      path: '/order-cart?checkout=open',
      pattern: '/order-cart',
      page: <CartWithCheckout />,
    });
    await checkoutShown(sent);
    expect(cartFetches(sent)).toHaveLength(1);
  });

  it('shows no amount until the cart’s lines have arrived, then their total (never "Rs. 0" for a cart with books)', async () => {
    let answerCart: () => void = () => {};
    const cartHeld = new Promise<void>((resolve) => {
      answerCart = resolve;
    });
    const sent = renderGuestPage({
      answers: {
        ...answers,
        'GET /api/cart/order-cart': async (request: SentRequest) => {
          await cartHeld;
          return answers['GET /api/cart/order-cart'](request);
        },
      },
      path: '/order-cart?checkout=open',
      pattern: '/order-cart',
      page: <CartWithCheckout />,
    });
    const panel = await screen.findByRole('dialog', { name: 'Checkout' });
    await waitFor(() => expect(cartFetches(sent)).toHaveLength(1));
    expect(within(panel).queryByTestId('checkout-amount')).toBeNull();
    answerCart();
    await checkoutShown(sent);
  });

  it('opened from the cart page just loaded, the checkout prices the lines the cart page fetched, without fetching them again', async () => {
    const { sent, openCheckout } = await cartPageLoaded();
    await openCheckout();
    await checkoutShown(sent);
    expect(cartFetches(sent)).toHaveLength(1);
  });

  it('opened from a cart page loaded longer ago than the cart is taken as current, the checkout fetches the lines once more', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { sent, openCheckout } = await cartPageLoaded();
    vi.setSystemTime(Date.now() + (CART_FRESH_FOR_CHECKOUT_S + 1) * 1000);
    await openCheckout();
    await checkoutShown(sent);
    await waitFor(() => expect(cartFetches(sent)).toHaveLength(2));
  });
});
