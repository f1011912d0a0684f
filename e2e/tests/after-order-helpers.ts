import type { OutboxResponse } from '@bookshop/domain';
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import {
  addBookAndOpenCheckout,
  addShippingAddress,
  choosePayment,
  placeOrderAndConfirm,
} from './checkout-helpers';

/** A fresh guest e-mail for one test. */
export function guestEmail(tag: string): string {
  return `after.${tag}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.pk`;
}

/**
 * A guest puts a book in the cart and orders it with cash on delivery to Mall Road, Lahore,
 * giving `email`; the confirmation page is open when it returns.
 */
export async function guestOrdersWithCash(
  page: Page,
  email: string,
  extras: { instructions?: string } = {},
): Promise<{ orderId: number; title: string }> {
  const { title } = await addBookAndOpenCheckout(page);
  const checkout = page.getByRole('dialog', { name: 'Checkout' });
  await addShippingAddress(checkout);
  await checkout.getByRole('textbox', { name: 'Email' }).fill(email);
  if (extras.instructions)
    await checkout.getByRole('textbox', { name: 'Special instructions' }).fill(extras.instructions);
  await choosePayment(checkout, 'Cash');
  const orderId = await placeOrderAndConfirm(page, checkout);
  return { orderId, title };
}

/** The order page of `orderId` (an article named "Order No: 31 Placed" and so on). */
export function orderArticle(page: Page, orderId: number): Locator {
  return page.getByRole('article', { name: new RegExp(`^Order No: ${orderId}\\b`) });
}

/** The figure beside a term of a description list, such as the order's Total. */
export function figure(scope: Locator, term: string): Locator {
  return scope.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('+ dd');
}

/**
 * The signed link of the newest e-mail about `orderId` to `email`, read from the development
 * outbox (DEV_ROUTES=true in the e2e server): its path and query, to open on this server.
 */
export async function orderLinkFromOutbox(
  request: APIRequestContext,
  email: string,
  orderId: number,
): Promise<string> {
  let body = '';
  await expect
    .poll(async () => {
      const response = await request.get(`/api/dev/outbox?email=${encodeURIComponent(email)}`);
      const { emails } = ((await response.json()) as OutboxResponse).data;
      body = emails.find((e) => e.subject === `Your order No: ${orderId} is confirmed`)?.body ?? '';
      return body;
    })
    .toContain('/orders/view?token=');
  const url = /See your order: (\S+)/.exec(body)?.[1];
  if (!url) throw new Error(`the confirmation e-mail has no order link:\n${body}`);
  const link = new URL(url);
  return link.pathname + link.search;
}

/**
 * What sticks out past the right edge of the screen, measured in the page: every element whose
 * right edge is beyond the viewport, and every box that scrolls sideways because its content is
 * wider than it (a dialog's body: its content then ends at the screen's edge, or is cut there,
 * however far it really runs).
 */
export async function pastTheRightEdge(page: Page): Promise<{ scrollWidth: number; past: string[] }> {
  return page.evaluate(() => {
    const edge = document.documentElement.clientWidth;
    const past: string[] = [];
    const nameOf = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}.${String(element.className).trim().replace(/\s+/g, '.')}`;
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      if (box.right > edge + 0.5) {
        past.push(
          `${nameOf(element)} right=${Math.round(box.right)} "${(element.textContent ?? '').trim().slice(0, 40)}"`,
        );
      }
      // Form fields scroll their own text; visually hidden text is a clipped 1 px box on purpose.
      if (element.matches('input, textarea, select') || element.clientWidth <= 1) continue;
      const overflowX = getComputedStyle(element).overflowX;
      if (overflowX !== 'visible' && overflowX !== 'clip' && element.scrollWidth > element.clientWidth + 1) {
        past.push(
          `${nameOf(element)} scrolls sideways: content ${element.scrollWidth} px in ${element.clientWidth} px`,
        );
      }
    }
    return { scrollWidth: document.documentElement.scrollWidth, past };
  });
}

/** Nothing wider than the 360 px screen: no sideways scroll, no element past the right edge. */
export async function expectNoOverflow(page: Page, where: string): Promise<void> {
  const { scrollWidth, past } = await pastTheRightEdge(page);
  expect(past, `past the right edge on ${where}`).toEqual([]);
  expect(scrollWidth, `page width on ${where}`).toBeLessThanOrEqual(360);
}
