import { PAYMENT_METHOD, SITE_PATHS } from '@bookshop/domain';
import { keepLeftToRight } from '@bookshop/i18n';
import { expect, test } from '@playwright/test';
import { newShopper } from './account-helpers';
import { seriousViolations } from './axe-check';
import { holdAppCode } from './hydration';
import { englishBookPath } from './shop-routes';
import {
  addToCartInUrdu,
  availableBook,
  emailTo,
  expectMallRoadChosen,
  expectUrduPage,
  field,
  fillAddressInUrdu,
  languageSwitchTo,
  literally,
  openCheckoutInUrdu,
  openShippingAddressForm,
  sidewaysScroll,
  ur,
} from './urdu-helpers';

/*
 * A shopper who reads the shop in Urdu, from the first page to the order's e-mail. Every word
 * expected is the Urdu catalogue's (urdu-helpers.ts `ur`), so a page left in English fails here.
 */

/** "Rs. 1,234" kept left to right inside Urdu text (U+2066 … U+2069). */
const ISOLATED_RUPEES = /^\u2066Rs\. [\d,]+\u2069$/;

test('a shopper reads the Urdu shop: <html lang="ur" dir="rtl">, the header in Urdu, search with its Urdu result count, a book page and the cart, every step under /ur/', async ({
  page,
}) => {
  await page.goto('/ur');
  await expectUrduPage(page);
  const accountNav = page.getByRole('navigation', { name: ur('shell.header.accountNav') });
  await expect(accountNav.getByRole('link', { name: ur('shell.header.home') })).toBeVisible();
  await expect(accountNav.getByRole('link', { name: ur('shell.header.cardDiscounts') })).toBeVisible();
  await expect(accountNav.getByRole('button', { name: ur('shell.header.login'), exact: true })).toBeVisible();
  await expect(
    accountNav.getByRole('button', { name: ur('shell.header.register'), exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: ur('shell.header.cart') })).toBeVisible();

  // Search from the header: the results page words its count in Urdu.
  const box = page.getByRole('combobox', { name: ur('shell.search.label') });
  await expect(box).toHaveAttribute('placeholder', ur('shell.search.placeholder'));
  await box.fill('harry');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/ur\/search\?/);
  await expectUrduPage(page);
  const count = page.locator('.results__count');
  await expect(count).toHaveText(/\d/);
  const text = (await count.textContent()) ?? '';
  const total = Number(text.replace(/\D/g, ''));
  expect([
    ur('catalog.search.resultCount', { count: total }),
    ur('catalog.search.resultCountAtLeast', { count: total }),
  ]).toContain(text);

  // Open the first book and add it to the cart.
  await page.getByRole('article').first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/ur\/book\/\d+/);
  await expectUrduPage(page);
  await addToCartInUrdu(page);

  await page
    .getByRole('banner')
    .getByRole('link', { name: ur('shell.header.cart') })
    .click();
  await expect(page).toHaveURL(/\/ur\/order-cart$/);
  await expectUrduPage(page);
  await expect(page.getByRole('heading', { level: 1, name: ur('checkout.cartPage.title') })).toBeVisible();
  await expect(page.getByRole('heading', { name: ur('checkout.summary.title') })).toBeVisible();
});

test('the language switch leads from an English book page to the same page under /ur/ and back, and / opens in the language last chosen (/ur after Urdu, / after English)', async ({
  page,
  request,
}) => {
  const bookPath = await englishBookPath(request);
  await page.goto(bookPath);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const toUrdu = languageSwitchTo(page, 'ur');
  await expect(toUrdu).toHaveAttribute('hreflang', 'ur');
  await toUrdu.click();
  await expect(page).toHaveURL(new RegExp(`/ur${bookPath}$`));
  await expectUrduPage(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // The choice is remembered: the home page's English address opens in Urdu.
  await page.goto('/');
  await expect(page).toHaveURL(/\/ur$/);
  await expectUrduPage(page);

  await page.goto(`/ur${bookPath}`);
  await languageSwitchTo(page, 'en').click();
  await expect(page).toHaveURL(new RegExp(`^https?://[^/]+${bookPath}$`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  // And English is remembered as well: / stays English.
  await page.goto('/');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('the language switch tapped before the page has hydrated is remembered too: / opens in Urdu after it, and English tapped back stays English', async ({
  page,
  request,
}) => {
  const bookPath = await englishBookPath(request);
  // The app's code held back, as on a slow phone: only the server's page and its one inline script run.
  const app = await holdAppCode(page);
  await page.goto(bookPath, { waitUntil: 'commit' });
  await languageSwitchTo(page, 'ur').click();
  await expect(page).toHaveURL(new RegExp(`/ur${bookPath}$`));
  await page.goto('/', { waitUntil: 'commit' });
  await expect(page).toHaveURL(/\/ur$/);

  // Back to English before the Urdu page has hydrated: the server does not send it back to Urdu.
  await page.goto(`/ur${bookPath}`, { waitUntil: 'commit' });
  await languageSwitchTo(page, 'en').click();
  await expect(page).toHaveURL(new RegExp(`^https?://[^/]+${bookPath}$`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  app.release();
});

test('a shopper registers through the Urdu dialog, is told in Urdu that a wrong phone is invalid in the checkout address form, and saves it once fixed', async ({
  page,
}) => {
  const shopper = newShopper('Sana');
  await page.goto('/ur');
  await page
    .getByRole('navigation', { name: ur('shell.header.accountNav') })
    .getByRole('button', { name: ur('shell.header.register'), exact: true })
    .click();
  const dialog = page.getByRole('dialog', { name: ur('account.register.title') });
  await field(dialog, 'account.field.firstName').fill(shopper.firstName);
  await field(dialog, 'account.field.lastName').fill(shopper.lastName);
  await field(dialog, 'account.field.email').fill(shopper.email);
  await field(dialog, 'account.field.password').fill(shopper.password);
  await field(dialog, 'account.field.confirmPassword').fill(shopper.password);
  await dialog.getByRole('button', { name: ur('account.register.submit'), exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(ur('shell.header.greeting', { name: shopper.firstName }))).toBeVisible();
  await expectUrduPage(page);

  // The new shopper gives a phone for the first time in the checkout's address form.
  const book = await availableBook(page);
  await page.goto(`/ur${SITE_PATHS.book.href(book.Book_Id)}`);
  await addToCartInUrdu(page);
  await page.goto(`/ur${SITE_PATHS.cart.href()}`);
  const checkout = await openCheckoutInUrdu(page);
  const form = await openShippingAddressForm(checkout);
  await fillAddressInUrdu(form, '0300 12345');
  const phone = field(form, 'account.field.phone');
  await expect(form.getByText(ur('address.phoneInvalid'))).toBeVisible();
  await expect(phone).toHaveAccessibleDescription(literally(ur('address.phoneInvalid')));
  await expect(phone).toHaveAttribute('aria-invalid', 'true');

  await phone.fill('0300 1234567');
  await form.getByRole('button', { name: ur('checkout.addressForm.save') }).click();
  await expect(form).toBeHidden();
  await expectMallRoadChosen(checkout);
});

test('a guest checks out cash on delivery in Urdu, reaches the Urdu confirmation and gets the order e-mail in Urdu with the amount kept left to right', async ({
  page,
}) => {
  test.slow();
  const book = await availableBook(page);
  await page.goto(`/ur${SITE_PATHS.book.href(book.Book_Id)}`);
  await addToCartInUrdu(page);
  await page.goto(`/ur${SITE_PATHS.cart.href()}`);
  const checkout = await openCheckoutInUrdu(page);
  await expect(checkout.getByRole('listitem').filter({ hasText: book.BOOK_TITLE })).toBeVisible();
  await expect(checkout.getByRole('checkbox', { name: ur('checkout.panel.sameBilling') })).toBeChecked();

  // The panel's ordered checks answer in Urdu: no address yet.
  await checkout.getByRole('button', { name: ur('checkout.panel.change') }).click();
  await expect(page.getByText(ur('checkout.problem.firstAddAddress'))).toBeVisible();
  const form = await openShippingAddressForm(checkout);
  await fillAddressInUrdu(form, '0300 1234567');
  await expect(form).toBeHidden();
  await expectMallRoadChosen(checkout);

  const email = `urdu.${Date.now().toString(36)}@example.pk`;
  await checkout.getByRole('textbox', { name: ur('checkout.panel.email') }).fill(email);
  const choice = checkout.getByRole('group', { name: ur('checkout.paymentChoice.legend') });
  if (!(await choice.isVisible()))
    await checkout.getByRole('button', { name: ur('checkout.panel.change') }).click();
  await choice.getByRole('radio', { name: ur('checkout.method.cash'), exact: true }).check();
  await expect(checkout.getByTestId('payment-method-label')).toHaveText(ur('checkout.method.cashOnDelivery'));
  const amount = checkout.getByTestId('checkout-amount');
  await expect(amount).toHaveText(ISOLATED_RUPEES);
  const total = (await amount.textContent()) ?? '';

  await checkout.getByRole('button', { name: ur('checkout.panel.placeOrder') }).click();
  await expect(page).toHaveURL(/\/ur\/order-confirmation\?orderId=\d+/);
  await expectUrduPage(page);
  await expect(page.getByRole('heading', { name: ur('orders.page.thankYouTitle') })).toBeVisible();
  const orderId = String(new URL(page.url()).searchParams.get('orderId'));
  await expect(page.getByText(ur('orders.detail.orderNo', { id: orderId }))).toBeVisible();
  await expect(page.getByText(book.BOOK_TITLE).first()).toBeVisible();

  // The order's e-mail is in the language it was placed in.
  const subject = ur('mail.orderConfirmed.subject', { id: keepLeftToRight('ur', orderId) });
  const mail = await emailTo(page, email, subject);
  expect(mail.body.startsWith(ur('mail.orderConfirmed.heading'))).toBe(true);
  expect(mail.body).toContain(
    `${ur('mail.order.payment')}: ${ur(`orders.paymentMethod.${PAYMENT_METHOD.CASH}`)} (${ur('orders.paymentState.to_pay_on_delivery')})`,
  );
  expect(mail.body).toContain(`${ur('mail.totals.total')}: ${total}`);
  expect(mail.body).toContain(ur('mail.order.seeOrder'));
  expect(mail.body).not.toContain('Thank you for your order');
  expect(mail.html).toMatch(/<html[^>]*\blang="ur"/);
  expect(mail.html).toMatch(/<html[^>]*\bdir="rtl"/);
});

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 800 } });

  test('the Urdu home, book page, search results, cart and open checkout do not scroll sideways, and axe finds no serious or critical violation on home, book page and cart', async ({
    page,
  }) => {
    test.slow();
    await page.goto('/ur');
    await expectUrduPage(page);
    // The page's own content has arrived (its books), not only the frame, before it is measured.
    await expect(page.getByRole('article').first()).toBeVisible();
    expect.soft(await sidewaysScroll(page), 'home scrolls sideways').toBeLessThanOrEqual(0);
    expect.soft(await seriousViolations(page), 'home').toEqual([]);

    const book = await availableBook(page);
    await page.goto(`/ur${SITE_PATHS.book.href(book.Book_Id)}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect.soft(await sidewaysScroll(page), 'book page scrolls sideways').toBeLessThanOrEqual(0);
    expect.soft(await seriousViolations(page), 'book page').toEqual([]);
    await addToCartInUrdu(page);

    await page.goto(`/ur${SITE_PATHS.search.href('harry')}`);
    await expect(page.getByRole('article').first()).toBeVisible();
    expect.soft(await sidewaysScroll(page), 'search results scroll sideways').toBeLessThanOrEqual(0);

    await page.goto(`/ur${SITE_PATHS.cart.href()}`);
    await expect(page.getByRole('heading', { level: 1, name: ur('checkout.cartPage.title') })).toBeVisible();
    await expect(page.getByRole('link', { name: ur('checkout.summary.checkout') })).toBeVisible();
    expect.soft(await sidewaysScroll(page), 'cart scrolls sideways').toBeLessThanOrEqual(0);
    expect.soft(await seriousViolations(page), 'cart').toEqual([]);

    const checkout = await openCheckoutInUrdu(page);
    await expect(checkout.getByRole('listitem').filter({ hasText: book.BOOK_TITLE })).toBeVisible();
    expect.soft(await sidewaysScroll(page), 'checkout scrolls sideways').toBeLessThanOrEqual(0);
    expect(
      await checkout.evaluate((panel) => panel.scrollWidth <= panel.clientWidth),
      'checkout panel scrolls sideways',
    ).toBe(true);
  });
});
