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
