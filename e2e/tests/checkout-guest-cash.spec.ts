import { expect, test } from '@playwright/test';
import {
  addBookAndOpenCheckout,
  addShippingAddress,
  choosePayment,
  placeOrderAndConfirm,
} from './checkout-helpers';

test('a guest checks out with cash on delivery and finds the order in /orders', async ({ page }) => {
  const { title } = await addBookAndOpenCheckout(page);
  const checkout = page.getByRole('dialog', { name: 'Checkout' });

  // Guests see the Login link and the newsletter box, off by default.
  await expect(checkout.getByRole('button', { name: 'Login' })).toBeVisible();
  await expect(
    checkout.getByRole('checkbox', {
      name: 'Subscribe to our newsletter to stay up-to-date with offers and latest editions.',
    }),
  ).not.toBeChecked();
  await expect(
    checkout.getByRole('checkbox', { name: 'My billing address is the same as shipping address' }),
  ).toBeChecked();
  await expect(checkout.getByLabel('Promo code')).toBeDisabled();
  await expect(checkout.getByRole('button', { name: 'Apply' })).toBeDisabled();

  // The ordered checks of Change: no address yet, then no e-mail.
  await checkout.getByRole('button', { name: 'Change' }).click();
  await expect(page.getByText('Please first add an address')).toBeVisible();
  await addShippingAddress(checkout);
  await checkout.getByRole('button', { name: 'Change' }).click();
  await expect(page.getByText('Please first add the email address')).toBeVisible();

  await checkout.getByRole('textbox', { name: 'Email' }).fill(`guest.${Date.now()}@example.pk`);
  await choosePayment(checkout, 'Cash');
  await expect(checkout.getByTestId('payment-method-label')).toHaveText('Cash on Delivery');
  await expect(checkout.getByTestId('checkout-amount')).toHaveText(/^Rs\. [\d,]+$/);

  const orderId = await placeOrderAndConfirm(page, checkout);

  await page.goto('/orders');
  const order = page.getByRole('article', { name: `Order No: ${orderId}` });
  await expect(order).toBeVisible();
  await expect(order).toContainText(title);
  await expect(order).toContainText('Placed');
});
