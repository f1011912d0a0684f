import { createHash, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/query-rows.js';
import { books } from '../src/db/schema/index.js';
import {
  auth,
  bookWithStock,
  orderBody,
  placeOrder,
  readyGuest,
  stockOf,
  useCheckoutTestApp,
} from './support/checkout.js';

/**
 * Expand-then-contract, checked (README, "Upgrading"): during a rolling restart the previous
 * release keeps serving on the schema this release has just migrated. Its SQL was recorded from its
 * own server (test/fixtures/previous-release-sql.json says which release and how) and is sent here
 * verbatim, over the wire as that server sends it, to a database migrated by this release: placing
 * a cash-on-delivery order and listing orders. This release then reads what the old one wrote, and
 * the old statements read what this release writes.
 */
interface Statement {
  name: string;
  text: string;
}
const previous = JSON.parse(
  readFileSync(new URL('./fixtures/previous-release-sql.json', import.meta.url), 'utf8'),
) as { release: string; placeCashOnDeliveryOrder: Statement[]; listOrders: Statement[] };

type Row = Record<string, unknown>;
type Rows = Record<string, Row[]>;
/** The values the previous release binds to a statement, from what its earlier statements returned. */
type Bind = (earlier: Rows) => unknown[];

/** Sends the statements in order on one connection, as the previous release's server does. */
async function send(client: pg.PoolClient, statements: readonly Statement[], binds: Record<string, Bind>) {
  const rows: Rows = {};
  for (const { name, text } of statements) {
    const bind = binds[name];
    if (!bind) throw new Error(`no values for the previous release's "${name}"`);
    rows[name] = (await client.query<Row>({ text, values: bind(rows) })).rows;
  }
  return rows;
}

const t = useCheckoutTestApp();
const DELIVERY = 150;

function pool(): pg.Pool {
  return (t.database.db as unknown as { $client: pg.Pool }).$client;
}

async function withClient<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool().connect();
  try {
    return await work(client);
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/** A guest with two copies of an undiscounted book in the cart and an address, written by this release. */
async function shopperWithCart() {
  const book = await bookWithStock(t.database.db, 20);
  await t.database.db.update(books).set({ discountPercent: 0 }).where(eq(books.id, book.id));
  const shopper = await readyGuest(t.app, [{ id: book.id, qty: 2 }]);
  const [line] = await queryRows<{ id: number; guest_token_id: number }>(
    t.database.db,
    sql`select id, guest_token_id from cart_items where book_id = ${book.id} and cart_type = 'cart' order by id desc limit 1`,
  );
  if (!line) throw new Error('the cart line is missing');
  return { book, shopper, guestId: Number(line.guest_token_id), cartLineId: Number(line.id) };
}

describe(`the previous release (${previous.release.split(':')[0]}) on this release's schema`, () => {
  it('places a cash-on-delivery order with its own statements, and this release lists it as that release wrote it', async () => {
    const { book, shopper, guestId, cartLineId } = await shopperWithCart();
    const owner = `guest:${guestId}`;
    const key = randomUUID();
    const attempt = randomUUID();
    const email = 'old.release@example.pk';
    // The address snapshot the previous release wrote into the order, from the address it read.
    const [saved] = await queryRows<Record<string, string>>(
      t.database.db,
      sql`select first_name, last_name, phone, address, city, province, country, zip_code from addresses where id = ${shopper.addressId}`,
    );
    if (!saved) throw new Error('the address is missing');
    const address = JSON.stringify({
      id: shopper.addressId,
      Name: `${saved.first_name} ${saved.last_name}`,
      Phone: saved.phone,
      Address: saved.address,
      City: saved.city,
      Province: saved.province,
      Country: saved.country,
      PostCode: saved.zip_code,
    });
    const subtotal = book.price * 2;
    const total = subtotal + DELIVERY;
    const stockBefore = await stockOf(t.database.db, book.id);
    const orderId = (earlier: Rows) => Number(earlier['write the order']?.[0]?.id);

    const rows = await withClient((client) =>
      send(client, previous.placeCashOnDeliveryOrder, {
        'find the bearer token': () => [createHash('sha256').update(shopper.token).digest('hex')],
        'drop expired retry keys': () => [],
        'claim the retry key': () => [owner, key, 'request-hash', attempt, 24],
        begin: () => [],
        'lock the cart': () => [727011, guestId],
        'read the cart lines': () => [guestId, 'cart'],
        'read the shipping address': () => [shopper.addressId, guestId],
        'take the stock': () => [2, 2, book.id, 'available', 2],
        'write the order': () => [
          ...[guestId, email, false, 'placed', 4, null, null, null, address, address, false, true, ''],
          ...[subtotal, DELIVERY, 0, 0, 0, total, null],
        ],
        'write the order lines': (earlier) => [
          ...[orderId(earlier), book.id, book.title, 'An Author', 'a-cover', 'book', 'available'],
          ...[2, book.price, 0, book.price, 0, subtotal, 2],
        ],
        'empty the cart': () => [guestId, `{${cartLineId}}`],
        'read the order lines': (earlier) => [orderId(earlier)],
        'read the cancel demands': (earlier) => [orderId(earlier)],
        'write the confirmation e-mail': (earlier) => [
          email,
          `Your order No: ${orderId(earlier)} is confirmed`,
          'Thank you.',
        ],
        'record the answer under the retry key': (earlier) => [
          'done',
          orderId(earlier),
          200,
          JSON.stringify({ success: true, data: { order: { id: orderId(earlier) } }, redirectUrl: null }),
          owner,
          key,
          attempt,
          'in_progress',
        ],
        commit: () => [],
      }),
    );

    // Every step found and changed what it did on its own schema.
    for (const name of [
      'find the bearer token',
      'claim the retry key',
      'read the cart lines',
      'read the shipping address',
      'take the stock',
      'write the order',
      'empty the cart',
      'read the order lines',
      'write the confirmation e-mail',
      'record the answer under the retry key',
    ]) {
      expect(rows[name], name).toHaveLength(1);
    }
    expect(rows['read the cart lines']?.[0]?.qty).toBe(2);
    expect(await stockOf(t.database.db, book.id)).toBe(stockBefore - 2);

    // This release reads the order the previous one wrote, with what this release added filled in.
    const id = orderId(rows);
    const listed = await t.app.inject({ url: '/api/orders', headers: auth(shopper.token) });
    expect(listed.statusCode).toBe(200);
    const order = listed.json().data.orders.find((o: { id: number }) => o.id === id);
    expect(order).toMatchObject({
      id,
      status: 'placed',
      payment_option: 4,
      totals: { subtotal, shipping: DELIVERY, total },
    });
    expect(order.items).toHaveLength(1);
    expect(order.items[0]).toMatchObject({ Book_Id: book.id, qty: 2 });
  });

  it("lists an order this release placed with the previous release's statements", async () => {
    const { book, shopper, guestId } = await shopperWithCart();
    const placed = await placeOrder(
      t.app,
      shopper.token,
      orderBody({ addressId: shopper.addressId, lines: shopper.lines }),
    );
    expect(placed.statusCode).toBe(200);
    const id = placed.json().data.order.id;

    const rows = await withClient((client) =>
      send(client, previous.listOrders, {
        'find the bearer token': () => [createHash('sha256').update(shopper.token).digest('hex')],
        'list the orders': () => [guestId, 100],
        'read the order lines': (earlier) => (earlier['list the orders'] ?? []).map((o) => o.id),
        'read the cancel demands': (earlier) => (earlier['list the orders'] ?? []).map((o) => o.id),
      }),
    );
    expect(rows['find the bearer token']).toHaveLength(1);
    expect(rows['list the orders']).toHaveLength(1);
    expect(rows['list the orders']?.[0]).toMatchObject({ id, status: 'placed', payment_option: 4 });
    expect(Number(rows['list the orders']?.[0]?.total)).toBe(book.price * 2 + DELIVERY);
    expect(rows['read the order lines']?.map((line) => line.book_id)).toEqual([book.id]);
  });
});
