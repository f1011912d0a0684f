import type { SandboxPaymentsResponse } from '@bookshop/domain';
import { describe, expect, it } from 'vitest';
import {
  createCheckoutTestApp,
  orderBody,
  placeOrder,
  readyGuest,
  useCheckoutTestApp,
} from './support/checkout.js';
import { insertProduct, saveCardAs } from './support/pricing.js';

const t = useCheckoutTestApp({ devRoutes: true });

describe('GET /api/dev/sandbox-payments', () => {
  it('is not there when dev routes are off', async () => {
    const off = await createCheckoutTestApp();
    try {
      const res = await off.app.inject({ method: 'GET', url: '/api/dev/sandbox-payments?orderId=1' });
      expect(res.statusCode).toBe(404);
    } finally {
      await off.close();
    }
  }, 300_000);

  it("shows the provider's charge of a card order: the order's total, succeeded, never cached", async () => {
    const bookId = await insertProduct(t.database.db, { price: 1000, discountPercent: 5 });
    const guest = await readyGuest(t.app, [{ id: bookId }]);
    const cardToken = await saveCardAs(t.app, guest.token, '4242424242424242');
    const placed = await placeOrder(
      t.app,
      guest.token,
      orderBody({ addressId: guest.addressId, lines: guest.lines, paymentOption: 1, cardToken }),
    );
    expect(placed.statusCode).toBe(200);
    const orderId: number = placed.json().data.order.id;
    const order = await t.app.inject({
      method: 'GET',
      url: '/api/orders',
      headers: { authorization: `Bearer ${guest.token}` },
    });
    const total = order.json().data.orders.find((o: { id: number }) => o.id === orderId).totals.total;

    const res = await t.app.inject({ method: 'GET', url: `/api/dev/sandbox-payments?orderId=${orderId}` });
    expect(res.headers['cache-control']).toBe('no-store');
    expect((res.json() as SandboxPaymentsResponse).data.payments).toEqual([
      { reference: `order-${orderId}`, method: 'card', amount: total, status: 'succeeded' },
    ]);
    expect(total).toBeGreaterThan(0);
  });
});
