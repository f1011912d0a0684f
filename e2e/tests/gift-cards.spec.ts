import { expect, type Locator, type Page, test } from '@playwright/test';
import {
  addBookAndOpenCheckout,
  addShippingAddress,
  choosePayment,
  placeOrderAndConfirm,
} from './checkout-helpers';

// Each test crosses a full-page form post and the payment provider; the first also checks out.
test.describe.configure({ timeout: 90_000 });

/** The code in the newest e-mail to `email`, read from the development outbox. */
async function giftCodeFor(page: Page, email: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const response = await page.request.get(`/api/dev/outbox?email=${encodeURIComponent(email)}`);
      const { data } = (await response.json()) as { data: { emails: { body: string }[] } };
      code = data.emails[0]?.body.match(/Your gift card code: ([A-Z0-9-]+)/)?.[1];
      return code;
    })
    .toBeTruthy();
  return code ?? '';
}

async function fillGiftCard(dialog: Locator, recipientEmail: string, card: string): Promise<void> {
  await dialog.getByLabel(/^Amount/).fill('1,000');
  await dialog.getByLabel(/^Recipient name/).fill('Sara Ahmed');
  await dialog.getByLabel(/^Recipient email/).fill(recipientEmail);
  await dialog.getByLabel(/^Recipient mobile/).fill('0321 1234567');
  await dialog.getByLabel(/^Your name/).fill('Ayesha Khan');
  await dialog.getByLabel(/^Your email/).fill('ayesha.buyer@example.pk');
  await dialog.getByLabel(/^Your mobile/).fill('0300 7654321');
  await fillCard(dialog, card);
  await dialog
    .getByRole('checkbox', {
      name: 'I understand that gift cards are non-refundable and for one time use only.',
    })
    .check();
}

async function fillCard(dialog: Locator, card: string): Promise<void> {
  await dialog.getByLabel(/^Card Number/).fill(card);
  await dialog.getByLabel(/^Expiry/).fill('12/30');
  await dialog.getByLabel(/^CVC/).fill('123');
}

test('a shopper buys an e-gift card with 4242…, sees the result, and the e-mailed code is redeemed at checkout', async ({
  page,
}) => {
  const recipient = `gift.${Date.now()}@example.pk`;
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'E-Gift Cards' }).click();
  const dialog = page.getByRole('dialog', { name: 'Gift Card', exact: true });
  await expect(dialog.getByText('Rs. 500 to Rs. 10,000 only*')).toBeVisible();
  await fillGiftCard(dialog, recipient, '4242 4242 4242 4242');
  await dialog.getByRole('button', { name: 'Buy Gift Card' }).click();

  // The plain form post went to the server and came back with the result view.
  const result = page.getByRole('dialog', { name: 'Gift Card Sent' });
  await expect(result).toBeVisible({ timeout: 20_000 });
  await expect(result).toContainText(/GC\d+/);
  await expect(result).toContainText('Rs. 1,000');
  await expect(result).toContainText(recipient);
  await expect(result).toContainText('+923211234567');
  await expect(page).toHaveURL(/\/gift-card$/);

  const code = await giftCodeFor(page, recipient);
  expect(code.replaceAll('-', '')).toHaveLength(16);

  // Closing the result reloads the page, which no longer shows it.
  await result.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('dialog', { name: 'Gift Card', exact: true })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Gift Card Sent' })).toBeHidden();

  // Redeemed at checkout on a book whose order total is below the card's value: the notice shows.
  await addBookAndOpenCheckout(page, (book) => book.PAK_PRICE + 150 < 1000);
  const checkout = page.getByRole('dialog', { name: 'Checkout' });
  await addShippingAddress(checkout);
  await checkout.getByRole('textbox', { name: 'Email' }).fill(`redeemer.${Date.now()}@example.pk`);
  await choosePayment(checkout, 'Cash');
  await checkout.getByLabel('Gift card').fill(code.toLowerCase());
  await checkout.getByRole('button', { name: 'Redeem' }).click();
  await expect(checkout.getByText(`Gift card ending ${code.slice(-4)}`)).toContainText('to pay Rs. 0');
  await expect(checkout.getByTestId('checkout-amount')).toHaveText('Rs. 0');
  // Nothing left to pay: no payment method is needed, the order is paid by gift card.
  await expect(checkout.getByTestId('payment-method-label')).toHaveText('Paid by gift card');
  await expect(
    checkout.getByText(
      'Your cart total is less than the gift card value. Gift cards are single-use, so the remainder lapses.',
    ),
  ).toBeVisible();
  await placeOrderAndConfirm(page, checkout);
});

test('a declined card shows the failed-transaction view, and Try Again brings the form back filled in', async ({
  page,
}) => {
  const recipient = `declined.${Date.now()}@example.pk`;
  await page.goto('/gift-card');
  const dialog = page.getByRole('dialog', { name: 'Gift Card', exact: true });
  await fillGiftCard(dialog, recipient, '4000 0000 0000 0002');
  await dialog.getByRole('button', { name: 'Buy Gift Card' }).click();

  await expect(dialog.getByRole('alert')).toHaveText('The transaction was unsuccessful.', {
    timeout: 20_000,
  });
  await dialog.getByRole('button', { name: 'Try Again' }).click();
  await expect(dialog.getByLabel(/^Recipient email/)).toHaveValue(recipient);
  await expect(dialog.getByLabel(/^Card Number/)).toHaveValue('');
  await fillCard(dialog, '4242 4242 4242 4242');
  await dialog.getByRole('button', { name: 'Buy Gift Card' }).click();
  await expect(page.getByRole('dialog', { name: 'Gift Card Sent' })).toContainText(recipient, {
    timeout: 20_000,
  });
});
