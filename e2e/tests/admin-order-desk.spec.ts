import { expect, test } from '@playwright/test';
import { guestOrders, makeStaff, outbox, pathOf, setUpAndSignIn } from './admin-helpers';
import { orderArticle } from './after-order-helpers';

/*
 * Issue 24, the order desk end to end: a shopper orders with cash on delivery; a member of the
 * orders staff, invited by the owner, signs in with password and TOTP, finds the order by the
 * shopper's phone, confirms it by phone and ships it with a tracking number; the shopper sees it
 * shipped with the tracking number in /orders and in the e-mail; the owner sees both actions in
 * the audit log.
 */
test('a cash order is found by phone, confirmed and shipped; the shopper sees the tracking number and the owner the audit log', async ({
  browser,
  request,
}) => {
  // Three people, each in a browser of their own, through about twenty pages.
  test.slow();
  const ownerPage = await (await browser.newContext()).newPage();
  const deskPage = await (await browser.newContext()).newPage();
  const shopperPage = await (await browser.newContext()).newPage();

  // The first owner is made as `cli staff add` makes one; the owner invites the orders desk.
  const owner = await makeStaff(request, 'owner');
  await setUpAndSignIn(ownerPage, owner);
  await ownerPage
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link', { name: 'Staff' })
    .click();
  const invite = ownerPage.getByRole('region', { name: 'Invite a staff member' });
  const deskEmail = `desk.${Date.now().toString(36)}@bookshop.example.pk`;
  await invite.getByRole('textbox', { name: /E-mail/ }).fill(deskEmail);
  await invite.getByRole('combobox', { name: /Role/ }).selectOption('orders');
  await invite.getByRole('button', { name: 'Invite' }).click();
  const invited = ownerPage.getByRole('status');
  await expect(invited).toContainText(`${deskEmail} is invited.`);
  const setupLink = (await invited.locator('code').textContent()) ?? '';
  expect(setupLink).toContain('/admin/setup?token=');

  // The shopper orders with cash on delivery.
  const order = await guestOrders(shopperPage, 'Cash');

  // The orders desk signs in for the first time and finds the order by the shopper's phone.
  await setUpAndSignIn(deskPage, { email: deskEmail, role: 'orders', setupPath: pathOf(setupLink) });
  const nav = deskPage.getByRole('navigation', { name: 'Back office' });
  await expect(nav.getByRole('link', { name: 'Staff' })).toHaveCount(0);
  await nav.getByRole('link', { name: 'Orders' }).click();
  await deskPage.getByRole('searchbox', { name: /Search/ }).fill(order.phone);
  await deskPage.getByRole('button', { name: 'Apply filters' }).click();
  await expect(deskPage.getByText('1 order', { exact: false }).first()).toBeVisible();
  const rows = deskPage.getByRole('table', { name: 'Orders' }).getByRole('row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText(order.email);
  await expect(rows.nth(1)).toContainText('Confirm by phone');
  await rows
    .nth(1)
    .getByRole('link', { name: `Order #${order.orderId}` })
    .click();

  // Confirmed by phone, then processing, then shipped with the courier's tracking number.
  await expect(deskPage.getByRole('heading', { level: 1, name: `Order #${order.orderId}` })).toBeVisible();
  await expect(deskPage.getByRole('table', { name: 'Lines as ordered' })).toContainText(order.title);
  const actions = deskPage.getByRole('region', { name: 'Actions' });
  await actions.getByRole('button', { name: 'Confirm by phone' }).click();
  await actions.getByRole('textbox', { name: /What the shopper said/ }).fill('Confirmed, deliver after 5 pm');
  await actions.getByRole('button', { name: 'Confirm order' }).click();
  await expect(actions.getByRole('status')).toHaveText(`Order No: ${order.orderId} is confirmed.`);
  await expect(deskPage.getByRole('region', { name: 'Payment' })).toContainText(
    `Confirmed by phone by ${deskEmail}`,
  );

  await actions.getByRole('button', { name: 'Start processing' }).click();
  await actions.getByRole('button', { name: 'Move to processing' }).click();
  await expect(actions.getByRole('status')).toHaveText(`Order No: ${order.orderId} is processing.`);

  const tracking = `TCS-${Date.now().toString().slice(-8)}`;
  await actions.getByRole('button', { name: 'Mark shipped' }).click();
  await actions.getByRole('combobox', { name: /Courier/ }).fill('TCS');
  await actions.getByRole('textbox', { name: /Tracking number/ }).fill(tracking);
  await actions.getByRole('button', { name: 'Ship order' }).click();
  await expect(actions.getByRole('status')).toHaveText(`Order No: ${order.orderId} is shipped.`);
  await expect(deskPage.getByRole('region', { name: 'Shipment' })).toContainText(tracking);
  await expect(actions.getByRole('button', { name: 'Mark delivered' })).toBeVisible();
  await expect(deskPage.getByRole('list', { name: 'Order timeline' })).toContainText('Processing → Shipped');

  // The shopper sees it shipped, with the tracking number, in /orders and in the e-mail.
  await shopperPage.goto('/orders');
  const article = orderArticle(shopperPage, order.orderId);
  await expect(article).toContainText('Shipped');
  await expect(article).toContainText(tracking);
  await expect
    .poll(
      async () =>
        (await outbox(request, order.email)).find((mail) => mail.subject.includes('has shipped'))?.body ?? '',
    )
    .toContain(`Tracking number: ${tracking}`);

  // The owner sees both actions in the audit log, with who did them.
  await ownerPage
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link', { name: 'Audit log' })
    .click();
  await ownerPage.getByRole('combobox', { name: /Done to/ }).selectOption('order');
  await ownerPage.getByRole('textbox', { name: /Its number/ }).fill(String(order.orderId));
  await ownerPage.getByRole('button', { name: 'Apply filters' }).click();
  const log = ownerPage.getByRole('table', { name: 'Audit log, newest first' });
  for (const action of ['order.cod_confirmed', 'order.shipped']) {
    const entry = log.getByRole('row').filter({ hasText: action });
    await expect(entry).toHaveCount(1);
    await expect(entry).toContainText(deskEmail);
    await expect(entry.getByRole('link', { name: `order ${order.orderId}` })).toBeVisible();
  }
  const shipped = log.getByRole('row').filter({ hasText: 'order.shipped' });
  await shipped.getByText('Before and after').click();
  await expect(shipped).toContainText(tracking);
});

test('a bank transfer is marked received: the order is placed and the shopper told', async ({
  browser,
  request,
}) => {
  test.slow();
  const deskPage = await (await browser.newContext()).newPage();
  const shopperPage = await (await browser.newContext()).newPage();
  const order = await guestOrders(shopperPage, 'Bank Transfer');
  await shopperPage.goto('/orders');
  await expect(orderArticle(shopperPage, order.orderId)).toContainText('Awaiting payment');

  await setUpAndSignIn(deskPage, await makeStaff(request, 'orders'));
  await deskPage.goto(`/admin/orders?status=pending_payment&q=${encodeURIComponent(order.email)}`);
  const row = deskPage
    .getByRole('table', { name: 'Orders' })
    .getByRole('row')
    .filter({ hasText: order.email });
  await expect(row).toContainText('Awaiting bank transfer');
  await expect(row).toContainText('Mark transfer received');
  await row.getByRole('link', { name: `Order #${order.orderId}` }).click();

  const actions = deskPage.getByRole('region', { name: 'Actions' });
  await actions.getByRole('button', { name: 'Mark transfer received' }).click();
  await actions.getByRole('textbox', { name: /Bank reference/ }).fill('HBL-220-7781');
  await actions.getByRole('button', { name: 'Record transfer' }).click();
  await expect(actions.getByRole('status')).toContainText(
    `order No: ${order.orderId} is recorded; it is placed.`,
  );
  await expect(deskPage.getByRole('region', { name: 'Payment' })).toContainText('Paid');
  await expect(actions.getByRole('button', { name: 'Start processing' })).toBeVisible();

  await shopperPage.reload();
  await expect(orderArticle(shopperPage, order.orderId)).toContainText('Placed');
  await expect
    .poll(async () => (await outbox(request, order.email)).map((mail) => mail.subject))
    .toContain(`Your order No: ${order.orderId}: payment received`);
});
