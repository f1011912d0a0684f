import { expect, test } from '@playwright/test';
import { figure, guestEmail, guestOrdersWithCash, orderArticle } from './after-order-helpers';
import { addBookAndOpenCheckout, addShippingAddress, choosePayment } from './checkout-helpers';

/** The text of the first page of a PDF, as pdf.js reads it. */
async function pdfText(bytes: Buffer): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  const content = await (await doc.getPage(1)).getTextContent();
  return content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
}

test("reorder puts the order's books back in the cart at today's prices and opens the cart", async ({
  page,
}) => {
  test.slow();
  const { orderId, title } = await guestOrdersWithCash(page, guestEmail('reorder'));
  // Placing emptied the cart.
  await page.goto('/order-cart');
  await expect(page.getByText('Your cart is empty.')).toBeVisible();

  await page.goto('/orders');
  await orderArticle(page, orderId).getByRole('button', { name: 'Reorder' }).click();
  await expect(page).toHaveURL(/\/order-cart$/);
  await expect(page.getByText(/back in your cart at today's prices/)).toBeVisible();
  const line = page.getByRole('listitem', { name: title });
  await expect(line).toBeVisible();
  await expect(line.getByRole('group', { name: `Quantity of ${title}` })).toContainText('1');
  await expect(page.getByRole('link', { name: 'Checkout' })).toBeVisible();
});

test('pay now: a JazzCash order left on its approval page is paid later from the order, on a fresh approval page', async ({
  page,
}) => {
  test.slow();
  await addBookAndOpenCheckout(page);
  const checkout = page.getByRole('dialog', { name: 'Checkout' });
  await addShippingAddress(checkout);
  await checkout.getByRole('textbox', { name: 'Email' }).fill(guestEmail('paynow'));
  await choosePayment(checkout, 'JazzCash');
  await checkout.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/sandbox-provider\/v1\/wallet\/py_/);
  const firstApproval = page.url();
  const orderId = Number(
    new URL(new URL(firstApproval).searchParams.get('return') ?? '', 'http://x').searchParams.get('orderId'),
  );
  expect(orderId).toBeGreaterThan(0);

  // The shopper leaves without approving; the order waits for its payment.
  await page.goto('/orders');
  const order = orderArticle(page, orderId);
  await expect(order).toContainText('Awaiting wallet approval');
  await order.getByRole('button', { name: 'Pay Now' }).click();

  await expect(page).toHaveURL(/\/sandbox-provider\/v1\/wallet\/py_/);
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page).toHaveURL(new RegExp(`/order-confirmation\\?orderId=${orderId}`));
  await expect(page.getByText('Payment received. Thank you for your order.')).toBeVisible();
  const paid = orderArticle(page, orderId);
  await expect(paid).toContainText('JazzCash · Paid');
  await expect(paid.getByRole('button', { name: 'Pay Now' })).toHaveCount(0);
});

test("the invoice PDF opens from the order and holds the order's total; the printable invoice prints only the sheet", async ({
  page,
}) => {
  test.slow();
  const { orderId } = await guestOrdersWithCash(page, guestEmail('invoice'));
  const order = orderArticle(page, orderId);
  const total = (await figure(order, 'Total').textContent()) ?? '';
  expect(total).toMatch(/^Rs\. [\d,]+$/);

  const href = await order.getByRole('link', { name: 'Invoice (PDF)' }).getAttribute('href');
  expect(href).toMatch(new RegExp(`^/api/orders/${orderId}/invoice\\.pdf\\?token=`));
  // A plain link, as a browser opens it: no Authorization header, the link's token only.
  const pdf = await page.context().request.get(href ?? '', { headers: { authorization: '' } });
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  const text = await pdfText(await pdf.body());
  expect(text).toContain(total);

  await order.getByRole('link', { name: 'Printable invoice' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: `Invoice for Order No: ${orderId}` }),
  ).toBeVisible();
  const sheet = page.getByRole('article', { name: 'Invoice' });
  await expect(sheet.getByRole('rowheader', { name: 'Total', exact: true }).locator('+ td')).toHaveText(
    total,
  );
  await page.emulateMedia({ media: 'print' });
  await expect(sheet).toBeVisible();
  await expect(page.locator('header.bk-header')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
});
