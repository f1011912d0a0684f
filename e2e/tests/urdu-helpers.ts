import type { BookListResponse, BookSummary } from '@bookshop/domain';
import { formatMessage, type Language, type MessageKey, type MessageValues } from '@bookshop/i18n';
import { expect, type Locator, type Page } from '@playwright/test';
import { expectHydrated } from './hydration';

/**
 * The Urdu journey's expected words come from the catalogue, never typed into the tests: a
 * reworded Urdu message changes the page and the test together, and a page still in English
 * fails.
 */
export const ur = (key: MessageKey, values?: MessageValues): string => formatMessage('ur', key, values);

/** A regular expression that matches `text` literally. */
export function literally(text: string): RegExp {
  return new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
}

/**
 * The form control labelled with a catalogue message. A required field's label ends in a glyph
 * hidden from assistive technology that Playwright's label match still reads, so the label is
 * matched whole with that one optional glyph: "پاس ورڈ" never finds "پاس ورڈ دوبارہ لکھیں".
 */
export function field(scope: Locator, key: MessageKey): Locator {
  return scope.getByLabel(new RegExp(`^${literally(ur(key)).source}( \\S)?$`));
}

/** The language switch to `language`, named in that language (the first: header and footer have one each). */
export function languageSwitchTo(page: Page, language: Language): Locator {
  return page.getByRole('link', { name: ur(`language.${language}`), exact: true }).first();
}

/** The page is an Urdu page: its address is under /ur and its <html> is Urdu, right to left. */
export async function expectUrduPage(page: Page): Promise<void> {
  await expect(page).toHaveURL(/^https?:\/\/[^/]+\/ur(\/|\?|$)/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ur');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
}

/**
 * The first available, priced book (not stationery) of the demo catalogue, newest first, read
 * through the public API.
 */
export async function availableBook(page: Page): Promise<BookSummary> {
  const response = await page.request.get('/api/books?limit=100');
  const books = ((await response.json()) as BookListResponse).data.books;
  const found = books.find((b) => b.kind === 'book' && b.bookStatus === 'available' && b.PAK_PRICE > 0);
  if (!found) throw new Error('the demo catalogue has no available book among its newest 100');
  return found;
}

/** Adds the open Urdu book page's book to the cart: the toast says so in Urdu, and so does the header's cart count. */
export async function addToCartInUrdu(page: Page, itemsInCart = 1): Promise<void> {
  const addToCart = page
    .getByRole('main')
    .getByRole('button', { name: ur('catalog.actions.addToCart'), exact: true });
  await expectHydrated(addToCart);
  await addToCart.click();
  await expect(page.getByText(ur('checkout.cartToast.addedToCart')).first()).toBeVisible();
  await expect(page.locator('.bk-header__cart')).toContainText(
    ur('shell.header.cartItems', { count: itemsInCart }),
  );
}

/** From the Urdu cart page, Checkout opens the checkout panel; gives the panel. */
export async function openCheckoutInUrdu(page: Page): Promise<Locator> {
  await page.getByRole('link', { name: ur('checkout.summary.checkout') }).click();
  await expect(page).toHaveURL(/\/ur\/.*checkout=open/);
  const checkout = page.getByRole('dialog', { name: ur('checkout.panel.title') });
  await expect(checkout).toBeVisible();
  // The link may have reached the server before the cart page hydrated: the checkout is then the
  // server's HTML until React takes it over, and a click on it before that would be lost.
  await expectHydrated(checkout);
  return checkout;
}

/** The Add Shipping Address form of the open checkout, opened with Add New Address. */
export async function openShippingAddressForm(checkout: Locator): Promise<Locator> {
  await checkout.getByRole('button', { name: ur('checkout.panel.addNewAddress') }).click();
  const form = checkout.getByRole('form', { name: ur('checkout.addressForm.addShipping') });
  await expect(form).toBeVisible();
  return form;
}

/** Fills the open address form (Mall Road, Lahore) with `phone` and saves it. */
export async function fillAddressInUrdu(form: Locator, phone: string): Promise<void> {
  await field(form, 'checkout.addressForm.firstName').fill('Ayesha');
  await field(form, 'checkout.addressForm.lastName').fill('Khan');
  await field(form, 'account.field.phone').fill(phone);
  await field(form, 'account.field.address').fill('12 Mall Road');
  await expect(field(form, 'account.field.country')).toHaveValue('Pakistan');
  await field(form, 'account.field.province').selectOption('Punjab');
  await field(form, 'account.field.city').fill('Lahore');
  await field(form, 'account.field.zipCode').fill('54000');
  await form.getByRole('button', { name: ur('checkout.addressForm.save') }).click();
}

/** The new Mall Road address is saved and chosen as the shipping address. */
export async function expectMallRoadChosen(checkout: Locator): Promise<void> {
  await expect(
    checkout
      .getByRole('group', { name: ur('checkout.panel.shippingAddress') })
      .getByRole('radio', { name: /12 Mall Road/ }),
  ).toBeChecked();
}

/** How far the page scrolls sideways (0 when it fits the window). */
export async function sidewaysScroll(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/** One e-mail of the development outbox (GET /api/dev/outbox, on with DEV_ROUTES=true). */
export interface OutboxEmail {
  to: string;
  subject: string;
  body: string;
  html: string;
}

/** The newest e-mail to `email` whose subject is `subject`, waited for in the development outbox. */
export async function emailTo(page: Page, email: string, subject: string): Promise<OutboxEmail> {
  let found: OutboxEmail | undefined;
  await expect
    .poll(async () => {
      const response = await page.request.get(`/api/dev/outbox?email=${encodeURIComponent(email)}`);
      const { data } = (await response.json()) as { data: { emails: OutboxEmail[] } };
      found = data.emails.find((e) => e.subject === subject);
      return found?.subject;
    })
    .toBe(subject);
  if (!found) throw new Error(`no e-mail "${subject}" to ${email}`);
  return found;
}
