import { ORDER_STATUSES, PAYMENT_METHOD, PAYMENT_METHOD_CODES } from '@bookshop/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/query-rows.js';
import { orderEvents, orders } from '../src/db/schema/index.js';
import { orderRowOf } from '../src/orders/repository.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
}, 120_000);
afterAll(async () => {
  await database.dispose();
});

const address = { id: 1, Name: 'A', Phone: '+923001234567', Address: 'x', City: 'Lahore' };

/** The columns an order must be given; every other one has a default. */
const requiredColumns = {
  email: 'a@example.pk',
  status: 'placed',
  paymentOption: PAYMENT_METHOD.CASH,
  shippingAddress: address,
  billingAddress: address,
  subtotal: 100,
  shipping: 0,
  giftWrapFee: 0,
  cardDiscount: 0,
  total: 100,
};

/** Whether the database takes an order with this status and payment method. */
async function accepts(status: string, paymentOption: number): Promise<boolean> {
  try {
    await database.db.insert(orders).values({
      ...requiredColumns,
      // Deliberately values outside the typed tables: the database is the last line.
      status: status as never,
      paymentOption,
    });
    return true;
  } catch {
    return false;
  }
}

describe('orders check constraints (migration 0014)', () => {
  it('accept exactly the payment method codes of the domain table, gift card (6) among them', async () => {
    const candidates = Array.from({ length: 14 }, (_, i) => i - 2);
    const taken: number[] = [];
    for (const code of candidates) if (await accepts('placed', code)) taken.push(code);
    expect(taken).toEqual([...PAYMENT_METHOD_CODES]);
    expect(taken).toContain(6);
  });

  it('accept exactly the order statuses of the domain table', async () => {
    const candidates = [...ORDER_STATUSES, 'paid', 'expired', 'refunded', 'Placed', ''];
    const taken: string[] = [];
    for (const status of candidates) if (await accepts(status, 4)) taken.push(status);
    expect(taken).toEqual([...ORDER_STATUSES]);
  });
});

describe('order_events (migration 0014)', () => {
  it('is append-only: a written event can be neither changed nor deleted', async () => {
    const [order] = await database.db.select({ id: orders.id }).from(orders).orderBy(orders.id).limit(1);
    if (!order) throw new Error('no order');
    const [event] = await database.db
      .insert(orderEvents)
      .values({ orderId: order.id, fromStatus: 'placed', toStatus: 'cancelled', actor: 'shopper' })
      .returning();
    if (!event) throw new Error('no event');
    await expect(
      database.db.execute(sql`update order_events set note = 'edited' where id = ${event.id}`),
    ).rejects.toThrow();
    await expect(database.db.execute(sql`delete from order_events where id = ${event.id}`)).rejects.toThrow();
    const rows = await database.db.select().from(orderEvents);
    expect(rows.map((r) => [r.id, r.note])).toEqual([[event.id, null]]);
  });

  it('refuses an actor other than shopper, system or staff:<id>, and money without an amount', async () => {
    const [order] = await database.db.select({ id: orders.id }).from(orders).limit(1);
    if (!order) throw new Error('no order');
    const base = { orderId: order.id, fromStatus: 'placed', toStatus: 'cancelled' } as const;
    await expect(
      database.db.insert(orderEvents).values({ ...base, actor: 'someone' as never }),
    ).rejects.toThrow();
    await expect(
      database.db.insert(orderEvents).values({ ...base, actor: 'system', paymentAction: 'refunded' }),
    ).rejects.toThrow();
    await database.db
      .insert(orderEvents)
      .values({ ...base, actor: 'staff:7', paymentAction: 'refunded', paymentAmount: 100 });
  });
});

describe('an order row known before it is written (orderRowOf, used by placing)', () => {
  it('is the row the database holds when the columns left out take their defaults', async () => {
    const [next] = await queryRows<{ id: string }>(database.db, sql`select nextval('orders_id_seq') as id`);
    const id = Number(next?.id);
    const given = { ...requiredColumns, id };
    await database.db.insert(orders).values(given);
    const [written] = await database.db.select().from(orders).where(eq(orders.id, id));
    if (!written) throw new Error('the order was not written');
    // Times aside (now() in the database, the placing read's in the shop), every column matches.
    expect(orderRowOf(given, id, written.createdAt)).toEqual(written);
    expect(written.updatedAt).toEqual(written.createdAt);
  });
});
