import { expect, test } from '@playwright/test';
import { newShopper, registerThroughApi } from './account-helpers';
import { guestOrders, makeStaff, STAFF_PASSWORD, setUpAndSignIn } from './admin-helpers';
import { checkBothWidths, PHONE, seriousViolations } from './axe-check';

/*
 * Issue 24: axe-core over every back-office page at a phone's and a laptop's width, no serious or
 * critical violation of WCAG 2.x A and AA (as a11y-axe.spec.ts checks the shop), and at the
 * phone's width no sideways scroll of the page: wide tables scroll inside their own box or
 * become cards.
 */
test('every back-office page has no serious or critical axe violation at 360 and 1366 px, and no sideways scroll at 360 px', async ({
  browser,
  request,
}) => {
  // Fourteen pages, each checked twice, and an order placed first.
  test.setTimeout(480_000);
  const shopperPage = await (await browser.newContext()).newPage();
  const order = await guestOrders(shopperPage, 'Cash');
  const customer = newShopper('Hira');
  await registerThroughApi(shopperPage, customer);

  const page = await (await browser.newContext()).newPage();
  const owner = await makeStaff(request, 'owner');

  // Before signing in: the set-up link's page and the sign-in steps.
  await page.goto(owner.setupPath);
  await expect(page.getByText(owner.email)).toBeVisible();
  await checkBothWidths(page, 'set-up page');
  await page.goto('/admin/sign-in');
  await checkBothWidths(page, 'sign-in page');
  await page.goto(owner.setupPath);
  await page.getByLabel(/^New password/).fill(STAFF_PASSWORD);
  await page.getByLabel(/^Confirm the password/).fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Set password' }).click();
  await page.getByRole('link', { name: 'Sign in' }).click();
  await page.getByLabel(/^Password/).fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();
  await checkBothWidths(page, 'sign-in code step');
  await page.getByRole('button', { name: 'Set up my authenticator app' }).click();
  await expect(page.getByRole('img', { name: 'QR code to scan with your authenticator app' })).toBeVisible();
  await checkBothWidths(page, 'authenticator set-up step');

  // Signed in (a second owner, since the first one's QR code step is left open above).
  const signedIn = await (await browser.newContext()).newPage();
  await setUpAndSignIn(signedIn, await makeStaff(request, 'owner'));
  await signedIn.goto(`/admin/customers?q=${encodeURIComponent(customer.email)}`);
  await signedIn.getByRole('link', { name: `${customer.firstName} ${customer.lastName}` }).click();
  await expect(signedIn).toHaveURL(/\/admin\/customers\/\d+$/);
  const customerPath = new URL(signedIn.url()).pathname;

  const pages: [string, string][] = [
    ['dashboard', '/admin'],
    ['order queue', '/admin/orders'],
    ['order queue filtered', `/admin/orders?status=placed&q=${encodeURIComponent(order.email)}`],
    ['order page', `/admin/orders/${order.orderId}`],
    ['invoice', `/admin/orders/${order.orderId}/invoice`],
    ['packing slip', `/admin/orders/${order.orderId}/packing-slip`],
    ['cancel demands', '/admin/cancel-demands'],
    ['answered cancel demands', '/admin/cancel-demands?state=answered'],
    ['customers', '/admin/customers'],
    ['customer page', customerPath],
    ['staff', '/admin/staff'],
    ['audit log', '/admin/audit'],
    ['page not found', '/admin/no-such-page'],
  ];
  for (const [name, path] of pages) {
    await signedIn.goto(path);
    await checkBothWidths(signedIn, name);
  }

  // The order page with an action's form open, and the phone's menu open.
  await signedIn.goto(`/admin/orders/${order.orderId}`);
  await signedIn
    .getByRole('region', { name: 'Actions' })
    .getByRole('button', { name: 'Cancel order' })
    .click();
  await checkBothWidths(signedIn, 'order page with the cancel form');
  await signedIn.setViewportSize(PHONE);
  await signedIn.getByRole('button', { name: 'Menu' }).click();
  await expect(signedIn.getByRole('navigation', { name: 'Back office' })).toBeVisible();
  expect(await seriousViolations(signedIn), 'menu open at 360 px').toEqual([]);
});
