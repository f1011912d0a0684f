import { expect, test } from '@playwright/test';
import { guestOrders, makeStaff, outbox, setUpAndSignIn, staffToken } from './admin-helpers';
import { orderArticle } from './after-order-helpers';

/*
 * Issue 24: a shopper asks to cancel a shipped order; the orders desk accepts the demand, which
 * cancels the order; the shopper sees it cancelled and is told by e-mail.
 */
test('a cancel demand on a shipped order is accepted: the order is cancelled and the shopper told', async ({
  browser,
  request,
}) => {
  test.slow();
  const deskPage = await (await browser.newContext()).newPage();
  const shopperPage = await (await browser.newContext()).newPage();
  const order = await guestOrders(shopperPage, 'Cash');
  await setUpAndSignIn(deskPage, await makeStaff(request, 'orders'));

  // The order is moved on to shipped through the admin API (the desk's pages have a test of their own).
  const headers = { authorization: `Bearer ${await staffToken(deskPage)}` };
  for (const [step, data] of [
    ['confirm-cod', {}],
    ['processing', {}],
    ['ship', { courier: 'Leopards Courier', tracking_number: 'LP-55001' }],
  ] as const) {
    const response = await deskPage.request.post(`/api/admin/orders/${order.orderId}/${step}`, {
      headers,
      data,
    });
    expect(response.status(), step).toBe(200);
  }

  // The shopper asks for it to be cancelled.
  await shopperPage.goto('/orders');
  const article = orderArticle(shopperPage, order.orderId);
  await expect(article).toContainText('Shipped');
  await article.getByRole('button', { name: 'Request Cancellation' }).click();
  const dialog = shopperPage.getByRole('dialog', { name: 'Request Cancellation' });
  await dialog.getByRole('textbox', { name: /Reason/ }).fill('I ordered the same book twice.');
  await dialog.getByRole('button', { name: 'Send Request' }).click();
  await expect(dialog.getByRole('status')).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();

  // The desk sees it waiting, and accepts it.
  await deskPage.goto('/admin/cancel-demands');
  const card = deskPage.getByRole('article', { name: new RegExp(`Order #${order.orderId}\\b`) });
  await expect(card).toContainText('I ordered the same book twice.');
  await card
    .getByRole('textbox', { name: /Reply to the shopper/ })
    .fill('Cancelled; the courier brings it back.');
  await card.getByRole('button', { name: 'Accept and cancel the order' }).click();
  await expect(deskPage.getByRole('status')).toContainText(
    `Order No: ${order.orderId} is cancelled as asked.`,
  );
  await expect(card).toHaveCount(0);

  await deskPage.goto(`/admin/orders/${order.orderId}`);
  await expect(deskPage.getByRole('region', { name: 'Cancel demand' })).toContainText('Accepted');
  await expect(deskPage.getByText('Nothing can be done to this order now.')).toBeVisible();

  await shopperPage.reload();
  await expect(orderArticle(shopperPage, order.orderId)).toContainText('Cancelled');
  await expect
    .poll(async () => (await outbox(request, order.email)).map((mail) => mail.subject))
    .toContain(`Your order No: ${order.orderId} is cancelled`);
});
