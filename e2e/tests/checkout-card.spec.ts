import type { BookSummary } from '@bookshop/domain';
import { expect, test } from '@playwright/test';
import { logInThroughDialog, newShopper, registerThroughApi } from './account-helpers';
import {
  addBookAndOpenCheckout,
  addCard,
  addShippingAddress,
  choosePayment,
  placeOrderAndConfirm,
} from './checkout-helpers';

/**
 * A book with its own discount, below the seeded Indus Demo Bank rule (BIN 424242, 10 %), so the
 * card replaces it. A book without one would make the panel agree with the order by accident
 * even when the panel takes the card's whole discount off an already discounted total.
 */
const beatenByTheCard = (book: BookSummary) =>
  book.kind === 'book' && book.Discount > 0 && book.Discount < 10;

test('a user pays with a new card 4242…, sees the bank discount, then pays again with the saved card', async ({
  page,
}) => {
  // Two whole checkouts with a card verified at the provider: more than the default 30 s on a busy machine.
  test.slow();
  const shopper = newShopper('Sana');
  await registerThroughApi(page, shopper);
  await page.goto('/');
  await logInThroughDialog(page, shopper.email, shopper.password);
  await expect(page.getByText(`Hi, ${shopper.firstName}`)).toBeVisible();

  await addBookAndOpenCheckout(page, beatenByTheCard);
  const checkout = page.getByRole('dialog', { name: 'Checkout' });
  // A user's e-mail is read-only: shown, not a field.
  await expect(checkout.getByText(shopper.email)).toBeVisible();
  await expect(checkout.getByRole('textbox', { name: 'Email' })).toHaveCount(0);
  await addShippingAddress(checkout);

  const before = await checkout.getByTestId('checkout-amount').textContent();
  await checkout.getByRole('button', { name: 'Change' }).click();
  await expect(checkout.getByRole('checkbox', { name: 'Save card' })).toHaveCount(0);
  await addCard(checkout, '4242 4242 4242 4242');
  // The card's bank discount is looked up and taken off the amount shown.
  await expect(checkout.getByText(/Indus Demo Bank card discount: −Rs\. [\d,]+/)).toBeVisible();
  await expect(checkout.getByTestId('checkout-amount')).not.toHaveText(before ?? '');
  const withDiscount = Number(
    (await checkout.getByTestId('checkout-amount').textContent())?.replace(/\D/g, ''),
  );

  const firstOrder = await placeOrderAndConfirm(page, checkout);
  await page.goto('/orders');
  const first = page.getByRole('article', { name: `Order No: ${firstOrder}` });
  await expect(first).toContainText(withDiscount.toLocaleString('en-PK'));

  // Again with the card saved by the first order (save card is on by default for users).
  await addBookAndOpenCheckout(page, beatenByTheCard);
  const again = page.getByRole('dialog', { name: 'Checkout' });
  await choosePayment(again, /Visa •••• 4242/);
  await expect(again.getByTestId('payment-method-label')).toHaveText('Credit or Debit Card •••• 4242');
  const secondOrder = await placeOrderAndConfirm(page, again);
  expect(secondOrder).not.toBe(firstOrder);
});

test('a guest logs in on the checkout’s own login panel; a declined card 4000 0000 0000 0002 opens Payment failed, and Change Payment Option to cash succeeds', async ({
  page,
}) => {
  const shopper = newShopper('Bilal');
  await registerThroughApi(page, shopper);

  await addBookAndOpenCheckout(page);
  const checkout = page.getByRole('dialog', { name: 'Checkout' });
  // Login inside checkout: a panel of its own, not the site's Login dialog; the cart comes along.
  await checkout.getByRole('button', { name: 'Login' }).click();
  const login = checkout.getByRole('form', { name: 'Login to check out' });
  await expect(page.getByRole('dialog', { name: 'Login' })).toHaveCount(0);
  await login.getByLabel('Email').fill(shopper.email);
  await login.getByLabel('Password').fill(shopper.password);
  await login.getByRole('button', { name: 'Login' }).click();
  await expect(checkout.getByText(shopper.email)).toBeVisible();
  await expect(checkout.getByRole('textbox', { name: 'Email' })).toHaveCount(0);
  await expect(page.getByText(`Hi, ${shopper.firstName}`)).toBeVisible();
  await expect(checkout.getByRole('list', { name: 'Books in this order' }).getByRole('listitem')).toHaveCount(
    1,
  );

  await addShippingAddress(checkout);
  await checkout.getByRole('button', { name: 'Change' }).click();
  await addCard(checkout, '4000 0000 0000 0002');
  await checkout.getByRole('button', { name: 'Place Order' }).click();

  const failed = page.getByRole('dialog', { name: 'Payment failed' });
  await expect(failed).toContainText('The Transaction was unsuccessful. Please try again.');
  await failed.getByRole('button', { name: 'Change Payment Option' }).click();
  await expect(failed).toBeHidden();
  await choosePayment(checkout, 'Cash');
  await expect(checkout.getByTestId('payment-method-label')).toHaveText('Cash on Delivery');
  await placeOrderAndConfirm(page, checkout);
});
