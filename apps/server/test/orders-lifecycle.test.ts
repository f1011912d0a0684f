import { randomUUID } from 'node:crypto';
import { type Order, PAYMENT_STATE_TABLE } from '@bookshop/domain';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { binDiscountRules, books, cardDiscountUses, giftCards, orders } from '../src/db/schema/index.js';
import { hashGiftCardCode } from '../src/gift-cards/gift-card-code.js';
import { expireUnpaidOrders } from '../src/orders/expire-unpaid-orders.js';
import { listOrderEvents } from '../src/orders/order-events.js';
import { changeOrderStatus } from '../src/orders/service.js';
import { DEFAULT_UNPAID_ORDER_WINDOWS } from '../src/orders/unpaid-order-windows.js';
import type { PaymentProvider } from '../src/payments/provider.js';
import { createSandboxProvider } from '../src/payments/sandbox/sandbox-provider.js';
import {
  auth,
  bookWithStock,
  newGuest,
  orderBody,
  readyGuest,
  stockOf,
  useCheckoutTestApp,
} from './support/checkout.js';
import { buyGiftCard } from './support/gift-cards.js';
import { saveCard } from './support/sandbox-card.js';

const t = useCheckoutTestApp();
const PUBLIC_URL = 'https://shop.example.pk';
const MINUTE = 60_000;

const provider = () => createSandboxProvider(t.database.db);
const paymentOf = (id: number) => provider().paymentState(`order-${id}`);
const events = (id: number) => listOrderEvents(t.database.db, id);
const words = (code: string) => PAYMENT_STATE_TABLE.find((e) => e.code === code);

let addresses = 0;
/** Each order from an address of its own: gift card codes are limited per address. */
function nextAddress(): string {
  addresses += 1;
  return `10.23.${(addresses >> 8) & 255}.${addresses & 255}`;
}

async function orderRow(id: number) {
  const [row] = await t.database.db.select().from(orders).where(eq(orders.id, id));
  if (!row) throw new Error(`no order ${id}`);
  return row;
}

/** A guest's order of one copy of a fresh book (`stock` copies before), as the body says. */
async function placed(
  skip: number,
  extra: { paymentOption?: number; card?: string; giftCardCode?: string; stock?: number } = {},
) {
  const stock = extra.stock ?? 3;
  const book = await bookWithStock(t.database.db, stock, 'available', skip);
  // No own discount: a bank card's discount applies in full.
  await t.database.db.update(books).set({ discountPercent: 0 }).where(eq(books.id, book.id));
  const g = await readyGuest(t.app, [{ id: book.id }]);
  const cardToken = extra.card
    ? await saveCard(t.app, g.token, extra.card, `card${skip}@example.pk`)
    : undefined;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/cart/place-order',
    headers: { ...auth(g.token), 'idempotency-key': randomUUID() },
    payload: {
      ...orderBody({
        addressId: g.addressId,
        lines: g.lines,
        paymentOption: extra.paymentOption ?? 4,
        cardToken,
        email: `life${skip}@example.pk`,
      }),
      ...(extra.giftCardCode ? { gift_card_code: extra.giftCardCode } : {}),
    },
    remoteAddress: nextAddress(),
  });
  const data = res.json().data as { order: { id: number }; redirectUrl?: string | null };
  return { res, id: data.order.id, redirectUrl: data.redirectUrl ?? null, book, stock, token: g.token };
}

function cancel(token: string, id: number): Promise<LightMyRequestResponse> {
  return t.app.inject({ method: 'PUT', url: `/api/orders/${id}/cancel-order`, headers: auth(token) });
}

function paymentStatus(token: string, id: number): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/payment-status',
    headers: auth(token),
    payload: { orderId: id },
  });
}

function decide(approvalUrl: string, decision: 'approve' | 'decline'): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: approvalUrl,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `decision=${decision}`,
  });
}

async function wireOrder(token: string, id: number): Promise<Order> {
  const res = await t.app.inject({ method: 'GET', url: '/api/orders', headers: auth(token) });
  const list = (res.json().data?.orders ?? res.json().data ?? res.json()) as Order[];
  const order = list.find((o) => o.id === id);
  if (!order) throw new Error(`order ${id} not listed`);
  return order;
}

async function giftCardOf(code: string) {
  const [card] = await t.database.db
    .select()
    .from(giftCards)
    .where(eq(giftCards.codeHash, hashGiftCardCode(code)));
  if (!card) throw new Error('no gift card');
  return card;
}

async function discountUsesOf(id: number): Promise<number> {
  return (await t.database.db.select().from(cardDiscountUses).where(eq(cardDiscountUses.orderId, id))).length;
}

/** The sandbox provider with its void unreachable, as during a provider outage. */
function providerWithVoidDown(): PaymentProvider {
  const sandbox = provider();
  return {
    ...sandbox,
    cancelPendingPayment: () => Promise.reject(new Error('provider unreachable')),
  };
}

function expireAt(ms: number, with_: PaymentProvider = provider()) {
  return expireUnpaidOrders({
    db: t.database.db,
    provider: with_,
    publicUrl: PUBLIC_URL,
    windows: DEFAULT_UNPAID_ORDER_WINDOWS,
    now: () => new Date(Date.now() + ms),
  });
}

describe('a cancelled wallet order (issue 23, defect 3)', () => {
  it.each([
    [2, 'JazzCash'],
    [5, 'Easypaisa'],
  ])(
    'voids the pending %s payment: approving it afterwards takes no money and the order stays cancelled',
    async (paymentOption, wallet) => {
      const order = await placed(40 + paymentOption, { paymentOption });
      expect(order.res.statusCode).toBe(200);
      expect(order.redirectUrl).toMatch(/^\/sandbox-provider\/v1\/wallet\/py_/);
      const { total } = await orderRow(order.id);

      expect((await cancel(order.token, order.id)).statusCode).toBe(200);
      expect(await paymentOf(order.id)).toBe('voided');

      const page = await t.app.inject({ method: 'GET', url: order.redirectUrl ?? '' });
      expect(page.body).toContain(`${wallet} payment`);
      expect(page.body).toContain('can no longer be paid');
      expect(page.body).not.toContain('<form');

      const approve = await decide(order.redirectUrl ?? '', 'approve');
      expect(approve.statusCode).toBe(409);
      expect(approve.body).toContain('can no longer be paid');
      expect(await paymentOf(order.id)).toBe('voided');

      const status = await paymentStatus(order.token, order.id);
      expect(status.json()).toEqual({
        success: false,
        message: `Order No: ${order.id} was cancelled.`,
        data: { order: { id: order.id, status: 'cancelled' } },
      });
      expect(await orderRow(order.id)).toMatchObject({
        status: 'cancelled',
        paymentOutcome: 'voided',
        refundReference: null,
      });
      expect(await stockOf(t.database.db, order.book.id)).toBe(order.stock);
      expect(await events(order.id)).toEqual([
        expect.objectContaining({
          from_status: 'pending_payment',
          to_status: 'cancelled',
          actor: 'shopper',
          payment: { action: 'voided', amount: total, reference: expect.stringMatching(/^py_/) },
          returned: { stock: 1, card_discount: false, gift_card: 0 },
        }),
      ]);
      expect((await wireOrder(order.token, order.id)).payment_state).toEqual({
        code: 'voided',
        label: 'Not charged',
      });
    },
  );

  it('fails a wallet payment the shopper declines once, and records it on the timeline', async () => {
    const order = await placed(43, { paymentOption: 2 });
    const { total } = await orderRow(order.id);
    await decide(order.redirectUrl ?? '', 'decline');
    await Promise.all([paymentStatus(order.token, order.id), paymentStatus(order.token, order.id)]);
    expect(await stockOf(t.database.db, order.book.id)).toBe(order.stock);
    expect(await events(order.id)).toEqual([
      expect.objectContaining({
        from_status: 'pending_payment',
        to_status: 'payment_failed',
        actor: 'system',
        payment: expect.objectContaining({ action: 'declined', amount: total }),
        returned: { stock: 1, card_discount: false, gift_card: 0 },
      }),
    ]);
    expect((await wireOrder(order.token, order.id)).payment_state.code).toBe('failed');
  });
});

describe('a payment arriving after its order ended', () => {
  it('refunds a JazzCash approval made after the order expired (the void could not reach the provider), and records the refund', async () => {
    const order = await placed(44, { paymentOption: 2 });
    const { total } = await orderRow(order.id);
    const report = await expireAt(31 * MINUTE, providerWithVoidDown());
    expect(report.expired).toContain(order.id);
    expect(await orderRow(order.id)).toMatchObject({ status: 'cancelled', paymentOutcome: null });
    expect(await stockOf(t.database.db, order.book.id)).toBe(order.stock);
    expect(await paymentOf(order.id)).toBe('pending');

    // The shopper approves late: the provider takes the money.
    expect((await decide(order.redirectUrl ?? '', 'approve')).statusCode).toBe(303);
    expect(await paymentOf(order.id)).toBe('succeeded');

    const status = await paymentStatus(order.token, order.id);
    expect(status.json()).toEqual({
      success: false,
      message: `Order No: ${order.id} was cancelled. Your payment has been refunded.`,
      data: { order: { id: order.id, status: 'cancelled' } },
    });
    expect(await paymentOf(order.id)).toBe('refunded');
    expect(await orderRow(order.id)).toMatchObject({
      status: 'cancelled',
      paymentOutcome: 'refunded',
      refundReference: `order-${order.id}`,
    });
    // Asking again neither refunds nor records anything twice; the stock went back once.
    await paymentStatus(order.token, order.id);
    expect(await stockOf(t.database.db, order.book.id)).toBe(order.stock);
    expect(await events(order.id)).toEqual([
      expect.objectContaining({
        from_status: 'pending_payment',
        to_status: 'cancelled',
        actor: 'system',
        note: 'Not paid in time.',
        payment: null,
        returned: { stock: 1, card_discount: false, gift_card: 0 },
      }),
      expect.objectContaining({
        from_status: null,
        to_status: 'cancelled',
        payment: expect.objectContaining({ action: 'captured', amount: total }),
      }),
      expect.objectContaining({
        from_status: null,
        to_status: 'cancelled',
        payment: expect.objectContaining({ action: 'refunded', amount: total }),
        returned: { stock: 0, card_discount: false, gift_card: 0 },
      }),
    ]);
    expect((await wireOrder(order.token, order.id)).payment_state).toEqual({
      code: 'refunded',
      label: 'Refunded',
    });
  });

  it('refunds a late Easypaisa approval at the next expiry run when the shopper never comes back', async () => {
    const order = await placed(45, { paymentOption: 5 });
    await expireAt(31 * MINUTE, providerWithVoidDown());
    await decide(order.redirectUrl ?? '', 'approve');
    const report = await expireAt(32 * MINUTE);
    expect(report.refunded).toContain(order.id);
    expect(await paymentOf(order.id)).toBe('refunded');
    expect(await orderRow(order.id)).toMatchObject({ status: 'cancelled', paymentOutcome: 'refunded' });
    // A pending payment of an ended order is voided by the same run.
    const other = await placed(46, { paymentOption: 2 });
    await expireAt(31 * MINUTE, providerWithVoidDown());
    await expireAt(32 * MINUTE);
    expect(await paymentOf(other.id)).toBe('voided');
    expect(await orderRow(other.id)).toMatchObject({ paymentOutcome: 'voided' });
    expect((await decide(other.redirectUrl ?? '', 'approve')).statusCode).toBe(409);
  });
});

describe('stock, card discount and gift card come back exactly once', () => {
  it('when a shopper cancels a paid card order twice at once: one cancel gives everything back and the charge is refunded', async () => {
    const buyer = await newGuest(t.app);
    const { code } = await buyGiftCard(t.app, t.database.db, buyer, {
      amount: '500',
      recipient_email: 'life-cancel@example.pk',
    });
    const order = await placed(47, {
      paymentOption: 1,
      card: '4242424242424242',
      giftCardCode: code,
      stock: 4,
    });
    expect(order.res.statusCode).toBe(200);
    const row = await orderRow(order.id);
    expect(row).toMatchObject({ status: 'placed', giftCard: expect.any(Number) });
    expect(row.cardDiscount).toBeGreaterThan(0);
    expect(await discountUsesOf(order.id)).toBe(1);
    expect((await giftCardOf(code)).redeemedOrderId).toBe(order.id);
    expect(await stockOf(t.database.db, order.book.id)).toBe(3);

    const answers = await Promise.all([cancel(order.token, order.id), cancel(order.token, order.id)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await stockOf(t.database.db, order.book.id)).toBe(4);
    expect(await discountUsesOf(order.id)).toBe(0);
    expect(await giftCardOf(code)).toMatchObject({ redeemedAt: null, redeemedOrderId: null });
    expect(await paymentOf(order.id)).toBe('refunded');
    expect(await orderRow(order.id)).toMatchObject({ paymentOutcome: 'refunded' });
    expect(await events(order.id)).toEqual([
      expect.objectContaining({
        from_status: 'pending_payment',
        to_status: 'placed',
        payment: expect.objectContaining({ action: 'captured', amount: row.total }),
      }),
      expect.objectContaining({
        from_status: 'placed',
        to_status: 'cancelled',
        actor: 'shopper',
        payment: expect.objectContaining({ action: 'refund_due', amount: row.total }),
        returned: { stock: 1, card_discount: true, gift_card: 500 },
      }),
      expect.objectContaining({
        from_status: null,
        payment: expect.objectContaining({ action: 'refunded', amount: row.total }),
      }),
    ]);

    expect((await cancel(order.token, order.id)).statusCode).toBe(409);
    expect(await stockOf(t.database.db, order.book.id)).toBe(4);
    expect(await events(order.id)).toHaveLength(3);
  });

  it('when a card is declined: the failure gives everything back, closing the failed order gives back nothing more', async () => {
    // A bank rule for the declining test card's BIN, so a declined order holds a card discount too.
    await t.database.db.insert(binDiscountRules).values({
      bankName: 'Declining Demo Bank',
      bankLogo: '/bank-logos/indus-demo-bank.svg',
      bin: '400000',
      discountType: 'percentage',
      discountValue: 10,
      discountLimit: 1000,
    });
    const buyer = await newGuest(t.app);
    const { code } = await buyGiftCard(t.app, t.database.db, buyer, {
      amount: '500',
      recipient_email: 'life-declined@example.pk',
    });
    const order = await placed(48, { paymentOption: 1, card: '4000000000000002', giftCardCode: code });
    expect(order.res.statusCode).toBe(402);
    const row = await orderRow(order.id);
    expect(row).toMatchObject({ status: 'payment_failed', paymentOutcome: 'failed' });
    expect(row.cardDiscount).toBeGreaterThan(0);
    expect(await stockOf(t.database.db, order.book.id)).toBe(order.stock);
    expect(await discountUsesOf(order.id)).toBe(0);
    expect(await giftCardOf(code)).toMatchObject({ redeemedAt: null, redeemedOrderId: null });

    expect((await cancel(order.token, order.id)).statusCode).toBe(200);
    expect(await stockOf(t.database.db, order.book.id)).toBe(order.stock);
    expect(await events(order.id)).toEqual([
      expect.objectContaining({
        from_status: 'pending_payment',
        to_status: 'payment_failed',
        payment: expect.objectContaining({ action: 'declined', amount: row.total }),
        returned: { stock: 1, card_discount: true, gift_card: 500 },
      }),
      expect.objectContaining({
        from_status: 'payment_failed',
        to_status: 'cancelled',
        actor: 'shopper',
        payment: null,
        returned: { stock: 0, card_discount: false, gift_card: 0 },
      }),
    ]);
    expect((await wireOrder(order.token, order.id)).payment_state.code).toBe('failed');
  });

  it('when two expiry runs race for one unpaid order: it is cancelled and its stock returned once', async () => {
    const order = await placed(49, { paymentOption: 3 });
    const reports = await Promise.all([expireAt(73 * 60 * MINUTE), expireAt(73 * 60 * MINUTE)]);
    expect(reports.flatMap((r) => r.expired).filter((id) => id === order.id)).toEqual([order.id]);
    expect(await stockOf(t.database.db, order.book.id)).toBe(order.stock);
    expect(await events(order.id)).toEqual([
      expect.objectContaining({ from_status: 'pending_payment', to_status: 'cancelled', actor: 'system' }),
    ]);
  });
});

describe('staff changes through the lifecycle', () => {
  const deps = () => ({ db: t.database.db, provider: provider(), publicUrl: PUBLIC_URL });

  it('moves a cash order on, records the cash collected at delivery, and says it is to pay on delivery until then', async () => {
    const order = await placed(50);
    const { total } = await orderRow(order.id);
    expect((await wireOrder(order.token, order.id)).payment_state.code).toBe('to_pay_on_delivery');
    for (const to of ['processing', 'shipped', 'delivered'] as const) {
      const moved = await changeOrderStatus(deps(), order.id, to, { actor: 'staff:7' });
      expect(moved.ok).toBe(true);
    }
    expect((await wireOrder(order.token, order.id)).payment_state.code).toBe('paid');
    const timeline = await events(order.id);
    expect(timeline.map((e) => [e.from_status, e.to_status, e.actor, e.payment?.action ?? null])).toEqual([
      ['placed', 'processing', 'staff:7', null],
      ['processing', 'shipped', 'staff:7', null],
      ['shipped', 'delivered', 'staff:7', 'captured'],
    ]);
    expect(timeline[2]?.payment?.amount).toBe(total);
  });

  it('cancels a shipped cash order only with a reason, gives its stock back once and records who and why', async () => {
    const order = await placed(51);
    await changeOrderStatus(deps(), order.id, 'processing', { actor: 'staff:7' });
    await changeOrderStatus(deps(), order.id, 'shipped', { actor: 'staff:7' });
    expect(await changeOrderStatus(deps(), order.id, 'cancelled', { actor: 'staff:7' })).toEqual({
      ok: false,
      reason: 'Give a reason to cancel an order.',
    });
    const [first, second] = await Promise.all([
      changeOrderStatus(deps(), order.id, 'cancelled', { actor: 'staff:7', note: 'Parcel came back' }),
      changeOrderStatus(deps(), order.id, 'cancelled', { actor: 'staff:8', note: 'Parcel came back' }),
    ]);
    expect([first?.ok, second?.ok].sort()).toEqual([false, true]);
    expect(await stockOf(t.database.db, order.book.id)).toBe(order.stock);
    expect((await events(order.id)).at(-1)).toMatchObject({
      from_status: 'shipped',
      to_status: 'cancelled',
      actor: expect.stringMatching(/^staff:[78]$/),
      note: 'Parcel came back',
      payment: null,
      returned: { stock: 1, card_discount: false, gift_card: 0 },
    });
    expect((await wireOrder(order.token, order.id)).payment_state.code).toBe('voided');
  });

  it('records a bank transfer received as captured, and a later cancel as a refund the shop owes', async () => {
    const order = await placed(52, { paymentOption: 3 });
    const { total } = await orderRow(order.id);
    expect((await wireOrder(order.token, order.id)).payment_state.code).toBe('awaiting_transfer');
    expect((await changeOrderStatus(deps(), order.id, 'placed', { actor: 'staff:7' })).ok).toBe(true);
    expect((await wireOrder(order.token, order.id)).payment_state.code).toBe('paid');
    const cancelled = await changeOrderStatus(deps(), order.id, 'cancelled', {
      actor: 'staff:7',
      note: 'Out of print',
    });
    expect(cancelled.ok).toBe(true);
    expect(await stockOf(t.database.db, order.book.id)).toBe(order.stock);
    expect((await events(order.id)).map((e) => [e.to_status, e.payment?.action, e.payment?.amount])).toEqual([
      ['placed', 'captured', total],
      ['cancelled', 'refund_due', total],
    ]);
    expect((await wireOrder(order.token, order.id)).payment_state).toEqual({
      code: 'refund_due',
      label: 'Refund due',
    });
  });
});

describe('staff cannot mark a payment received by hand', () => {
  it('refuses to place a JazzCash order still waiting for its approval', async () => {
    const order = await placed(54, { paymentOption: 2 });
    const result = await changeOrderStatus(
      { db: t.database.db, provider: provider(), publicUrl: PUBLIC_URL },
      order.id,
      'placed',
      { actor: 'staff:7' },
    );
    expect(result).toEqual({
      ok: false,
      reason: `Order ${order.id} waits for a card or wallet payment; only a bank transfer is marked received.`,
    });
    expect(await orderRow(order.id)).toMatchObject({ status: 'pending_payment' });
    expect(await events(order.id)).toEqual([]);
  });
});

describe('the words for a payment', () => {
  it('tells a cash-on-delivery shopper they pay on delivery, never that payment was received', async () => {
    const order = await placed(53);
    const status = await paymentStatus(order.token, order.id);
    expect(status.json()).toEqual({
      success: true,
      message: words('to_pay_on_delivery')?.message,
      data: { order: { id: order.id, status: 'placed' } },
    });
    expect(status.json().message).not.toContain('Payment received');
    const confirmation = await t.app.inject({
      method: 'POST',
      url: `/api/cart/order-confirmation?orderId=${order.id}`,
      headers: auth(order.token),
    });
    expect(confirmation.json().data.order.payment_state).toEqual({
      code: 'to_pay_on_delivery',
      label: 'To pay on delivery',
    });
  });
});
