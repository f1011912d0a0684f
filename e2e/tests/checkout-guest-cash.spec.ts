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

test('on a 360 px phone the checkout fills the screen; a guest billed at another address pays with JazzCash on its approval page and lands on the confirmation', async ({
  page,
}) => {
  // Two addresses, the provider's approval page and back: more than the default 30 s when busy.
  test.slow();
  await page.setViewportSize({ width: 360, height: 780 });
  const { title } = await addBookAndOpenCheckout(page);
  const checkout = page.getByRole('dialog', { name: 'Checkout' });

  // Full screen on a phone: the panel covers the viewport and nothing runs off its side.
  const box = await checkout.boundingBox();
  expect(box?.x).toBe(0);
  expect(box?.width).toBe(360);
  expect(box?.height).toBeGreaterThanOrEqual(780);
  expect(await checkout.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);

  await addShippingAddress(checkout);
  await checkout
    .getByRole('checkbox', { name: 'My billing address is the same as shipping address' })
    .uncheck();
  await addShippingAddress(
    checkout,
    { street: '7 Clifton Block 5', province: 'Sindh', city: 'Karachi', zipCode: '75600' },
    'Billing',
  );
  await expect(
    checkout.getByRole('group', { name: 'Shipping address' }).getByRole('radio', { name: /12 Mall Road/ }),
  ).toBeChecked();
  await checkout.getByRole('textbox', { name: 'Email' }).fill(`wallet.${Date.now()}@example.pk`);
  await choosePayment(checkout, 'JazzCash');
  await expect(checkout.getByTestId('payment-method-label')).toHaveText('JazzCash');
  const amount = (await checkout.getByTestId('checkout-amount').textContent()) ?? '';

  // Place Order goes to the wallet's own approval page, which asks for the same amount.
  await checkout.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/sandbox-provider\/v1\/wallet\/py_/);
  await expect(page.getByRole('heading', { name: 'JazzCash payment' })).toBeVisible();
  await expect(page.getByText(`Pay ${amount.replace(/,/g, '')} to the Bookshop?`)).toBeVisible();
  await page.getByRole('button', { name: 'Approve' }).click();

  // Back at the shop, payment-status settles the order.
  await expect(page).toHaveURL(/\/order-confirmation\?orderId=\d+/);
  await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
  await expect(page.getByText('Payment received. Thank you for your order.')).toBeVisible();
  const orderId = Number(new URL(page.url()).searchParams.get('orderId'));
  await expect(page.getByText(`Order No: ${orderId}`)).toContainText('Placed');
  await expect(page.getByText(title).first()).toBeVisible();

  // The order went to Mall Road and is billed to Clifton, as chosen.
  const orders = await page.evaluate(async () => {
    const session = JSON.parse(localStorage.getItem('bookshop.session') ?? '{}') as { guestToken?: string };
    const response = await fetch('/api/orders', {
      headers: { authorization: `Bearer ${session.guestToken}` },
    });
    return (await response.json()) as {
      data: {
        orders: {
          id: number;
          status: string;
          shipping_address: { Address: string };
          billing_address: { Address: string };
        }[];
      };
    };
  });
  const order = orders.data.orders.find((o) => o.id === orderId);
  expect(order).toMatchObject({
    status: 'placed',
    shipping_address: { Address: '12 Mall Road' },
    billing_address: { Address: '7 Clifton Block 5' },
  });
});
