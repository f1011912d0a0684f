import { randomUUID } from 'node:crypto';
import { cartHeldMessage, PAYMENT_METHOD } from '@bookshop/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sandboxProviderPayments } from '../src/db/schema/index.js';
import {
  auth,
  bookWithStock,
  orderBody,
  placeOrder,
  readyGuest,
  shownLines,
  stockOf,
  useCheckoutTestApp,
} from './support/checkout.js';
import { saveCard } from './support/sandbox-card.js';

const t = useCheckoutTestApp();

async function ordersOf(token: string): Promise<{ id: number; status: string }[]> {
  const res = await t.app.inject({ method: 'GET', url: '/api/orders', headers: auth(token) });
  if (res.statusCode !== 200) throw new Error(`orders failed: ${res.statusCode} ${res.body}`);
  return res.json().data.orders;
}

describe('one cart, one order', () => {
  it('places 20 parallel card orders of one cart, each with its own Idempotency-Key, as exactly one order and one charge', async () => {
    const book = await bookWithStock(t.database.db, 50, 'available', 12);
    const g = await readyGuest(t.app, [{ id: book.id }]);
    const card = await saveCard(t.app, g.token, '4242424242424242', 'one.cart@example.pk');
    const body = orderBody({
      addressId: g.addressId,
      lines: g.lines,
      paymentOption: PAYMENT_METHOD.CARD,
      cardToken: card,
    });

    const answers = await Promise.all(
      Array.from({ length: 20 }, () => placeOrder(t.app, g.token, body, randomUUID())),
    );

    const placed = answers.filter((a) => a.statusCode === 200);
    expect(placed).toHaveLength(1);
    const orders = await ordersOf(g.token);
    expect(orders).toHaveLength(1);
    expect(orders[0]?.status).toBe('placed');
    const charges = await t.database.db
      .select()
      .from(sandboxProviderPayments)
      .where(eq(sandboxProviderPayments.cardToken, card));
    expect(charges.map((c) => c.reference)).toEqual([`order-${orders[0]?.id}`]);
    expect(await stockOf(t.database.db, book.id)).toBe(49);
    // The others were told why: the order was waiting for its charge, or the cart was already empty.
    for (const refused of answers.filter((a) => a.statusCode !== 200)) {
      expect([409, 422]).toContain(refused.statusCode);
      expect([cartHeldMessage(orders[0]?.id ?? 0), 'Your cart is empty']).toContain(refused.json().error);
    }
  }, 120_000);

  it('refuses a cash order of a cart whose JazzCash order awaits approval, naming that order, and places it once the waiting order is cancelled', async () => {
    const book = await bookWithStock(t.database.db, 10, 'available', 13);
    const g = await readyGuest(t.app, [{ id: book.id }]);
    const wallet = await placeOrder(
      t.app,
      g.token,
      orderBody({ addressId: g.addressId, lines: g.lines, paymentOption: PAYMENT_METHOD.JAZZCASH }),
    );
    expect(wallet.statusCode).toBe(200);
    const waitingId: number = wallet.json().data.order.id;
    expect(wallet.json().data.redirectUrl).toEqual(expect.any(String));

    const cash = await placeOrder(
      t.app,
      g.token,
      orderBody({ addressId: g.addressId, lines: g.lines, paymentOption: PAYMENT_METHOD.CASH }),
    );
    expect(cash.statusCode).toBe(409);
    expect(cash.json()).toEqual({
      error: `Order No: ${waitingId} is waiting for its payment. Pay it or cancel it before placing another order.`,
    });
    expect((await ordersOf(g.token)).map((o) => [o.id, o.status])).toEqual([[waitingId, 'pending_payment']]);
    expect(await shownLines(t.app, g.token)).toHaveLength(1);
    expect(await stockOf(t.database.db, book.id)).toBe(9);

    const cancel = await t.app.inject({
      method: 'PUT',
      url: `/api/orders/${waitingId}/cancel-order`,
      headers: auth(g.token),
    });
    expect(cancel.statusCode).toBe(200);
    const again = await placeOrder(
      t.app,
      g.token,
      orderBody({ addressId: g.addressId, lines: g.lines, paymentOption: PAYMENT_METHOD.CASH }),
    );
    expect(again.statusCode).toBe(200);
    expect(await stockOf(t.database.db, book.id)).toBe(9);
  });
});
