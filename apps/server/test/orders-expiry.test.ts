import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../src/config.js';
import { orders, outbox } from '../src/db/schema/index.js';
import { startExpiringUnpaidOrders } from '../src/orders/expire-unpaid-job.js';
import { expireUnpaidOrders } from '../src/orders/expire-unpaid-orders.js';
import { DEFAULT_UNPAID_ORDER_WINDOWS } from '../src/orders/unpaid-order-windows.js';
import { createSandboxProvider } from '../src/payments/sandbox/sandbox-provider.js';
import {
  auth,
  bookWithStock,
  orderBody,
  placeOrder,
  readyGuest,
  stockOf,
  useCheckoutTestApp,
} from './support/checkout.js';

const t = useCheckoutTestApp();

const MINUTE = 60_000;
const windows = DEFAULT_UNPAID_ORDER_WINDOWS;

/** The expiry as it would run `ms` from now: the orders' clocks stay, the job's moves. */
function expireAt(ms: number) {
  return expireUnpaidOrders({
    db: t.database.db,
    provider: createSandboxProvider(t.database.db),
    publicUrl: 'https://shop.example.pk',
    windows,
    now: () => new Date(Date.now() + ms),
  });
}

async function statusOf(id: number): Promise<string> {
  const [row] = await t.database.db.select({ status: orders.status }).from(orders).where(eq(orders.id, id));
  if (!row) throw new Error(`no order ${id}`);
  return row.status;
}

/** A guest's order of one copy of a fresh book, paid with `paymentOption`; the stock it started from. */
async function unpaidOrder(paymentOption: 2 | 3 | 5, skip: number, stock = 3) {
  const book = await bookWithStock(t.database.db, stock, 'available', skip);
  const g = await readyGuest(t.app, [{ id: book.id }]);
  const res = await placeOrder(
    t.app,
    g.token,
    orderBody({ addressId: g.addressId, lines: g.lines, paymentOption, email: `unpaid${skip}@example.pk` }),
  );
  expect(res.statusCode).toBe(200);
  const { order, redirectUrl } = res.json().data as { order: { id: number }; redirectUrl: string | null };
  expect(await stockOf(t.database.db, book.id)).toBe(stock - 1);
  return { id: order.id, redirectUrl, book, token: g.token, email: `unpaid${skip}@example.pk` };
}

describe('unpaid orders expire', () => {
  it('reads the payment windows from UNPAID_WALLET_ORDER_MINUTES and UNPAID_BANK_TRANSFER_HOURS, 30 minutes and 72 hours by default', () => {
    expect(loadConfig({}).unpaidOrderWindows).toEqual({ walletMinutes: 30, bankTransferHours: 72 });
    expect(
      loadConfig({ UNPAID_WALLET_ORDER_MINUTES: '15', UNPAID_BANK_TRANSFER_HOURS: '24' }).unpaidOrderWindows,
    ).toEqual({ walletMinutes: 15, bankTransferHours: 24 });
    expect(() => loadConfig({ UNPAID_WALLET_ORDER_MINUTES: '1' })).toThrow(
      'UNPAID_WALLET_ORDER_MINUTES must be a whole number from 5 to 10080, got "1"',
    );
  });

  it('cancels a JazzCash order left at the approval page after its window, returns its stock, e-mails the shopper, and a late approval takes no money', async () => {
    const order = await unpaidOrder(2, 20);
    // Inside the window nothing happens.
    expect((await expireAt(29 * MINUTE)).expired).not.toContain(order.id);
    expect(await statusOf(order.id)).toBe('pending_payment');

    const report = await expireAt(31 * MINUTE);
    expect(report.expired).toContain(order.id);
    expect(await statusOf(order.id)).toBe('cancelled');
    expect(await stockOf(t.database.db, order.book.id)).toBe(3);
    const mails = await t.database.db.select().from(outbox).where(eq(outbox.recipient, order.email));
    expect(mails.map((m) => m.subject)).toEqual([
      `Your order No: ${order.id} is cancelled: no payment arrived`,
    ]);

    // The shopper comes back to the approval page and approves: the payment was voided.
    await t.app.inject({
      method: 'POST',
      url: order.redirectUrl ?? '',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'decision=approve',
    });
    expect(await createSandboxProvider(t.database.db).paymentState(`order-${order.id}`)).toBe('voided');
    const status = await t.app.inject({
      method: 'POST',
      url: '/api/payments/payment-status',
      headers: auth(order.token),
      payload: { orderId: order.id },
    });
    expect(status.json()).toEqual({
      success: false,
      message: `Order No: ${order.id} was cancelled.`,
      data: { order: { id: order.id, status: 'cancelled' } },
    });
    expect(await stockOf(t.database.db, order.book.id)).toBe(3);
  });

  it('places an Easypaisa order whose payment was approved just before its window ended, instead of expiring it', async () => {
    const order = await unpaidOrder(5, 21);
    await t.app.inject({
      method: 'POST',
      url: order.redirectUrl ?? '',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'decision=approve',
    });
    const report = await expireAt(31 * MINUTE);
    expect(report.paid).toContain(order.id);
    expect(report.expired).not.toContain(order.id);
    expect(await statusOf(order.id)).toBe('placed');
    expect(await stockOf(t.database.db, order.book.id)).toBe(2);
  });

  it('tells a bank transfer shopper to pay within 72 hours, keeps the order that long, then cancels it and returns its stock', async () => {
    const order = await unpaidOrder(3, 22);
    const confirmation = await t.app.inject({
      method: 'POST',
      url: `/api/cart/order-confirmation?orderId=${order.id}`,
      headers: auth(order.token),
    });
    const { order: placed, bankTransfer } = confirmation.json().data;
    expect(Date.parse(bankTransfer.payBy) - Date.parse(placed.created_at)).toBe(72 * 60 * MINUTE);
    expect((await expireAt(71 * 60 * MINUTE)).expired).not.toContain(order.id);
    expect(await statusOf(order.id)).toBe('pending_payment');
    expect((await expireAt(73 * 60 * MINUTE)).expired).toContain(order.id);
    expect(await statusOf(order.id)).toBe('cancelled');
    expect(await stockOf(t.database.db, order.book.id)).toBe(3);
  });

  it('returns the stock exactly once when three replicas expire the same orders at the same time', async () => {
    const a = await unpaidOrder(2, 23, 5);
    const b = await unpaidOrder(3, 24, 5);
    const reports = await Promise.all([
      expireAt(80 * 60 * MINUTE),
      expireAt(80 * 60 * MINUTE),
      expireAt(80 * 60 * MINUTE),
    ]);
    const expired = reports.flatMap((r) => r.expired).filter((id) => id === a.id || id === b.id);
    expect(expired.sort()).toEqual([a.id, b.id].sort());
    expect(await stockOf(t.database.db, a.book.id)).toBe(5);
    expect(await stockOf(t.database.db, b.book.id)).toBe(5);
    const mails = await t.database.db.select().from(outbox).where(eq(outbox.recipient, a.email));
    expect(mails).toHaveLength(1);
  });

  it('cancels a card order whose charge never happened (a server that died mid-order, never retried) and returns its stock', async () => {
    const book = await bookWithStock(t.database.db, 3, 'available', 27);
    const g = await readyGuest(t.app, [{ id: book.id }]);
    const placed = await placeOrder(t.app, g.token, orderBody({ addressId: g.addressId, lines: g.lines }));
    const id = placed.json().data.order.id as number;
    // What the first transaction of a card order leaves when the process dies before charging.
    await t.database.db
      .update(orders)
      .set({ status: 'pending_payment', paymentOption: 1, cardToken: 'card_never_charged' })
      .where(eq(orders.id, id));
    expect(await stockOf(t.database.db, book.id)).toBe(2);
    expect((await expireAt(29 * MINUTE)).expired).not.toContain(id);
    expect((await expireAt(31 * MINUTE)).expired).toContain(id);
    expect(await statusOf(id)).toBe('cancelled');
    expect(await stockOf(t.database.db, book.id)).toBe(3);
  });

  it('leaves a cash order alone however old it is', async () => {
    const book = await bookWithStock(t.database.db, 3, 'available', 25);
    const g = await readyGuest(t.app, [{ id: book.id }]);
    const cash = await placeOrder(t.app, g.token, orderBody({ addressId: g.addressId, lines: g.lines }));
    const id = cash.json().data.order.id as number;
    expect((await expireAt(1000 * 60 * MINUTE)).expired).not.toContain(id);
    expect(await statusOf(id)).toBe('placed');
    expect(await stockOf(t.database.db, book.id)).toBe(2);
  });

  it('runs every minute while the shop runs (fake timers) and finishes its turn before the app closes', async () => {
    const order = await unpaidOrder(5, 26);
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const app = Fastify();
    try {
      startExpiringUnpaidOrders(app, {
        db: t.database.db,
        provider: createSandboxProvider(t.database.db),
        publicUrl: 'https://shop.example.pk',
        windows,
        now: () => new Date(Date.now() + 31 * MINUTE),
      });
      vi.advanceTimersByTime(MINUTE - 1);
      await app.close();
      expect(await statusOf(order.id)).toBe('pending_payment');
    } finally {
      vi.useRealTimers();
    }
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const second = Fastify();
    try {
      startExpiringUnpaidOrders(second, {
        db: t.database.db,
        provider: createSandboxProvider(t.database.db),
        publicUrl: 'https://shop.example.pk',
        windows,
        now: () => new Date(Date.now() + 31 * MINUTE),
      });
      vi.advanceTimersByTime(MINUTE);
      // Closing waits for the turn under way.
      await second.close();
    } finally {
      vi.useRealTimers();
    }
    expect(await statusOf(order.id)).toBe('cancelled');
    expect(await stockOf(t.database.db, order.book.id)).toBe(3);
  });
});
