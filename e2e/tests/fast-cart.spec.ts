import { type BookSummary, type OrderCartResponse, orderLines, priceOrder } from '@bookshop/domain';
import { formatMessage, formatRupees, type Language } from '@bookshop/i18n';
import { type BrowserContext, expect, test } from '@playwright/test';
import { booksWithStatus } from './cart-helpers';
import { expectHydrated } from './hydration';
import { layoutShiftOnPhone } from './layout-shift';
import { pageProblems } from './page-problems';

/*
 * Issue 28, "Fast everywhere a shopper goes": the cart arrives rendered from the shopper's session
 * (the cookie the shop sets with the guest token), the checkout's code loads only when it opens,
 * and the card discounts page keeps still while it loads.
 */

/** Most layout shift a page may have while it loads on a throttled phone (Lighthouse's "good"). */
const MAX_CLS = 0.05;

/**
 * Makes the context a guest with two books in the cart, as the web app does: the guest token from
 * the API (which also sets the page-session cookie in the context) kept in local storage.
 */
async function guestWithTwoBooks(context: BrowserContext, books: readonly BookSummary[]): Promise<string> {
  const issued = await context.request.post('/api/auth/guest');
  const token = ((await issued.json()) as { data: { token: string } }).data.token;
  for (const book of books) {
    const added = await context.request.post('/api/cart/add-cart-item', {
      headers: { authorization: `Bearer ${token}` },
      data: { bookId: book.Book_Id, qty: 1, cartType: 'cart' },
    });
    expect(added.status()).toBe(201);
  }
  await context.addInitScript((guestToken) => {
    localStorage.setItem('bookshop.session', JSON.stringify({ user: null, token: null, guestToken }));
  }, token);
  return token;
}

/** The guest's order total as the one pricing function gives it for the cart the API answers. */
async function orderTotal(context: BrowserContext, token: string): Promise<number> {
  const answer = await context.request.get('/api/cart/order-cart', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(answer.status()).toBe(200);
  const cart = (await answer.json()) as OrderCartResponse;
  return priceOrder({ lines: orderLines(cart), giftWrap: false }).total;
}

test('without JavaScript, the cart page shows the guest’s two lines and summary, sent no-store', async ({
  browser,
  request,
}) => {
  const books = await booksWithStatus(request, 'available', 2);
  const context = await browser.newContext({ javaScriptEnabled: false });
  await guestWithTwoBooks(context, books);
  const page = await context.newPage();
  const response = await page.goto('/order-cart');
  expect(response?.headers()['cache-control']).toBe('no-store');
  await expect(page.getByRole('heading', { level: 1, name: 'Your Cart' })).toBeVisible();
  for (const book of books) {
    await expect(page.getByRole('heading', { level: 3, name: book.BOOK_TITLE })).toBeVisible();
  }
  await expect(page.getByText('Subtotal (2 items)')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Checkout' })).toBeVisible();
  await context.close();
});

test('without a session, the cart page is the empty cart, sent no-store', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const response = await page.goto('/order-cart');
  expect(response?.headers()['cache-control']).toBe('no-store');
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
  await context.close();
});

test('the rendered cart hydrates without showing Loading or fetching its lines again, and the checkout’s code loads only when it opens', async ({
  browser,
  request,
}) => {
  const books = await booksWithStatus(request, 'available', 2);
  const context = await browser.newContext();
  await guestWithTwoBooks(context, books);
  const page = await context.newPage();
  const scripts: string[] = [];
  const cartFetches: string[] = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (req.resourceType() === 'script') scripts.push(url.pathname);
    if (url.pathname === '/api/cart/order-cart') cartFetches.push(url.href);
  });
  const response = await page.goto('/order-cart');
  const html = (await response?.text()) ?? '';
  // The page's start: its module script and preloads name no checkout code.
  const firstScripts = [
    ...html.matchAll(/<script type="module"[^>]* src="([^"]+)"/g),
    ...html.matchAll(/<link rel="modulepreload"[^>]* href="([^"]+)"/g),
  ].map((m) => m[1] as string);
  expect(firstScripts.length).toBeGreaterThan(0);
  expect(firstScripts.filter((url) => url.includes('checkout-panel'))).toEqual([]);
  await expect(page.getByRole('heading', { level: 3, name: books[0]?.BOOK_TITLE })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((url) => url.includes('checkout-panel'))).toEqual([]);
  // Hydrated with the server's lines: the page never fell back to loading them.
  await expect(page.getByRole('status').filter({ hasText: 'Loading…' })).toHaveCount(0);
  await expectHydrated(page.getByRole('link', { name: 'Checkout' }));
  await page.waitForLoadState('networkidle');
  // Hydration took the server's cart and saved-for-later lines: neither was asked for again.
  expect(cartFetches).toEqual([]);

  await page.getByRole('link', { name: 'Checkout' }).click();
  await expect(page.getByRole('dialog', { name: 'Checkout' })).toBeVisible();
  expect(scripts.some((url) => /\/assets\/checkout-panel-[\w-]+\.js$/.test(url))).toBe(true);
  await context.close();
});

test('without JavaScript, the open checkout arrives drawn over the cart: its sections and the order’s total, sent no-store', async ({
  browser,
  request,
}) => {
  const books = await booksWithStatus(request, 'available', 2);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const token = await guestWithTwoBooks(context, books);
  const total = formatRupees('en', await orderTotal(context, token));
  const page = await context.newPage();
  const response = await page.goto('/order-cart?checkout=open');
  expect(response?.headers()['cache-control']).toBe('no-store');
  const checkout = page.getByRole('dialog', { name: 'Checkout' });
  await expect(checkout).toBeVisible();
  for (const section of ['Email', 'Delivery', 'Billing', 'Payment']) {
    await expect(checkout.getByRole('heading', { level: 3, name: section })).toBeVisible();
  }
  await expect(checkout.getByTestId('checkout-amount')).toHaveText(total);
  await expect(checkout.getByRole('button', { name: 'Place Order' })).toBeVisible();
  await context.close();
});

for (const language of ['en', 'ur'] as const satisfies readonly Language[]) {
  test(`the open checkout (${language}) hydrates where the server drew it, with no console warning, and the browser never fetches the cart the server drew`, async ({
    browser,
    request,
  }) => {
    const books = await booksWithStatus(request, 'available', 2);
    const context = await browser.newContext();
    const token = await guestWithTwoBooks(context, books);
    const total = formatRupees(language, await orderTotal(context, token));
    // The server's panel, as the page arrived: hydration must adopt it, never draw a new one.
    await context.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as { serverPanel?: Element | null }).serverPanel = document.querySelector('dialog');
      });
    });
    const page = await context.newPage();
    const problems = pageProblems(page);
    const cartFetches: string[] = [];
    page.on('request', (req) => {
      const url = new URL(req.url());
      if (url.pathname === '/api/cart/order-cart' && !url.searchParams.has('cartType'))
        cartFetches.push(url.href);
    });

    await page.goto(`${language === 'ur' ? '/ur' : ''}/order-cart?checkout=open`);
    const checkout = page.getByRole('dialog', { name: formatMessage(language, 'checkout.panel.title') });
    await expect(checkout).toBeVisible();
    await expect(checkout.getByTestId('checkout-amount')).toHaveText(total);
    await expectHydrated(
      checkout.getByRole('button', { name: formatMessage(language, 'checkout.panel.placeOrder') }),
    );
    await page.waitForLoadState('networkidle');
    expect(
      await page.evaluate(() => {
        const first = (window as { serverPanel?: Element | null }).serverPanel;
        return first?.isConnected === true && first === document.querySelector('dialog');
      }),
      'the dialog on screen is the one the server sent',
    ).toBe(true);
    expect(cartFetches, 'the cart’s lines fetched by the browser').toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });
}

test('the cart with two books, the checkout and the card discounts shift by at most 0.05 while loading on a throttled 360 px phone', async ({
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  const books = await booksWithStatus(request, 'available', 2);
  const withCart = async (context: BrowserContext) => {
    await guestWithTwoBooks(context, books);
  };
  expect(await layoutShiftOnPhone(browser, '/order-cart', withCart), 'cart').toBeLessThanOrEqual(MAX_CLS);
  expect(
    await layoutShiftOnPhone(browser, '/order-cart?checkout=open', withCart),
    'checkout',
  ).toBeLessThanOrEqual(MAX_CLS);
  expect(await layoutShiftOnPhone(browser, '/card-discounts'), 'card discounts').toBeLessThanOrEqual(MAX_CLS);
});
