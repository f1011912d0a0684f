import { expect, test } from '@playwright/test';
import {
  expectNoOverflow,
  guestEmail,
  orderArticle,
  orderLinkFromOutbox,
  pastTheRightEdge,
} from './after-order-helpers';
import {
  addBookAndOpenCheckout,
  addShippingAddress,
  choosePayment,
  placeOrderAndConfirm,
} from './checkout-helpers';

/** A phone's screen. */
test.use({ viewport: { width: 360, height: 780 } });

test('every checkout and order screen fits a 360 px phone: nothing past the right edge, no sideways scroll', async ({
  page,
}) => {
  test.slow();
  const email = guestEmail('phone');
  await addBookAndOpenCheckout(page);
  await expectNoOverflow(page, 'the checkout, first open');
  const checkout = page.getByRole('dialog', { name: 'Checkout' });

  await checkout.getByRole('button', { name: 'Add New Address' }).click();
  await expect(checkout.getByRole('form', { name: 'Add Shipping Address' })).toBeVisible();
  await expectNoOverflow(page, 'the checkout, adding an address');
  await checkout
    .getByRole('form', { name: 'Add Shipping Address' })
    .getByRole('button', { name: 'Cancel' })
    .click();
  await addShippingAddress(checkout);
  await checkout.getByRole('textbox', { name: 'Email' }).fill(email);
  await expectNoOverflow(page, 'the checkout with an address');

  await checkout.getByRole('button', { name: 'Change' }).click();
  await expect(checkout.getByRole('group', { name: 'Choose a payment method' })).toBeVisible();
  await expectNoOverflow(page, 'the checkout, choosing how to pay');
  await choosePayment(checkout, 'Credit or Debit Card');
  await expect(checkout.getByRole('form', { name: 'Add new card' })).toBeVisible();
  await expectNoOverflow(page, 'the checkout, adding a card');
  await choosePayment(checkout, 'Cash');
  await checkout.getByRole('textbox', { name: 'Special instructions' }).fill('Please call before delivery.');
  await expectNoOverflow(page, 'the checkout, ready to place');

  const orderId = await placeOrderAndConfirm(page, checkout);
  await expect(orderArticle(page, orderId)).toBeVisible();
  await expectNoOverflow(page, 'the order confirmation');

  await page.goto('/orders');
  await expect(orderArticle(page, orderId)).toBeVisible();
  await expectNoOverflow(page, 'Your Orders');

  await page.goto(`/orders/invoice?orderId=${orderId}`);
  await expect(page.getByRole('article', { name: 'Invoice' })).toBeVisible();
  await expectNoOverflow(page, 'the printable invoice');

  await page.goto(await orderLinkFromOutbox(page.request, email, orderId));
  await expect(orderArticle(page, orderId)).toBeVisible();
  await expectNoOverflow(page, "the e-mail's order link");

  await page.goto('/tracking-order');
  await page.getByRole('textbox', { name: /Order number/ }).fill(String(orderId));
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Find My Order' }).click();
  await expect(orderArticle(page, orderId)).toBeVisible();
  await expectNoOverflow(page, 'the order lookup');

  await page.goto('/order-cart');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoOverflow(page, 'the cart');
});

test('the measure finds what sticks out', async ({ page }) => {
  // The check above can fail: a box wider than the screen is reported with its right edge.
  await page.goto('/tracking-order');
  await expect(page.getByRole('button', { name: 'Find My Order' })).toBeVisible({ timeout: 15_000 });
  await page.evaluate(() => {
    const wide = document.createElement('div');
    wide.className = 'too-wide';
    wide.style.width = '400px';
    wide.textContent = 'wide';
    document.querySelector('main')?.append(wide);
  });
  const { scrollWidth, past } = await pastTheRightEdge(page);
  expect(past.some((entry) => entry.startsWith('div.too-wide'))).toBe(true);
  expect(scrollWidth).toBeGreaterThan(360);
  // A box that scrolls sideways hides how far its content runs: it is reported too.
  await page.evaluate(() => {
    const scroller = document.createElement('div');
    scroller.className = 'sideways';
    scroller.style.width = '200px';
    scroller.style.overflowX = 'auto';
    // Styles set through the DOM: the shop's Content-Security-Policy refuses style attributes in HTML.
    const inside = document.createElement('div');
    inside.style.width = '300px';
    inside.textContent = 'inside';
    scroller.append(inside);
    document.querySelector('main')?.append(scroller);
  });
  expect((await pastTheRightEdge(page)).past).toContainEqual(
    expect.stringMatching(/^div\.sideways scrolls sideways: content 300 px in 200 px$/),
  );
});
