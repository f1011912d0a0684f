import { type CartLine, cartSummary, formatRupees, type OrderCartResponse } from '@bookshop/domain';
import { expect, type Page, test } from '@playwright/test';
import { booksWithStatus } from './cart-helpers';
import { expectHydrated } from './hydration';

/** The token the web app keeps for a guest, to read the cart the way the page does. */
async function guestToken(page: Page): Promise<string> {
  const token = await page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem('bookshop.session') ?? '{}') as { guestToken?: string }).guestToken,
  );
  if (!token) throw new Error('no guest token in local storage');
  return token;
}

function figure(page: Page, label: string | RegExp) {
  return page
    .getByRole('region', { name: 'Order Summary' })
    .locator('dt', { hasText: label })
    .locator('+ dd');
}

test('a guest fills a cart, changes it and sees the totals the domain computes', async ({ page }) => {
  const [first, second] = await booksWithStatus(page.request, 'available', 2);
  const [preOrder] = await booksWithStatus(page.request, 'pre_order', 1);
  if (!first || !second || !preOrder) throw new Error('missing demo books');

  // Three books from their pages, one of them a pre-order; the badge counts each at once.
  for (const [book, button, count] of [
    [first, 'Add to Cart', 1],
    [second, 'Add to Cart', 2],
    [preOrder, 'Pre-order', 3],
  ] as const) {
    await page.goto(`/book/${book.Book_Id}`);
    await page.getByRole('main').getByRole('button', { name: button, exact: true }).click();
    await expect(page.getByText('Added to cart').first()).toBeVisible();
    await expect(
      page.getByRole('link', { name: new RegExp(`${count} items? in cart`) }).first(),
    ).toBeAttached();
  }

  await page.goto('/order-cart');
  await expect(page.getByRole('heading', { name: 'Available (2)' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Pre-order (1)' })).toBeVisible();

  // Two copies of the first book.
  const firstLine = page.getByRole('listitem', { name: first.BOOK_TITLE });
  await firstLine.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(firstLine.locator('output')).toHaveText('2');

  // The second book goes to the wish list.
  await page
    .getByRole('listitem', { name: second.BOOK_TITLE })
    .getByRole('button', { name: 'Move to Wish List' })
    .click();
  await expect(page.getByText('Book Moved').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Available (1)' })).toBeVisible();

  // The figures on screen are the domain's for the lines the server holds.
  const response = await page.request.get('/api/cart/order-cart?web=true', {
    headers: { authorization: `Bearer ${await guestToken(page)}` },
  });
  const cart = (await response.json()) as OrderCartResponse;
  const lines: CartLine[] = [
    ...cart.availableBooks,
    ...cart.outOfStockBooks,
    ...cart.preOrderBooks,
    ...cart.onDemandBooks,
  ];
  expect(lines.map((l) => [l.Book_Id, l.cart_qty]).sort()).toEqual(
    [
      [first.Book_Id, 2],
      [preOrder.Book_Id, 1],
    ].sort(),
  );
  const expected = cartSummary(lines);
  await expect(figure(page, 'Subtotal (3 items)')).toHaveText(formatRupees(expected.subtotal));
  await expect(figure(page, /^Shipping$/)).toHaveText(formatRupees(expected.shipping));
  await expect(figure(page, /^Total$/)).toHaveText(formatRupees(expected.total));
  expect(expected.shipping).toBe(300);
  await expect(page.getByRole('link', { name: 'Checkout' })).toBeVisible();

  // The wish-list line waits there, for the account the guest will have.
  const wished = await page.request.get('/api/cart/order-cart?web=true&cartType=wishlist', {
    headers: { authorization: `Bearer ${await guestToken(page)}` },
  });
  expect(((await wished.json()) as OrderCartResponse).availableBooks.map((l) => l.Book_Id)).toEqual([
    second.Book_Id,
  ]);
});

test('the cart fits a 360 px phone: no sideways scroll, the summary and Checkout reachable', async ({
  page,
}) => {
  const [book] = await booksWithStatus(page.request, 'available', 1);
  if (!book) throw new Error('missing demo book');
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`/book/${book.Book_Id}`);
  const addToCart = page.getByRole('main').getByRole('button', { name: 'Add to Cart', exact: true });
  await expectHydrated(addToCart);
  await addToCart.click();
  await expect(page.getByText('Added to cart').first()).toBeVisible();
  await page.goto('/order-cart');
  await expect(page.getByRole('listitem', { name: book.BOOK_TITLE })).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  const checkout = page.getByRole('link', { name: 'Checkout' });
  await checkout.scrollIntoViewIfNeeded();
  await expect(checkout).toBeInViewport();
});
