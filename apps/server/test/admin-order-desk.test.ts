import { randomUUID } from 'node:crypto';
import type { AdminOrderDetail, AdminOrderSummary, Order } from '@bookshop/domain';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  auditLog,
  books,
  orderEvents,
  orderShipments,
  outbox,
  sandboxProviderPayments,
  sandboxProviderRefunds,
} from '../src/db/schema/index.js';
import {
  addToCart,
  auth,
  bookWithStock,
  newGuest,
  orderBody,
  shownLines,
  stockOf,
  useCheckoutTestApp,
} from './support/checkout.js';
import { saveCard } from './support/sandbox-card.js';
import { type SignedInStaff, signedInStaff } from './support/staff.js';

const t = useCheckoutTestApp();

let books_ = 0;
let phones = 1000000;

/** A guest's order of `qty` copies of a fresh book (`stock` copies before), shipped to a phone of its own. */
async function placed(options: { paymentOption?: number; stock?: number; qty?: number; card?: string } = {}) {
  const stock = options.stock ?? 5;
  books_ += 1;
  const book = await bookWithStock(t.database.db, stock, 'available', 20 + books_);
  await t.database.db.update(books).set({ discountPercent: 0 }).where(eq(books.id, book.id));
  const token = await newGuest(t.app);
  await addToCart(t.app, token, book.id, options.qty ?? 1);
  phones += 1;
  const phone = `0301${String(phones).padStart(7, '0')}`;
  const address = await t.app.inject({
    method: 'POST',
    url: '/api/addresses',
    headers: auth(token),
    payload: {
      firstName: 'Sana',
      lastName: 'Mir',
      phone,
      address: '5 Canal Road',
      city: 'Lahore',
      province: 'Punjab',
      country: 'Pakistan',
      zipCode: '54000',
    },
  });
  const addressId = address.json().data.address.id as number;
  const cardToken = options.card
    ? await saveCard(t.app, token, options.card, `desk${phones}@example.pk`)
    : undefined;
  const email = `desk${phones}@example.pk`;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/cart/place-order',
    headers: { ...auth(token), 'idempotency-key': randomUUID() },
    payload: orderBody({
      addressId,
      lines: await shownLines(t.app, token),
      paymentOption: options.paymentOption ?? 4,
      cardToken,
      email,
    }),
  });
  if (res.statusCode !== 200) throw new Error(`place-order: ${res.statusCode} ${res.body}`);
  return { id: res.json().data.order.id as number, token, book, stock, phone, email };
}

function act(
  staff: SignedInStaff,
  id: number,
  action: string,
  payload: object = {},
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${id}/${action}`,
    headers: staff.headers,
    payload,
  });
}

async function detail(staff: SignedInStaff, id: number): Promise<AdminOrderDetail> {
  const res = await t.app.inject({ method: 'GET', url: `/api/admin/orders/${id}`, headers: staff.headers });
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  return res.json().data.order;
}

async function auditFor(id: number) {
  return t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, 'order'), eq(auditLog.targetId, String(id))))
    .orderBy(auditLog.id);
}

async function mailsTo(email: string) {
  return t.database.db.select().from(outbox).where(eq(outbox.recipient, email)).orderBy(outbox.id);
}

async function shopperOrder(token: string, id: number): Promise<Order> {
  const res = await t.app.inject({ method: 'GET', url: '/api/orders', headers: auth(token) });
  const order = (res.json().data.orders as Order[]).find((o) => o.id === id);
  if (!order) throw new Error(`order ${id} not listed`);
  return order;
}

function queue(staff: SignedInStaff, query: string) {
  return t.app.inject({ method: 'GET', url: `/api/admin/orders?${query}`, headers: staff.headers });
}

describe('the order desk: a cash-on-delivery order from phone call to delivery', () => {
  it('is found by phone, confirmed by phone, processed, shipped with a tracking number, delivered and partly refunded, each audited and e-mailed', async () => {
    const desk = await signedInStaff(t.app, t.database.db, 'orders');
    const o = await placed({ paymentOption: 4, stock: 5, qty: 2 });
    expect(await stockOf(t.database.db, o.book.id)).toBe(3);

    const found = await queue(
      desk,
      `q=${encodeURIComponent(`+92 ${o.phone.slice(1, 4)} ${o.phone.slice(4)}`)}`,
    );
    expect(found.statusCode).toBe(200);
    const hits = found.json().data.orders as AdminOrderSummary[];
    expect(hits.map((h) => h.id)).toEqual([o.id]);
    expect(hits[0]).toMatchObject({ status: 'placed', actions: ['confirm_cod', 'cancel'], items: 2 });

    // Processing waits for the phone call.
    expect((await act(desk, o.id, 'processing')).statusCode).toBe(422);

    const confirmed = await act(desk, o.id, 'confirm-cod', { note: 'Spoke to Sana' });
    expect(confirmed.statusCode).toBe(200);
    const afterConfirm = confirmed.json().data.order as AdminOrderDetail;
    expect(afterConfirm.cod_confirmation).toMatchObject({ by: { id: desk.id, email: desk.email } });
    expect(afterConfirm.status).toBe('placed');
    expect(afterConfirm.actions).toEqual(['processing', 'cancel']);
    const again = await act(desk, o.id, 'confirm-cod');
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toContain(`already confirmed by phone by ${desk.email}`);

    expect((await act(desk, o.id, 'processing')).json().data.order.status).toBe('processing');
    const shipped = await act(desk, o.id, 'ship', { courier: 'TCS', tracking_number: 'TCS-778812' });
    expect(shipped.statusCode).toBe(200);
    expect(shipped.json().data.order.shipment).toMatchObject({
      courier: 'TCS',
      tracking_number: 'TCS-778812',
    });

    const shopperView = await shopperOrder(o.token, o.id);
    expect(shopperView.status).toBe('shipped');
    expect(shopperView.shipment).toMatchObject({ courier: 'TCS', tracking_number: 'TCS-778812' });

    const delivered = (await act(desk, o.id, 'deliver')).json().data.order as AdminOrderDetail;
    expect(delivered.status).toBe('delivered');
    // Cash was collected by the courier: the money is in, and part of it can be given back.
    expect(delivered.payment).toMatchObject({
      captured: delivered.totals.total,
      refunded: 0,
      refundable: delivered.totals.total,
    });
    expect(delivered.actions).toEqual(['refund']);

    const tooMuch = await act(desk, o.id, 'refund', {
      amount: delivered.totals.total + 1,
      reason: 'damaged',
    });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().errors.amount[0]).toMatch(/^The refund cannot be more than Rs\. /);
    const refunded = (await act(desk, o.id, 'refund', { amount: 100, reason: 'Cover torn' })).json().data
      .order as AdminOrderDetail;
    expect(refunded.payment).toMatchObject({ refunded: 100, refundable: delivered.totals.total - 100 });
    expect(refunded.payment.refunds).toEqual([
      expect.objectContaining({
        amount: 100,
        reason: 'Cover torn',
        actor: `staff:${desk.id}`,
        reference: null,
      }),
    ]);
    // Stock: taken once at ordering, never given back by moving on.
    expect(await stockOf(t.database.db, o.book.id)).toBe(3);

    const audited = (await auditFor(o.id)).map((a) => [a.action, a.actor, a.before, a.after]);
    expect(audited).toEqual([
      [
        'order.cod_confirmed',
        `staff:${desk.id}`,
        { cod_confirmed: false },
        { cod_confirmed: true, note: 'Spoke to Sana' },
      ],
      ['order.processing', `staff:${desk.id}`, { status: 'placed' }, { status: 'processing' }],
      [
        'order.shipped',
        `staff:${desk.id}`,
        { status: 'processing' },
        { status: 'shipped', courier: 'TCS', tracking_number: 'TCS-778812' },
      ],
      ['order.delivered', `staff:${desk.id}`, { status: 'shipped' }, { status: 'delivered' }],
      [
        'order.refunded',
        `staff:${desk.id}`,
        { refunded: 0 },
        { refunded: 100, amount: 100, reason: 'Cover torn' },
      ],
    ]);
    expect((await auditFor(o.id)).every((a) => a.address !== null)).toBe(true);

    const mails = await mailsTo(o.email);
    const shippedMail = mails.find((m) => m.subject === `Your order No: ${o.id} has shipped`);
    expect(shippedMail?.body).toContain('Tracking number: TCS-778812');
    expect(mails.map((m) => m.subject)).toEqual(
      expect.arrayContaining([
        `Your order No: ${o.id} is confirmed for cash on delivery`,
        `Your order No: ${o.id}: Processing`,
        `Your order No: ${o.id}: Delivered`,
        `Your order No: ${o.id}: Rs. 100 refunded`,
      ]),
    );

    const page = await detail(desk, o.id);
    const kinds = page.timeline.map((e) =>
      e.kind === 'event' ? `${e.from_status ?? '-'}>${e.to_status}` : `mail:${e.subject}`,
    );
    expect(kinds[0]).toBe('->placed');
    expect(kinds).toEqual(
      expect.arrayContaining([
        'placed>processing',
        'processing>shipped',
        'shipped>delivered',
        `mail:Your order No: ${o.id} has shipped`,
      ]),
    );
    expect(page.lines).toEqual([
      expect.objectContaining({
        Book_Id: o.book.id,
        qty: 2,
        reserved_qty: 2,
        discount_percent: 0,
        backorder: false,
      }),
    ]);
  });
});

describe('the order desk: money', () => {
  it('marks a bank transfer received: pending payment -> placed, the money captured, the shopper told', async () => {
    const desk = await signedInStaff(t.app, t.database.db, 'orders');
    const o = await placed({ paymentOption: 3 });
    const before = await detail(desk, o.id);
    expect(before).toMatchObject({ status: 'pending_payment', actions: ['transfer_received', 'cancel'] });
    const res = await act(desk, o.id, 'transfer-received', { reference: 'HBL-99812' });
    expect(res.statusCode).toBe(200);
    const order = res.json().data.order as AdminOrderDetail;
    expect(order.status).toBe('placed');
    expect(order.payment).toMatchObject({ captured: order.totals.total, provider_reference: 'HBL-99812' });
    expect(
      order.timeline.some(
        (e) => e.kind === 'event' && e.actor === `staff:${desk.id}` && e.to_status === 'placed',
      ),
    ).toBe(true);
    const [entry] = await auditFor(o.id);
    expect(entry).toMatchObject({
      action: 'order.transfer_received',
      after: { status: 'placed', captured: order.totals.total, reference: 'HBL-99812' },
    });
    expect((await mailsTo(o.email)).map((m) => m.subject)).toContain(
      `Your order No: ${o.id}: payment received`,
    );
    expect((await act(desk, o.id, 'transfer-received')).statusCode).toBe(409);
  });

  it('cancels a paid card order with a reason: stock back, the charge refunded once and recorded, audited and e-mailed', async () => {
    const desk = await signedInStaff(t.app, t.database.db, 'orders');
    const o = await placed({ paymentOption: 1, card: '4242424242424242', stock: 4 });
    expect(await stockOf(t.database.db, o.book.id)).toBe(3);
    const paid = await detail(desk, o.id);
    expect(paid.payment).toMatchObject({
      captured: paid.totals.total,
      card: { network: 'visa', last_four: '4242' },
    });

    const refused = await act(desk, o.id, 'cancel', { reason: '' });
    expect(refused.statusCode).toBe(422);
    const res = await act(desk, o.id, 'cancel', { reason: 'Out of print at the publisher' });
    expect(res.statusCode).toBe(200);
    const order = res.json().data.order as AdminOrderDetail;
    expect(order.status).toBe('cancelled');
    expect(order.payment).toMatchObject({
      outcome: 'refunded',
      refunded: paid.totals.total,
      refund_due: 0,
      refundable: 0,
    });
    expect(await stockOf(t.database.db, o.book.id)).toBe(4);
    const [payment] = await t.database.db
      .select()
      .from(sandboxProviderPayments)
      .where(eq(sandboxProviderPayments.reference, `order-${o.id}`));
    expect(payment?.status).toBe('refunded');
    const [entry] = await auditFor(o.id);
    expect(entry).toMatchObject({
      action: 'order.cancelled',
      before: { status: 'placed' },
      after: { status: 'cancelled', reason: 'Out of print at the publisher' },
    });
    const mail = (await mailsTo(o.email)).find((m) => m.subject === `Your order No: ${o.id} is cancelled`);
    expect(mail?.body).toContain('Reason: Out of print at the publisher');

    const twice = await act(desk, o.id, 'cancel', { reason: 'again' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({
      error: expect.stringContaining('it is now Cancelled'),
      data: { status: 'cancelled' },
    });
    expect(await stockOf(t.database.db, o.book.id)).toBe(4);
  });

  it('refunds part of a card payment with the provider, and a later cancel refunds only the rest', async () => {
    const desk = await signedInStaff(t.app, t.database.db, 'orders');
    const o = await placed({ paymentOption: 1, card: '4242424242424242' });
    const total = (await detail(desk, o.id)).totals.total;
    const part = await act(desk, o.id, 'refund', { amount: 120, reason: 'Late delivery' });
    expect(part.statusCode).toBe(200);
    expect(part.json().data.order.payment).toMatchObject({
      refunded: 120,
      refund_due: 0,
      refundable: total - 120,
    });
    const given = await t.database.db
      .select()
      .from(sandboxProviderRefunds)
      .where(eq(sandboxProviderRefunds.paymentReference, `order-${o.id}`));
    expect(given.map((r) => r.amount)).toEqual([120]);

    const cancelled = (await act(desk, o.id, 'cancel', { reason: 'Shopper changed their mind' })).json().data
      .order as AdminOrderDetail;
    expect(cancelled.payment).toMatchObject({
      captured: total,
      refunded: total,
      refund_due: 0,
      refundable: 0,
    });
    expect(cancelled.payment.refunds.map((r) => r.amount)).toEqual([120, total - 120]);
    const money = await t.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, o.id));
    expect(money.filter((e) => e.paymentAction === 'refund_due').map((e) => e.paymentAmount)).toEqual([
      120,
      total - 120,
    ]);
  });
});

describe('the order desk: two staff shipping one order at once', () => {
  it('lets one win; the other is told the order changed (409) and nothing is recorded twice', async () => {
    const a = await signedInStaff(t.app, t.database.db, 'orders');
    const b = await signedInStaff(t.app, t.database.db, 'owner');
    const o = await placed({ paymentOption: 3 });
    await act(a, o.id, 'transfer-received');
    await act(a, o.id, 'processing');
    const [first, second] = await Promise.all([
      act(a, o.id, 'ship', { courier: 'TCS', tracking_number: 'TCS-1' }),
      act(b, o.id, 'ship', { courier: 'Leopards', tracking_number: 'LP-2' }),
    ]);
    const codes = [first.statusCode, second.statusCode].sort();
    expect(codes).toEqual([200, 409]);
    const loser = first.statusCode === 409 ? first : second;
    expect(loser.json()).toEqual({
      error: `Order No: ${o.id} has changed: it is now Shipped. Reload it to see what was done.`,
      data: { status: 'shipped' },
    });
    const shipments = await t.database.db
      .select()
      .from(orderShipments)
      .where(eq(orderShipments.orderId, o.id));
    expect(shipments).toHaveLength(1);
    const events = await t.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, o.id));
    expect(events.filter((e) => e.toStatus === 'shipped')).toHaveLength(1);
    expect((await auditFor(o.id)).filter((e) => e.action === 'order.shipped')).toHaveLength(1);
    expect((await mailsTo(o.email)).filter((m) => m.subject.endsWith('has shipped'))).toHaveLength(1);
  });
});

describe('cancel demands', () => {
  async function shippedWithDemand(desk: SignedInStaff) {
    const o = await placed({ paymentOption: 1, card: '4242424242424242', stock: 2 });
    await act(desk, o.id, 'processing');
    await act(desk, o.id, 'ship', { courier: 'TCS', tracking_number: `TCS-${o.id}` });
    const demand = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${o.id}/cancel-demand`,
      headers: auth(o.token),
      payload: { reason: 'Ordered the wrong edition' },
    });
    expect(demand.statusCode).toBe(201);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/cancel-demands',
      headers: desk.headers,
    });
    const mine = (list.json().data.demands as { id: number; order: { id: number } }[]).find(
      (d) => d.order.id === o.id,
    );
    if (!mine) throw new Error('demand not listed');
    return { o, demandId: mine.id };
  }

  it('accepted: the order is cancelled and refunded, the stock back, the answer and both actions audited', async () => {
    const desk = await signedInStaff(t.app, t.database.db, 'orders');
    const { o, demandId } = await shippedWithDemand(desk);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/cancel-demands/${demandId}/accept`,
      headers: desk.headers,
      payload: {},
    });
    expect(res.statusCode).toBe(200);
    const { demand, order } = res.json().data as { demand: { state: string }; order: AdminOrderDetail };
    expect(demand).toMatchObject({ state: 'accepted', answered_by: { id: desk.id } });
    expect(order).toMatchObject({ status: 'cancelled', payment: { outcome: 'refunded', refundable: 0 } });
    expect(await stockOf(t.database.db, o.book.id)).toBe(2);
    const actions = (
      await t.database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.actor, `staff:${desk.id}`))
    ).map((a) => a.action);
    expect(actions).toEqual(expect.arrayContaining(['order.cancelled', 'cancel_demand.accepted']));
    const twice = await t.app.inject({
      method: 'POST',
      url: `/api/admin/cancel-demands/${demandId}/decline`,
      headers: desk.headers,
      payload: { reply: 'no' },
    });
    expect(twice.statusCode).toBe(409);
    const open = await t.app.inject({
      method: 'GET',
      url: '/api/admin/cancel-demands?state=open',
      headers: desk.headers,
    });
    expect((open.json().data.demands as { id: number }[]).map((d) => d.id)).not.toContain(demandId);
  });

  it('declined: the reply is e-mailed, the order stays shipped and nothing moves', async () => {
    const desk = await signedInStaff(t.app, t.database.db, 'orders');
    const { o, demandId } = await shippedWithDemand(desk);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/cancel-demands/${demandId}/decline`,
      headers: desk.headers,
      payload: { reply: 'The courier has already delivered it to your city.\nPlease return it instead.' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.order.status).toBe('shipped');
    expect(res.json().data.demand).toMatchObject({
      state: 'declined',
      reply: expect.stringContaining('return it instead'),
    });
    const mail = (await mailsTo(o.email)).find(
      (m) => m.subject === `Your request to cancel order No: ${o.id}`,
    );
    expect(mail?.body).toContain('The courier has already delivered it to your city.');
    expect(await stockOf(t.database.db, o.book.id)).toBe(1);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'cancel_demand'), eq(auditLog.targetId, String(demandId))));
    expect(entry).toMatchObject({
      action: 'cancel_demand.declined',
      after: { state: 'declined', order_id: o.id },
    });
  });
});

describe('the queue, print data, dashboard and customers', () => {
  it('filters by status, method and date, finds an order by number and e-mail, counts per status and pages', async () => {
    const desk = await signedInStaff(t.app, t.database.db, 'orders');
    const cod = await placed({ paymentOption: 4 });
    const transfer = await placed({ paymentOption: 3 });
    const byNumber = (await queue(desk, `q=%23${cod.id}`)).json().data;
    expect(byNumber.orders.map((x: AdminOrderSummary) => x.id)).toContain(cod.id);
    const byEmail = (await queue(desk, `q=${encodeURIComponent(transfer.email)}`)).json().data;
    expect(byEmail.orders.map((x: AdminOrderSummary) => x.id)).toEqual([transfer.id]);
    const pending = (await queue(desk, 'status=pending_payment&payment_method=3')).json().data;
    expect(
      pending.orders.every(
        (x: AdminOrderSummary) => x.status === 'pending_payment' && x.payment_option === 3,
      ),
    ).toBe(true);
    expect(pending.orders.map((x: AdminOrderSummary) => x.id)).toContain(transfer.id);
    const all = (await queue(desk, 'per_page=1')).json().data;
    expect(all.orders).toHaveLength(1);
    expect(all.total).toBe(Object.values(all.counts as Record<string, number>).reduce((s, n) => s + n, 0));
    expect(all.orders[0].id).toBeGreaterThanOrEqual(transfer.id);
    const today = new Date().toISOString().slice(0, 10);
    const future = (await queue(desk, 'from=2099-01-01')).json().data;
    expect(future.orders).toEqual([]);
    const dated = (await queue(desk, `from=2000-01-01&to=${today.slice(0, 4)}-12-31`)).json().data;
    expect(dated.orders.length).toBeGreaterThan(0);
    expect((await queue(desk, 'status=lost')).statusCode).toBe(422);
  });

  it('gives the invoice and packing slip of an order as charged', async () => {
    const desk = await signedInStaff(t.app, t.database.db, 'orders');
    const o = await placed({ paymentOption: 4, qty: 2 });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${o.id}/print`,
      headers: desk.headers,
    });
    expect(res.statusCode).toBe(200);
    const { invoice, packing_slip, shop } = res.json().data;
    const order = await detail(desk, o.id);
    expect(invoice).toMatchObject({
      order_id: o.id,
      totals: order.totals,
      payment_method_label: 'Cash on Delivery',
    });
    expect(invoice.lines[0]).not.toHaveProperty('reserved_qty');
    expect(packing_slip.lines).toEqual([
      {
        title: order.lines[0]?.BOOK_TITLE,
        author_name: order.lines[0]?.authorName,
        qty: 2,
        backorder: false,
      },
    ]);
    expect(shop).toMatchObject({ name: 'Bookshop', website: 'https://shop.example.pk' });
  });

  it("counts today's orders and revenue and what waits for each action on the dashboard", async () => {
    const desk = await signedInStaff(t.app, t.database.db, 'orders');
    const read = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: desk.headers })).json().data;
    const before = await read();
    const o = await placed({ paymentOption: 4 });
    const total = (await detail(desk, o.id)).totals.total;
    const after = await read();
    expect(after.today.orders - before.today.orders).toBe(1);
    expect(after.today.revenue - before.today.revenue).toBe(total);
    expect(after.week.orders).toBeGreaterThanOrEqual(after.today.orders);
    expect(after.waiting.confirm_cod - before.waiting.confirm_cod).toBe(1);
    await act(desk, o.id, 'confirm-cod');
    const confirmed = await read();
    expect(confirmed.waiting.confirm_cod - before.waiting.confirm_cod).toBe(0);
    expect(confirmed.waiting.processing - before.waiting.processing).toBe(1);
    const transfer = await placed({ paymentOption: 3 });
    const waiting = await read();
    expect(waiting.payments_pending.orders - confirmed.payments_pending.orders).toBe(1);
    expect(waiting.waiting.transfer_received - confirmed.waiting.transfer_received).toBe(1);
    await t.database.db.update(books).set({ stock: 1 }).where(eq(books.id, transfer.book.id));
    expect((await read()).low_stock.books.map((b: { Book_Id: number }) => b.Book_Id)).toContain(
      transfer.book.id,
    );
  });

  it('finds a customer, shows their orders and addresses without a password or card number, and sends the forgot-password link', async () => {
    const desk = await signedInStaff(t.app, t.database.db, 'orders');
    const email = `customer${Date.now()}@example.pk`;
    const reg = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        first_name: 'Bilal',
        last_name: 'Aziz',
        email,
        password: 'secret123',
        password_confirmation: 'secret123',
      },
      remoteAddress: '10.66.0.1',
    });
    expect(reg.statusCode).toBe(201);
    const userId = reg.json().data.user.id as number;
    const search = await t.app.inject({
      method: 'GET',
      url: `/api/admin/customers?q=${encodeURIComponent('Bilal Az')}`,
      headers: desk.headers,
    });
    expect((search.json().data.customers as { id: number }[]).map((c) => c.id)).toContain(userId);
    const one = await t.app.inject({
      method: 'GET',
      url: `/api/admin/customers/${userId}`,
      headers: desk.headers,
    });
    expect(one.statusCode).toBe(200);
    expect(one.json().data.customer).toMatchObject({ id: userId, email, name: 'Bilal Aziz', orders: 0 });
    expect(one.body).not.toMatch(/argon2|password|secret123/i);
    const reset = await t.app.inject({
      method: 'POST',
      url: `/api/admin/customers/${userId}/password-reset`,
      headers: desk.headers,
    });
    expect(reset.statusCode).toBe(200);
    await (t.app as unknown as { backgroundWorkSettled: () => Promise<void> }).backgroundWorkSettled();
    const mail = (await mailsTo(email)).find((m) => m.subject === 'Reset your password');
    expect(mail?.body).toContain('/reset-password?resetPasswordToken=');
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'customer'), eq(auditLog.targetId, String(userId))));
    expect(entry).toMatchObject({ action: 'customer.password_reset_sent', actor: `staff:${desk.id}` });
  });
});
