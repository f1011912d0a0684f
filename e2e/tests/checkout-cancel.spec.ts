import { expect, test } from '@playwright/test';
import {
  addBookAndOpenCheckout,
  addShippingAddress,
  choosePayment,
  placeOrderAndConfirm,
} from './checkout-helpers';

test('a guest cancels a cash order from /orders and it reads Cancelled', async ({ page }) => {
  await addBookAndOpenCheckout(page);
  const checkout = page.getByRole('dialog', { name: 'Checkout' });
  await addShippingAddress(checkout);
  await checkout.getByRole('textbox', { name: 'Email' }).fill(`cancel.${Date.now()}@example.pk`);
  await choosePayment(checkout, 'Cash');
  const orderId = await placeOrderAndConfirm(page, checkout);

  await page.goto('/orders');
  const order = page.getByRole('article', { name: `Order No: ${orderId}` });
  await order.getByRole('button', { name: 'Cancel Order' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel Order' });
  await expect(dialog).toContainText(`Are You Sure You want to cancel this Order No: ${orderId}`);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
  await expect(order).toContainText('Cancelled');
  await expect(order.getByRole('button', { name: 'Cancel Order' })).toHaveCount(0);
});

test('a JazzCash order cancelled before it is approved: its approval page refuses, and the provider took nothing', async ({
  page,
}) => {
  test.slow();
  await addBookAndOpenCheckout(page);
  const checkout = page.getByRole('dialog', { name: 'Checkout' });
  await addShippingAddress(checkout);
  await checkout.getByRole('textbox', { name: 'Email' }).fill(`wallet.cancel.${Date.now()}@example.pk`);
  await choosePayment(checkout, 'JazzCash');
  await checkout.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/sandbox-provider\/v1\/wallet\/py_/);
  await expect(page.getByRole('button', { name: 'Approve' })).toBeVisible();
  const approvalUrl = page.url();
  const orderId = Number(
    new URL(new URL(approvalUrl).searchParams.get('return') ?? '', 'http://x').searchParams.get('orderId'),
  );
  expect(orderId).toBeGreaterThan(0);

  // The shopper leaves the provider's page and cancels the order from /orders.
  await page.goto('/orders');
  const order = page.getByRole('article', { name: `Order No: ${orderId}` });
  await order.getByRole('button', { name: 'Cancel Order' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel Order' });
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
  await expect(order).toContainText('Cancelled');

  // Back on the approval page (a tab left open): it can no longer be paid.
  await page.goto(approvalUrl);
  await expect(page.getByText(/It can no longer be paid, and nothing was taken\./)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  const payments = await (await page.request.get(`/api/dev/sandbox-payments?orderId=${orderId}`)).json();
  expect(payments.data.payments).toEqual([expect.objectContaining({ method: 'jazzcash', status: 'voided' })]);
  await page.goto('/orders');
  await expect(page.getByRole('article', { name: `Order No: ${orderId}` })).toContainText('Cancelled');
});
