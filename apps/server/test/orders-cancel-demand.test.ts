import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderCancelDemands, outbox } from '../src/db/schema/index.js';
import { runOrderStatusCommand } from '../src/orders/order-status-command.js';
import { register } from './support/accounts.js';
import {
  addAddress,
  addToCart,
  auth,
  bookWithStock,
  orderBody,
  placeOrder,
  readyGuest,
  shownLines,
  useCheckoutTestApp,
} from './support/checkout.js';

const t = useCheckoutTestApp();

const SHOP_INBOX = 'orders@shop.example.pk';

/** Moves an order along the life cycle the way staff do, with the CLI. */
async function moveTo(id: number, ...statuses: string[]) {
  for (const status of statuses) {
    const result = await runOrderStatusCommand(t.database.db, [String(id), status], '');
    expect(result.code).toBe(0);
  }
}

async function guestOrder(skip: number) {
  const book = await bookWithStock(t.database.db, 5, 'available', skip);
  const g = await readyGuest(t.app, [{ id: book.id }]);
  const res = await placeOrder(t.app, g.token, orderBody({ addressId: g.addressId, lines: g.lines }));
  expect(res.statusCode).toBe(200);
  return { id: res.json().data.order.id as number, token: g.token };
}

function demand(token: string, id: number, payload: object) {
  return t.app.inject({
    method: 'POST',
    url: `/api/orders/${id}/cancel-demand`,
    headers: auth(token),
    payload,
  });
}

async function shopMailsAbout(id: number) {
  const mails = await t.database.db.select().from(outbox).where(eq(outbox.recipient, SHOP_INBOX));
  return mails.filter((m) => m.subject === `Cancellation requested for shipped order No: ${id}`);
}

describe('cancel demand', () => {
  it('stores a shipped order’s cancel demand once, e-mails the shop once and shows it with the order', async () => {
    const order = await guestOrder(30);
    await moveTo(order.id, 'processing', 'shipped');

    const first = await demand(order.token, order.id, { reason: '  Ordered the wrong edition ' });
    expect(first.statusCode).toBe(201);
    expect(first.headers['cache-control']).toBe('no-store');
    const body = first.json();
    expect(body).toEqual({
      success: true,
      message: `Your request to cancel Order No: ${order.id} has been sent. We will e-mail you once the shop has answered.`,
      data: { demand: { reason: 'Ordered the wrong edition', created_at: expect.any(String) } },
    });

    const mails = await shopMailsAbout(order.id);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.body).toContain('Ordered the wrong edition');
    expect(mails[0]?.body).toContain('buyer@example.pk');

    const list = await t.app.inject({ method: 'GET', url: '/api/orders', headers: auth(order.token) });
    const listed = list.json().data.orders.find((o: { id: number }) => o.id === order.id);
    expect(listed.status).toBe('shipped');
    expect(listed.cancel_demand).toEqual(body.data.demand);

    // Asking again (a double press, a second tab) answers the first request and mails no one.
    const again = await demand(order.token, order.id, { reason: 'Please cancel' });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.demand).toEqual(body.data.demand);
    expect(await shopMailsAbout(order.id)).toHaveLength(1);
  });

  it('refuses a blank or overlong reason with the field message and stores nothing', async () => {
    const order = await guestOrder(31);
    await moveTo(order.id, 'processing', 'shipped');
    const blank = await demand(order.token, order.id, { reason: '   ' });
    expect(blank.statusCode).toBe(422);
    expect(blank.json()).toEqual({
      errors: { reason: ['Please tell us why you want this order cancelled.'] },
    });
    const long = await demand(order.token, order.id, { reason: 'x'.repeat(501) });
    expect(long.statusCode).toBe(422);
    expect(long.json().errors.reason).toEqual(['The reason can be at most 500 characters.']);
    const rows = await t.database.db
      .select()
      .from(orderCancelDemands)
      .where(eq(orderCancelDemands.orderId, order.id));
    expect(rows).toEqual([]);
  });

  it('sends an order not yet shipped to be cancelled directly, refuses a delivered one, and hides another shopper’s order (404)', async () => {
    const placed = await guestOrder(32);
    const early = await demand(placed.token, placed.id, { reason: 'Changed my mind' });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({
      error: `Order No: ${placed.id} has not shipped: cancel it yourself from Your Orders.`,
    });

    await moveTo(placed.id, 'processing', 'shipped', 'delivered');
    const late = await demand(placed.token, placed.id, { reason: 'Changed my mind' });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ error: `Order No: ${placed.id} can no longer be cancelled.` });

    const shipped = await guestOrder(33);
    await moveTo(shipped.id, 'processing', 'shipped');
    const stranger = await readyGuest(t.app, []);
    const foreign = await demand(stranger.token, shipped.id, { reason: 'Not mine' });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ error: 'Order not found' });
    expect(await shopMailsAbout(shipped.id)).toEqual([]);
  });

  it('blanks the reason when the account that asked is deleted', async () => {
    const book = await bookWithStock(t.database.db, 5, 'available', 34);
    const user = await register(t.app);
    await addToCart(t.app, user.token, book.id);
    const addressId = await addAddress(t.app, user.token);
    const res = await placeOrder(
      t.app,
      user.token,
      orderBody({ addressId, lines: await shownLines(t.app, user.token) }),
    );
    const id = res.json().data.order.id as number;
    await moveTo(id, 'processing', 'shipped');
    expect((await demand(user.token, id, { reason: 'Call me on 0300 1234567' })).statusCode).toBe(201);
    const del = await t.app.inject({
      method: 'POST',
      url: '/api/auth/delete-account',
      headers: auth(user.token),
    });
    expect(del.statusCode).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(orderCancelDemands)
      .where(eq(orderCancelDemands.orderId, id));
    expect(row?.reason).toBe('');
  });
});
