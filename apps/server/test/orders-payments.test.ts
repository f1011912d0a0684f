import { randomUUID } from 'node:crypto';
import { cardDiscountDay, nextCardDiscountDayStart, priceOrder } from '@bookshop/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { books, cardDiscountUses, orders, outbox } from '../src/db/schema/index.js';
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

async function orderRow(id: number) {
  const [row] = await t.database.db.select().from(orders).where(eq(orders.id, id));
  if (!row) throw new Error(`no order ${id}`);
  return row;
}

describe('paying by card', () => {
  it('charges a saved 4242 card, applies the Indus Demo Bank discount and places the order', async () => {
    const book = await bookWithStock(t.database.db, 5, 'available', 8);
    // An own discount below the card's 10%: the card replaces it, so it saves only the difference.
    await t.database.db.update(books).set({ discountPercent: 5 }).where(eq(books.id, book.id));
    const g = await readyGuest(t.app, [{ id: book.id }]);
    const card = await saveCard(t.app, g.token, '4242424242424242', 'carded@example.pk');
    const check = await t.app.inject({
      method: 'POST',
      url: '/api/payments/pay-using-token',
      headers: auth(g.token),
      payload: {
        token: card,
        gift_wrap: 0,
        paymentMethod: 'card',
        customer: { email: 'carded@example.pk', name: 'A', phone: '' },
      },
    });
    expect(check.statusCode).toBe(200);
    const res = await placeOrder(
      t.app,
      g.token,
      orderBody({ addressId: g.addressId, lines: g.lines, paymentOption: 1, cardToken: card }),
    );
    expect(res.statusCode).toBe(200);
    const row = await orderRow(res.json().data.order.id);
    expect(row.status).toBe('placed');
    expect(row.cardLastFour).toBe('4242');
    const [b] = await t.database.db.select().from(books).where(eq(books.id, book.id));
    if (!b) throw new Error('book vanished');
    const expected = priceOrder({
      lines: [
        { PAK_PRICE: b.price, Discount: 5, cart_qty: 1, availabilityStatus: 'available', kind: 'book' },
      ],
      giftWrap: false,
      cardRule: {
        rule_enabled: true,
        discount_type: 'percentage',
        discount_value: 10,
        discount_limit: 1000,
        bank_name: '',
        bank_logo: '',
        bin: '424242',
      },
    });
    // What the card saves beyond the book's own 5% (the card's whole 10% is the line's share).
    const own = b.price - Math.round(b.price - Math.round((b.price * 5) / 100));
    expect(expected.cardDiscount).toBe(Math.round(b.price / 10) - own);
    expect(expected.lines[0]?.cardDiscount).toBe(Math.round(b.price / 10));
    expect(row.cardDiscount).toBe(expected.cardDiscount);
    expect(row.total).toBe(expected.total);
    expect(check.json().data.amount).toBe(row.total);
    expect(await shownLines(t.app, g.token)).toEqual([]);
    // The discount is spent for today: a lookup by token finds none and says from when it is back.
    const before = new Date();
    const lookup = await t.app.inject({
      method: 'GET',
      url: `/api/bins?token=${card}`,
      headers: auth(g.token),
    });
    const after = new Date();
    expect(lookup.json()).toEqual({
      data: { binDiscountDetail: null, usedToday: { nextUseFrom: expect.any(String) } },
    });
    expect(
      [nextCardDiscountDayStart(before), nextCardDiscountDayStart(after)].map((d) => d.toISOString()),
    ).toContain(lookup.json().data.usedToday.nextUseFrom);
  });

  it('answers a declined card (4000 0000 0000 0002) with the payment failed wording, gives the stock back and keeps the cart', async () => {
    const book = await bookWithStock(t.database.db, 3, 'available', 9);
    const g = await readyGuest(t.app, [{ id: book.id }]);
    const card = await saveCard(t.app, g.token, '4000000000000002');
    const check = await t.app.inject({
      method: 'POST',
      url: '/api/payments/pay-using-token',
      headers: auth(g.token),
      payload: { token: card, customer: { email: 'x@example.pk' } },
    });
    expect(check.statusCode).toBe(402);
    expect(check.json()).toEqual({ error: 'The transaction was unsuccessful.' });
    const key = randomUUID();
    const body = orderBody({ addressId: g.addressId, lines: g.lines, paymentOption: 1, cardToken: card });
    const res = await placeOrder(t.app, g.token, body, key);
    expect(res.statusCode).toBe(402);
    const orderId = res.json().data.order.id;
    expect(res.json()).toEqual({
      success: false,
      error: 'The transaction was unsuccessful.',
      data: { order: { id: orderId }, priced_as_is: false },
    });
    expect((await orderRow(orderId)).status).toBe('payment_failed');
    expect(await stockOf(t.database.db, book.id)).toBe(3);
    expect(await shownLines(t.app, g.token)).toHaveLength(1);
    // Same key: same answer, no second charge or order.
    const again = await placeOrder(t.app, g.token, body, key);
    expect(again.statusCode).toBe(402);
    expect(again.json()).toEqual(res.json());
    // A changed method (cash) with a new key then succeeds.
    const cash = await placeOrder(
      t.app,
      g.token,
      orderBody({ addressId: g.addressId, lines: g.lines, paymentOption: 4 }),
    );
    expect(cash.statusCode).toBe(200);
    expect(await stockOf(t.database.db, book.id)).toBe(2);
  });

  it('gives one card its bank discount once a day: 20 concurrent orders with the same card, exactly one discounted', async () => {
    const book = await bookWithStock(t.database.db, 100, 'available', 10);
    // No own discount, so the card's 10% is what the shopper gets.
    await t.database.db.update(books).set({ discountPercent: 0 }).where(eq(books.id, book.id));
    const shoppers = [];
    for (let i = 0; i < 20; i += 1) {
      const g = await readyGuest(t.app, [{ id: book.id }]);
      shoppers.push({ ...g, card: await saveCard(t.app, g.token, '4242424242424242') });
    }
    // Every token is the same card number: one fingerprint, so one discount for the day.
    const fingerprint = (await t.database.db.select().from(cardDiscountUses)).map(
      (u) => u.cardFingerprint,
    )[0];
    if (fingerprint)
      await t.database.db.delete(cardDiscountUses).where(eq(cardDiscountUses.cardFingerprint, fingerprint));
    const answers = await Promise.all(
      shoppers.map((s) =>
        placeOrder(
          t.app,
          s.token,
          orderBody({ addressId: s.addressId, lines: s.lines, paymentOption: 1, cardToken: s.card }),
        ),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    const rows = await Promise.all(answers.map((a) => orderRow(a.json().data.order.id)));
    expect(rows.filter((r) => r.cardDiscount > 0)).toHaveLength(1);
    const uses = await t.database.db
      .select()
      .from(cardDiscountUses)
      .where(eq(cardDiscountUses.day, cardDiscountDay(new Date())));
    expect(uses.filter((u) => rows.some((r) => r.id === u.orderId))).toHaveLength(1);
    // Twenty shoppers each sign up, save a card and fill a cart first: slow on a loaded machine.
  }, 300_000);
});

describe('orders after placing', () => {
  it('cancels an own order, returns the stock and e-mails; another token gets 404; a second cancel is refused', async () => {
    const book = await bookWithStock(t.database.db, 4, 'available', 11);
    const g = await readyGuest(t.app, [{ id: book.id, qty: 2 }]);
    const other = await readyGuest(t.app, [{ id: book.id }]);
    const res = await placeOrder(
      t.app,
      g.token,
      orderBody({ addressId: g.addressId, lines: g.lines, email: 'canceller@example.pk' }),
    );
    const id = res.json().data.order.id;
    expect(await stockOf(t.database.db, book.id)).toBe(2);

    const foreign = await t.app.inject({
      method: 'PUT',
      url: `/api/orders/${id}/cancel-order`,
      headers: auth(other.token),
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ error: 'Order not found' });
    const foreignConfirm = await t.app.inject({
      method: 'POST',
      url: `/api/cart/order-confirmation?orderId=${id}`,
      headers: auth(other.token),
    });
    expect(foreignConfirm.statusCode).toBe(404);

    const own = await t.app.inject({
      method: 'PUT',
      url: `/api/orders/${id}/cancel-order`,
      headers: auth(g.token),
    });
    expect(own.statusCode).toBe(200);
    expect(own.json().message).toBe(`Order No: ${id} has been cancelled.`);
    expect(own.json().data.order.status).toBe('cancelled');
    expect(await stockOf(t.database.db, book.id)).toBe(4);
    const mails = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, 'canceller@example.pk'));
    expect(mails.map((m) => m.subject)).toContain(`Your order No: ${id} is cancelled`);

    const twice = await t.app.inject({
      method: 'PUT',
      url: `/api/orders/${id}/cancel-order`,
      headers: auth(g.token),
    });
    expect(twice.statusCode).toBe(409);
    expect(await stockOf(t.database.db, book.id)).toBe(4);
  });

  it('places a bank transfer order as pending_payment and shows the bank details on confirmation', async () => {
    const book = await bookWithStock(t.database.db, 4, 'available', 12);
    const g = await readyGuest(t.app, [{ id: book.id }]);
    const res = await placeOrder(
      t.app,
      g.token,
      orderBody({ addressId: g.addressId, lines: g.lines, paymentOption: 3 }),
    );
    const id = res.json().data.order.id;
    const confirm = await t.app.inject({
      method: 'POST',
      url: `/api/cart/order-confirmation?orderId=${id}`,
      headers: auth(g.token),
    });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json().data.order.status).toBe('pending_payment');
    expect(confirm.json().data.bankTransfer.reference).toBe(`Order ${id}`);
    const status = await t.app.inject({
      method: 'POST',
      url: '/api/payments/payment-status',
      headers: auth(g.token),
      payload: { orderId: id },
    });
    expect(status.json()).toEqual({
      success: true,
      message: 'Waiting for your bank transfer.',
      data: { order: { id, status: 'pending_payment' } },
    });
  });

  it('runs a JazzCash payment through the sandbox approval page, then payment-status places the order', async () => {
    const book = await bookWithStock(t.database.db, 4, 'available', 13);
    const g = await readyGuest(t.app, [{ id: book.id }]);
    const res = await placeOrder(
      t.app,
      g.token,
      orderBody({ addressId: g.addressId, lines: g.lines, paymentOption: 2 }),
    );
    expect(res.statusCode).toBe(200);
    const { redirectUrl, order } = res.json().data;
    expect(redirectUrl).toMatch(/^\/sandbox-provider\/v1\/wallet\/py_/);
    const page = await t.app.inject({ method: 'GET', url: redirectUrl });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('JazzCash payment');
    const pending = await t.app.inject({
      method: 'POST',
      url: '/api/payments/payment-status',
      headers: auth(g.token),
      payload: { orderId: order.id },
    });
    expect(pending.json().data.order.status).toBe('pending_payment');
    const approve = await t.app.inject({
      method: 'POST',
      url: redirectUrl,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'decision=approve',
    });
    expect(approve.statusCode).toBe(303);
    expect(approve.headers.location).toBe(`/order-confirmation?orderId=${order.id}`);
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/payments/payment-status',
      headers: auth(g.token),
      payload: { orderId: order.id },
    });
    expect(placed.json()).toEqual({
      success: true,
      message: 'Payment received. Thank you for your order.',
      data: { order: { id: order.id, status: 'placed' } },
    });
    expect(await shownLines(t.app, g.token)).toEqual([]);
  });

  it('sends a shopper who ordered from an Urdu page back to the Urdu confirmation after the wallet', async () => {
    const book = await bookWithStock(t.database.db, 4, 'available', 13);
    const g = await readyGuest(t.app, [{ id: book.id }]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/cart/place-order',
      headers: { ...auth(g.token), 'idempotency-key': randomUUID(), 'x-shop-language': 'ur' },
      payload: orderBody({ addressId: g.addressId, lines: g.lines, paymentOption: 2 }),
    });
    const { redirectUrl, order } = res.json().data;
    const approve = await t.app.inject({
      method: 'POST',
      url: redirectUrl,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'decision=approve',
    });
    expect(approve.statusCode).toBe(303);
    expect(approve.headers.location).toBe(`/ur/order-confirmation?orderId=${order.id}`);
  });

  it('fails an Easypaisa payment the shopper declines and gives the stock back', async () => {
    const book = await bookWithStock(t.database.db, 4, 'available', 14);
    const g = await readyGuest(t.app, [{ id: book.id }]);
    const res = await placeOrder(
      t.app,
      g.token,
      orderBody({ addressId: g.addressId, lines: g.lines, paymentOption: 5 }),
    );
    const { redirectUrl, order } = res.json().data;
    expect(await stockOf(t.database.db, book.id)).toBe(3);
    await t.app.inject({
      method: 'POST',
      url: redirectUrl,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'decision=decline',
    });
    const failed = await t.app.inject({
      method: 'POST',
      url: '/api/payments/payment-status',
      headers: auth(g.token),
      payload: { orderId: order.id },
    });
    expect(failed.json()).toEqual({
      success: false,
      message: 'The transaction was unsuccessful.',
      data: { order: { id: order.id, status: 'payment_failed' } },
    });
    expect(await stockOf(t.database.db, book.id)).toBe(4);
  });
});

describe('the Payment failed dialog’s Cancel', () => {
  it('closes a declined order as cancelled without returning its stock a second time; another token gets 404', async () => {
    const book = await bookWithStock(t.database.db, 3, 'available', 15);
    const g = await readyGuest(t.app, [{ id: book.id }]);
    const card = await saveCard(t.app, g.token, '4000000000000002');
    const res = await placeOrder(
      t.app,
      g.token,
      orderBody({ addressId: g.addressId, lines: g.lines, paymentOption: 1, cardToken: card }),
    );
    expect(res.statusCode).toBe(402);
    const id = res.json().data.order.id as number;
    expect(await stockOf(t.database.db, book.id)).toBe(3);

    const stranger = await readyGuest(t.app, []);
    const foreign = await t.app.inject({
      method: 'PUT',
      url: `/api/orders/${id}/cancel-order`,
      headers: auth(stranger.token),
    });
    expect(foreign.statusCode).toBe(404);

    const cancel = await t.app.inject({
      method: 'PUT',
      url: `/api/orders/${id}/cancel-order`,
      headers: auth(g.token),
    });
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json().message).toBe(`Order No: ${id} has been cancelled.`);
    expect((await orderRow(id)).status).toBe('cancelled');
    expect(await stockOf(t.database.db, book.id)).toBe(3);
    const twice = await t.app.inject({
      method: 'PUT',
      url: `/api/orders/${id}/cancel-order`,
      headers: auth(g.token),
    });
    expect(twice.statusCode).toBe(409);
    expect(await stockOf(t.database.db, book.id)).toBe(3);
  });
});
