import { ORDER_ACCESS_MESSAGES } from '@bookshop/domain';
import { expect, test } from '@playwright/test';
import {
  figure,
  guestEmail,
  guestOrdersWithCash,
  orderArticle,
  orderLinkFromOutbox,
} from './after-order-helpers';

test("a guest orders, closes the browser, and opens the order from its e-mail's link in a fresh one, without logging in", async ({
  browser,
  request,
}) => {
  test.slow();
  const email = guestEmail('link');
  const shop = await browser.newContext();
  const page = await shop.newPage();
  const { orderId, title } = await guestOrdersWithCash(page, email, {
    instructions: 'Please call before delivery.',
  });
  const placed = orderArticle(page, orderId);
  // The confirmation: the status after the number, the delivery address, the instructions.
  await expect(placed.getByRole('heading', { name: `Order No: ${orderId} Placed` })).toBeVisible();
  await expect(placed.locator('address')).toContainText('12 Mall Road');
  await expect(figure(placed, 'Special instructions')).toHaveText('Please call before delivery.');
  const total = await figure(placed, 'Total').textContent();
  await shop.close();

  const link = await orderLinkFromOutbox(request, email, orderId);
  const fresh = await browser.newContext();
  const elsewhere = await fresh.newPage();
  await elsewhere.goto(link);
  const order = orderArticle(elsewhere, orderId);
  await expect(order).toBeVisible();
  await expect(order.getByRole('listitem', { name: title })).toBeVisible();
  await expect(figure(order, 'Total')).toHaveText(total ?? '');
  await expect(order).toContainText('To pay on delivery');
  // No login happened: this browser holds no session at all.
  expect(await elsewhere.evaluate(() => localStorage.getItem('bookshop.session'))).toBeNull();

  // The confirmation's own address in this browser says how to open the order, not the server's words.
  await elsewhere.goto(`/order-confirmation?orderId=${orderId}`);
  await expect(elsewhere.getByText(`Order No: ${orderId} cannot be opened in this browser.`)).toBeVisible();
  await expect(elsewhere.getByText('Authorization token is missing')).toHaveCount(0);
  await fresh.close();
});

test('a guest finds the order on /tracking-order by its number and e-mail; a wrong e-mail is refused exactly as a missing order', async ({
  browser,
}) => {
  test.slow();
  const email = guestEmail('lookup');
  const shop = await browser.newContext();
  const { orderId, title } = await guestOrdersWithCash(await shop.newPage(), email);
  await shop.close();

  const fresh = await browser.newContext();
  const page = await fresh.newPage();
  await page.goto('/tracking-order');
  await expect(page.getByRole('heading', { level: 1, name: 'Tracking Your Order' })).toBeVisible();
  await expect(page.getByText('Open Your Orders from the account menu')).toHaveCount(0);

  const lookUp = async (number: number, address: string) => {
    await page.getByRole('textbox', { name: /Order number/ }).fill(String(number));
    await page.getByRole('textbox', { name: 'Email' }).fill(address);
    await page.getByRole('button', { name: 'Find My Order' }).click();
  };

  // A wrong e-mail for a real order, and a right-looking e-mail for an order that does not exist.
  await lookUp(orderId, `someone.else.${Date.now()}@example.pk`);
  const refusal = page.getByRole('alert').filter({ hasText: ORDER_ACCESS_MESSAGES.notFound });
  await expect(refusal).toBeVisible();
  const wrongEmail = await refusal.textContent();
  await expect(page.getByRole('article')).toHaveCount(0);
  await lookUp(orderId + 100_000, email);
  await expect(refusal).toBeVisible();
  expect(await refusal.textContent()).toBe(wrongEmail);
  await expect(page.getByRole('article')).toHaveCount(0);

  // The right e-mail, typed in capitals: the order.
  await lookUp(orderId, email.toUpperCase());
  const order = orderArticle(page, orderId);
  await expect(order).toBeVisible();
  await expect(order.getByRole('listitem', { name: title })).toBeVisible();
  await expect(order.getByRole('list', { name: 'Order progress' })).toContainText('Placed');
  await expect(refusal).toHaveCount(0);
  await fresh.close();
});
