import type { BookListResponse, BookSummary } from '@bookshop/domain';
import { expect, type Locator, type Page } from '@playwright/test';
import { BACK_OFFICE_TITLE_WORD } from './back-office-books';
import { expectHydrated } from './hydration';

/**
 * The first available, priced demo book (newest first) that `fits`, read through the public API.
 * Never one the back-office tests made: they change it while this test runs.
 */
async function firstAvailableBook(page: Page, fits: (book: BookSummary) => boolean): Promise<BookSummary> {
  const seen: string[] = [];
  for (let offset = 0; offset < 2000; offset += 100) {
    const response = await page.request.get(`/api/books?limit=100&offset=${offset}`);
    const books = ((await response.json()) as BookListResponse).data.books;
    const found = books.find(
      (b) =>
        b.bookStatus === 'available' &&
        b.PAK_PRICE > 0 &&
        !b.BOOK_TITLE.startsWith(BACK_OFFICE_TITLE_WORD) &&
        fits(b),
    );
    if (found) return found;
    seen.push(...books.slice(0, 5).map((b) => `${b.bookStatus}/${b.kind}/${b.Discount}`));
    if (books.length < 100) break;
  }
  throw new Error(`the demo catalogue has no available book that fits (saw ${seen.join(', ')})`);
}

/**
 * Puts one available demo book (the first that `fits`) in the cart from its page and opens
 * checkout from the cart.
 */
export async function addBookAndOpenCheckout(
  page: Page,
  fits: (book: BookSummary) => boolean = () => true,
): Promise<{ title: string }> {
  const book = await firstAvailableBook(page, fits);
  await page.goto(`/book/${book.Book_Id}`);
  const addToCart = page.getByRole('main').getByRole('button', { name: 'Add to Cart', exact: true });
  await expectHydrated(addToCart);
  await addToCart.click();
  await expect(page.getByText('Added to cart').first()).toBeVisible();
  await page.goto('/order-cart');
  await page.getByRole('link', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/checkout=open/);
  const checkout = page.getByRole('dialog', { name: 'Checkout' });
  await expect(checkout.getByRole('listitem').filter({ hasText: book.BOOK_TITLE })).toBeVisible();
  // The link may have reached the server before the cart page hydrated: the checkout is then the
  // server's HTML until React takes it over, and a click on it before that would be lost.
  await expectHydrated(checkout);
  return { title: book.BOOK_TITLE };
}

export interface TestAddress {
  street: string;
  province: string;
  city: string;
  zipCode: string;
}

const MALL_ROAD: TestAddress = {
  street: '12 Mall Road',
  province: 'Punjab',
  city: 'Lahore',
  zipCode: '54000',
};

/**
 * Fills Add Shipping Address (or Add Billing Address) in the open checkout, choosing the province
 * from the cascading picker, and waits for the new card to be selected.
 */
export async function addShippingAddress(
  checkout: Locator,
  address: TestAddress = MALL_ROAD,
  kind: 'Shipping' | 'Billing' = 'Shipping',
): Promise<void> {
  const add = checkout.getByRole('button', {
    name: kind === 'Shipping' ? 'Add New Address' : 'Add Billing Address',
  });
  // A checkout opened by a link clicked before the cart page hydrated is the server's HTML until
  // React takes it over: a click before that is lost and the form never opens (a CI run's
  // admin-catalogue journey waited 2 minutes for it).
  await expectHydrated(add);
  await add.click();
  const form = checkout.getByRole('form', { name: `Add ${kind} Address` });
  await form.getByLabel('First Name').fill('Ayesha');
  await form.getByLabel('Last Name').fill('Khan');
  await form.getByLabel('Phone').fill('0300 1234567');
  await form.getByLabel(/^Address/).fill(address.street);
  await expect(form.getByLabel('Country')).toHaveValue('Pakistan');
  await form.getByLabel('Province').selectOption(address.province);
  await form.getByLabel('City').fill(address.city);
  await form.getByLabel('Zip Code').fill(address.zipCode);
  await form.getByRole('button', { name: 'Save Address' }).click();
  await expect(form).toBeHidden();
  await expect(
    checkout
      .getByRole('group', { name: `${kind} address` })
      .getByRole('radio', { name: new RegExp(address.street) }),
  ).toBeChecked();
}

/**
 * Opens the payment choice with Change and picks a method by its label. Change opens it only once
 * a shipping address is chosen (spec section 4; otherwise it says what is missing), and a user's
 * saved addresses arrive after the panel opens: clicked before they had, on a loaded CI machine,
 * Change said so and the choice never opened. So it waits for the chosen address first, as a
 * shopper sees it before paying.
 */
export async function choosePayment(checkout: Locator, label: string | RegExp): Promise<void> {
  const choice = checkout.getByRole('group', { name: 'Choose a payment method' });
  await expect(
    checkout.getByRole('group', { name: 'Shipping address' }).getByRole('radio', { checked: true }),
  ).toHaveCount(1);
  if (!(await choice.isVisible())) await checkout.getByRole('button', { name: 'Change' }).click();
  await choice.getByRole('radio', { name: label, exact: true }).check();
}

/** Places the order and waits for the confirmation page; gives the order number. */
export async function placeOrderAndConfirm(page: Page, checkout: Locator): Promise<number> {
  // The shop's answer is read first, so a refused or lost placing says which (a toast fades before
  // a missing confirmation page would be noticed): twice in CI the page stayed on the checkout.
  const answer = page.waitForResponse(
    (res) => res.url().includes('/api/cart/place-order') && res.request().method() === 'POST',
    { timeout: 15_000 },
  );
  await checkout.getByRole('button', { name: 'Place Order' }).click();
  const placed = await answer;
  expect(placed.status(), `place-order answered ${await placed.text()}`).toBe(200);
  // Then the confirmation page loads: on CI's loaded 2-core machine that and the placing took
  // longer than the default 5 s (after-order-guest, a flaky retry), as adding a card does.
  await expect(page).toHaveURL(/\/order-confirmation\?orderId=\d+/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
  const orderId = Number(new URL(page.url()).searchParams.get('orderId'));
  await expect(page.getByText(`Order No: ${orderId}`)).toBeVisible();
  return orderId;
}

/** Adds a new card through the sandbox card entry from the open payment choice. */
export async function addCard(checkout: Locator, number: string): Promise<void> {
  await choosePayment(checkout, 'Credit or Debit Card');
  const form = checkout.getByRole('form', { name: 'Add new card' });
  await form.getByLabel(/^Card Number/).fill(number);
  await form.getByLabel(/^Expiry/).fill('12/30');
  await form.getByLabel(/^CVC/).fill('123');
  await form.getByRole('button', { name: 'Add Card' }).click();
  await expect(form).toBeHidden({ timeout: 15_000 });
  await expect(checkout.getByTestId('payment-method-label')).toHaveText(
    `Credit or Debit Card •••• ${number.replace(/\s/g, '').slice(-4)}`,
  );
}
