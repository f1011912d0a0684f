import { formatMessage } from '@bookshop/i18n';
import { describe, expect, it } from 'vitest';
import { bookWithStock, orderBody, placeOrder, readyGuest, useCheckoutTestApp } from './support/checkout.js';

const t = useCheckoutTestApp();

describe('the wallet approval page in the shopper’s language', () => {
  it('asks in Urdu when the checkout names Urdu, and sends the shopper back to the Urdu confirmation', async () => {
    const book = await bookWithStock(t.database.db, 4, 'available', 13);
    const g = await readyGuest(t.app, [{ id: book.id }]);
    const res = await placeOrder(
      t.app,
      g.token,
      orderBody({ addressId: g.addressId, lines: g.lines, paymentOption: 2 }),
    );
    expect(res.statusCode).toBe(200);
    const { redirectUrl, order } = res.json().data;
    // What the Urdu checkout panel opens.
    const url = `${redirectUrl}&lang=ur`;
    const page = await t.app.inject({ method: 'GET', url });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="ur" dir="rtl">');
    expect(page.body).toContain(formatMessage('ur', 'checkout.sandbox.heading', { wallet: 'JazzCash' }));
    // The approval form goes back to the Urdu confirmation page.
    expect(page.body).toContain(encodeURIComponent(`/ur/order-confirmation?orderId=${order.id}`));
    const approve = await t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'decision=approve',
    });
    expect(approve.statusCode).toBe(303);
    expect(approve.headers.location).toBe(`/ur/order-confirmation?orderId=${order.id}`);
  });
});
