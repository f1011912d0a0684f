import {
  BACKORDER_NOTE,
  type BinDiscountRule,
  type BookListResponse,
  type BookSummary,
  formatRupees,
  type OutboxResponse,
  priceOrder,
  shelfPrice,
} from '@bookshop/domain';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { logInThroughDialog, newShopper, registerThroughApi } from './account-helpers';
import { addCard, addShippingAddress, choosePayment, placeOrderAndConfirm } from './checkout-helpers';
import { expectHydrated } from './hydration';

// Harry Potter in the demo catalogue: list price Rs. 1,950 with its own 15% off.
const HARRY = "Harry Potter and the Philosopher's Stone";
const SELLING = 'Rs. 1,657';
const LIST = 'Rs. 1,950';

test('the server gives a book’s suggestion, search result and page the same list price and discount', async ({
  request,
}) => {
  const suggestions = (await (await request.get('/api/autocomplete?search=harry potter')).json()) as {
    results: { Book_Id: number; BOOK_TITLE: string; PAK_PRICE: number; Discount: number }[];
  };
  const suggestion = suggestions.results.find((r) => r.BOOK_TITLE === HARRY);
  if (!suggestion) throw new Error(`no suggestion for ${HARRY}`);
  const search = (await (await request.get('/api/search?keyword=harry potter')).json()) as {
    data: { books: BookSummary[] };
  };
  const card = search.data.books.find((b) => b.Book_Id === suggestion.Book_Id);
  if (!card) throw new Error(`no search result for ${HARRY}`);
  const book = (await (await request.get(`/api/books/${suggestion.Book_Id}`)).json()) as {
    data: { book: BookSummary };
  };

  const shown = [suggestion, card, book.data.book].map((b) => shelfPrice(b.PAK_PRICE, b.Discount));
  expect(shown.map((p) => formatRupees(p.now))).toEqual([SELLING, SELLING, SELLING]);
  expect(shown.map((p) => (p.was === null ? null : formatRupees(p.was)))).toEqual([LIST, LIST, LIST]);
});

test('a book’s suggestion, search result card and book page show the same selling price, the list price struck', async ({
  page,
}) => {
  await page.goto('/');
  const box = page.getByRole('combobox', { name: 'Search books' });
  await box.fill('harry potter');
  const option = page.getByRole('option', { name: new RegExp(HARRY) });
  await expect(option).toContainText(`${SELLING} instead of ${LIST}`);
  await expect(option.locator('del')).toHaveText(LIST);

  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?keyword=harry/);
  const card = page.getByRole('article', { name: HARRY });
  await expect(card).toContainText(`${SELLING} instead of ${LIST}`);
  await expect(card.locator('del')).toHaveText(LIST);

  await card.getByRole('link', { name: HARRY }).click();
  await expect(page.getByRole('heading', { level: 1, name: HARRY })).toBeVisible();
  const price = page.locator('.book-detail__price');
  await expect(price.locator('strong')).toHaveText(SELLING);
  await expect(price.locator('del')).toHaveText(LIST);
});

/** The seeded Ravi Demo Bank rule (BIN 555555): Rs. 100 off each book, at most Rs. 300 an order. */
const RAVI_DEMO_BANK: BinDiscountRule = {
  rule_enabled: true,
  discount_type: 'value',
  discount_value: 100,
  discount_limit: 300,
  bank_name: 'Ravi Demo Bank',
  bank_logo: '/bank-logos/ravi-demo-bank.svg',
  bin: '555555',
};

/**
 * A Mastercard test number of that bank no other test has used: the bank discount is once per
 * card per day, so a shared number would lose it to whichever test ran first.
 */
function freshRaviCard(): string {
  const body = `555555${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
  const sum = [...body].reverse().reduce((total, digit, i) => {
    const d = Number(digit) * (i % 2 === 0 ? 2 : 1);
    return total + (d > 9 ? d - 9 : d);
  }, 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

/** Demo books that `fit`, newest first, read through the public API. */
async function demoBooks(page: Page, fits: (book: BookSummary) => boolean, count: number) {
  const found: BookSummary[] = [];
  for (let offset = 0; found.length < count && offset < 2000; offset += 100) {
    const response = await page.request.get(`/api/books?limit=100&offset=${offset}`);
    const books = ((await response.json()) as BookListResponse).data.books;
    found.push(...books.filter((b) => b.PAK_PRICE > 0 && b.kind === 'book' && fits(b)));
    if (books.length < 100) break;
  }
  if (found.length < count) throw new Error('the demo catalogue has no book that fits');
  return found.slice(0, count);
}

async function addToCartFromItsPage(page: Page, book: BookSummary) {
  await page.goto(`/book/${book.Book_Id}`);
  const addToCart = page.getByRole('main').getByRole('button', { name: 'Add to Cart', exact: true });
  await expectHydrated(addToCart);
  await addToCart.click();
  await expect(page.getByText('Added to cart').first()).toBeVisible();
}

/** The figure beside a term of a list of figures (the order summary, an order's totals). */
function figure(scope: Locator, term: string) {
  return scope.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('+ dd');
}

test("paying by a saved card with a bank discount, a book with its own discount and one without: the panel, the confirmation, /orders, the e-mail and the provider's charge give one total", async ({
  page,
}) => {
  test.slow();
  // Own discount smaller than the card's Rs. 100 a copy, so the card replaces it: the case the
  // panel used to get wrong (it took the card's whole Rs. 100 off a price its own discount had already lowered).
  const [own] = await demoBooks(
    page,
    (b) =>
      b.bookStatus === 'available' && b.Discount > 0 && Math.round((b.PAK_PRICE * b.Discount) / 100) < 100,
    1,
  );
  const [none] = await demoBooks(page, (b) => b.bookStatus === 'available' && b.Discount === 0, 1);
  if (!own || !none) throw new Error('missing demo books');
  const ownPerCopy = Math.round((own.PAK_PRICE * own.Discount) / 100);
  const expected = priceOrder({
    lines: [own, none].map((b) => ({ ...b, cart_qty: 1, availabilityStatus: b.bookStatus })),
    giftWrap: false,
    cardRule: RAVI_DEMO_BANK,
  });
  // Worked by hand: the card saves 100 − own on the first book and 100 on the second.
  expect(expected.cardDiscount).toBe(100 - ownPerCopy + 100);

  const shopper = newShopper('Nadia');
  await registerThroughApi(page, shopper);
  await page.goto('/');
  await logInThroughDialog(page, shopper.email, shopper.password);
  await expect(page.getByText(`Hi, ${shopper.firstName}`)).toBeVisible();
  await addToCartFromItsPage(page, own);
  await addToCartFromItsPage(page, none);
  await page.goto('/order-cart');
  await page.getByRole('link', { name: 'Checkout' }).click();
  const checkout = page.getByRole('dialog', { name: 'Checkout' });
  await addShippingAddress(checkout);
  await checkout.getByRole('button', { name: 'Change' }).click();
  await addCard(checkout, freshRaviCard());

  const total = formatRupees(expected.total);
  await expect(
    checkout.getByText(`Ravi Demo Bank card discount: −${formatRupees(expected.cardDiscount)}`),
  ).toBeVisible();
  await expect(checkout.getByTestId('checkout-amount')).toHaveText(total);
  const summary = checkout.getByRole('region', { name: 'Order Summary' });
  await expect(figure(summary, 'Total')).toHaveText(total);
  await expect(figure(summary, 'Ravi Demo Bank card discount')).toHaveText(
    formatRupees(-expected.cardDiscount),
  );

  const orderId = await placeOrderAndConfirm(page, checkout);
  await expect(figure(page.getByRole('main'), 'Total')).toHaveText(total);

  await page.goto('/orders');
  await expect(figure(page.getByRole('article', { name: `Order No: ${orderId}` }), 'Total')).toHaveText(
    total,
  );

  await expect
    .poll(async () => {
      const response = await page.request.get(`/api/dev/outbox?email=${encodeURIComponent(shopper.email)}`);
      const { emails } = ((await response.json()) as OutboxResponse).data;
      return emails.find((e) => e.subject === `Your order No: ${orderId} is confirmed`)?.body ?? '';
    })
    .toContain(`Total: ${total}`);

  // And the provider was asked for exactly that (the sandbox's record, read through a dev route).
  const charged = await page.request.get(`/api/dev/sandbox-payments?orderId=${orderId}`);
  expect((await charged.json()).data.payments).toEqual([
    expect.objectContaining({ method: 'card', status: 'succeeded', amount: expected.total }),
  ]);
});

test('a cart with an out-of-stock line is ordered: the line is a backorder that ships when back in stock', async ({
  page,
}) => {
  const [inStock] = await demoBooks(page, (b) => b.bookStatus === 'available', 1);
  const [soldOut] = await demoBooks(page, (b) => b.bookStatus === 'out_of_stock', 1);
  if (!inStock || !soldOut) throw new Error('missing demo books');
  await addToCartFromItsPage(page, inStock);
  // A sold-out book's page offers Notify me, not Add to Cart; a line can still be in the cart
  // (added before it sold out), which is what the API call stands for.
  const token = await page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem('bookshop.session') ?? '{}') as { guestToken?: string }).guestToken,
  );
  const added = await page.request.post('/api/cart/add-cart-item', {
    headers: { authorization: `Bearer ${token}` },
    data: { bookId: soldOut.Book_Id, qty: 1 },
  });
  expect(added.status()).toBe(201);

  await page.goto('/order-cart');
  await expect(page.getByRole('listitem', { name: soldOut.BOOK_TITLE })).toContainText(BACKORDER_NOTE);
  await page.getByRole('link', { name: 'Checkout' }).click();
  const checkout = page.getByRole('dialog', { name: 'Checkout' });
  const list = checkout.getByRole('list', { name: 'Books in this order' });
  await expect(list.getByRole('listitem').filter({ hasText: soldOut.BOOK_TITLE })).toContainText(
    BACKORDER_NOTE,
  );
  await expect(list.getByRole('listitem').filter({ hasText: inStock.BOOK_TITLE })).not.toContainText(
    BACKORDER_NOTE,
  );
  await addShippingAddress(checkout);
  await checkout.getByRole('textbox', { name: 'Email' }).fill(`backorder.${Date.now()}@example.pk`);
  await choosePayment(checkout, 'Cash');
  const amount = await checkout.getByTestId('checkout-amount').textContent();
  // Placed, not refused with a 409 saying prices or stock changed.
  const orderId = await placeOrderAndConfirm(page, checkout);
  await expect(figure(page.getByRole('main'), 'Total')).toHaveText(amount ?? '');
  expect(orderId).toBeGreaterThan(0);
});
