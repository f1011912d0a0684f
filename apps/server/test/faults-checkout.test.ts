import { randomUUID } from 'node:crypto';
import { SANDBOX_PROVIDER_PATHS, type ShownCartLine } from '@bookshop/domain';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sealCard, TEST_EXPIRY } from './support/sandbox-card.js';
import { type ServerProcess, scratchSchema, startServerProcess } from './support/server-process.js';
import { testDatabaseKind } from './support/test-database.js';

/**
 * Faults with real server processes on one PostgreSQL. They need PostgreSQL (several processes
 * cannot share an embedded PGlite), so they run in the postgres project only.
 */
const baseUrl = process.env.TEST_DATABASE_URL ?? '';

interface Shopper {
  token: string;
  addressId: number;
  lines: ShownCartLine[];
  card: string | null;
}

async function call(
  base: string,
  method: string,
  url: string,
  token: string | null,
  body?: unknown,
  headers = {},
) {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...headers,
    },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  const text = await res.text();
  return { status: res.status, json: text ? JSON.parse(text) : null };
}

async function prepareShopper(base: string, bookIds: readonly number[], withCard: boolean): Promise<Shopper> {
  const guest = await call(base, 'POST', '/api/auth/guest', null);
  const token = guest.json.data.token as string;
  for (const bookId of bookIds) {
    const add = await call(base, 'POST', '/api/cart/add-cart-item', token, {
      bookId,
      qty: 1,
      cartType: 'cart',
    });
    if (add.status >= 300) throw new Error(`add failed ${add.status} ${JSON.stringify(add.json)}`);
  }
  const address = await call(base, 'POST', '/api/addresses', token, {
    firstName: 'Fault',
    lastName: 'Tester',
    phone: '0300 1234567',
    address: '1 Test Street',
    city: 'Lahore',
    province: 'Punjab',
    country: 'Pakistan',
    zipCode: '54000',
  });
  const cart = await call(base, 'GET', '/api/cart/order-cart?web=true', token);
  const groups = cart.json.data ?? cart.json;
  const lines = ['availableBooks', 'outOfStockBooks', 'preOrderBooks', 'onDemandBooks'].flatMap((g) =>
    (groups[g] as ShownCartLine[]).map(({ Book_Id, PAK_PRICE, Discount, availabilityStatus, cart_qty }) => ({
      Book_Id,
      PAK_PRICE,
      Discount,
      availabilityStatus,
      cart_qty,
    })),
  );
  let card: string | null = null;
  if (withCard) {
    const intent = await call(base, 'POST', '/api/payments/intent/add-method', token, {
      paymentMethod: 'card',
      customer: { email: 'fault@example.pk', name: 'F' },
    });
    const sealed = await sealCard(intent.json.encryptionKey, {
      number: '4242424242424242',
      cvc: '123',
      ...TEST_EXPIRY,
    });
    await call(base, 'POST', SANDBOX_PROVIDER_PATHS.confirmIntent(intent.json.paymentIntentId), null, {
      clientSecret: intent.json.clientSecret,
      ...sealed,
    });
    const saved = await call(base, 'POST', '/api/payments/refund-add-method-fee', token, {
      paymentIntentId: intent.json.paymentIntentId,
      clientSecret: intent.json.clientSecret,
    });
    card = saved.json.data.paymentMethod.id;
  }
  return { token, addressId: address.json.data.address.id, lines, card };
}

function bodyFor(s: Shopper) {
  return {
    email: 'fault@example.pk',
    subscribeToNewsLetter: false,
    address_id: s.addressId,
    billing_address_id: s.addressId,
    payment_option: s.card ? 1 : 4,
    gift_wrap: 0,
    invoice_not_submit: 0,
    special_instruction: '',
    ...(s.card ? { card_token: s.card } : {}),
    shown_lines: s.lines,
  };
}

async function availableBooks(db: pg.Client, count: number, stock: number): Promise<number[]> {
  const { rows } = await db.query(
    `select id from books where stock_status = 'available' and kind = 'book' order by id limit $1`,
    [count],
  );
  const ids = rows.map((r: { id: number }) => r.id);
  await db.query('update books set stock = $1 where id = any($2)', [stock, ids]);
  return ids;
}

describe.runIf(testDatabaseKind === 'postgres')('checkout faults on PostgreSQL', () => {
  let schema: Awaited<ReturnType<typeof scratchSchema>>;
  let db: pg.Client;
  const servers: ServerProcess[] = [];

  beforeAll(async () => {
    if (!baseUrl) throw new Error('the fault tests need TEST_DATABASE_URL');
    schema = await scratchSchema(baseUrl);
    // The first start migrates and loads the demo catalogue.
    servers.push(await startServerProcess(schema.url, { PLACE_ORDER_LEASE_SECONDS: '2' }));
    db = new pg.Client({ connectionString: schema.url });
    await db.connect();
  }, 300_000);

  afterAll(async () => {
    for (const s of servers) {
      s.child.kill('SIGKILL');
      await s.exited;
    }
    await db?.end();
    await schema?.drop();
  });

  it('sells the last copy once when two server processes take 10 orders for it at once', async () => {
    servers.push(await startServerProcess(schema.url));
    const [a, b] = servers;
    if (!a || !b) throw new Error('two servers needed');
    const [bookId] = await availableBooks(db, 1, 1);
    if (!bookId) throw new Error('no available book');
    const shoppers = await Promise.all(
      Array.from({ length: 10 }, () => prepareShopper(a.url, [bookId], false)),
    );
    const answers = await Promise.all(
      shoppers.map((s, i) =>
        call((i % 2 ? a : b).url, 'POST', '/api/cart/place-order', s.token, bodyFor(s), {
          'idempotency-key': randomUUID(),
        }),
      ),
    );
    expect(answers.filter((x) => x.status === 200)).toHaveLength(1);
    expect(answers.filter((x) => x.status === 409)).toHaveLength(9);
    const { rows } = await db.query('select stock from books where id = $1', [bookId]);
    expect(rows[0].stock).toBe(0);
    const placed = await db.query('select count(*)::int as n from order_items where book_id = $1', [bookId]);
    expect(placed.rows[0].n).toBe(1);
  }, 600_000);

  it('loses and doubles nothing when the server is killed (SIGKILL) in the middle of 200 checkouts retried with their keys', async () => {
    const server = servers[0];
    if (!server) throw new Error('no server');
    const bookIds = await availableBooks(db, 6, 30);
    const before = await db.query('select id, stock from books where id = any($1)', [bookIds]);
    const initial = new Map(before.rows.map((r: { id: number; stock: number }) => [r.id, r.stock]));
    const ordersBefore = (await db.query('select count(*)::int as n from orders')).rows[0].n as number;
    // 200 shoppers, each two of six books (demand 400 > 180 copies, so some are refused for stock),
    // one in four paying by saved card.
    const shoppers: Shopper[] = [];
    for (let i = 0; i < 200; i += 10) {
      shoppers.push(
        ...(await Promise.all(
          Array.from({ length: 10 }, (_, j) => {
            const n = i + j;
            const books = [bookIds[n % 6], bookIds[(n + 1 + (n % 5)) % 6]].filter(
              (x): x is number => x !== undefined,
            );
            return prepareShopper(server.url, [...new Set(books)], n % 4 === 0);
          }),
        )),
      );
    }

    let current = server.url;
    let restarting: Promise<void> | null = null;
    let killed = false;
    const answers: { status: number; json: { data?: { order?: { id: number } } } | null }[] = new Array(200);
    let done = 0;
    let interrupted = 0;

    async function checkout(i: number): Promise<void> {
      const s = shoppers[i];
      if (!s) return;
      const key = randomUUID();
      for (let attempt = 0; attempt < 200; attempt += 1) {
        try {
          const res = await call(current, 'POST', '/api/cart/place-order', s.token, bodyFor(s), {
            'idempotency-key': key,
          });
          // 409 "already being placed" is the crashed attempt's key; wait for its lease and retry.
          if (
            res.status === 409 &&
            res.json?.error === 'This order is already being placed. Please wait a moment.'
          ) {
            await new Promise((r) => setTimeout(r, 500));
            continue;
          }
          if (res.status >= 500) throw new Error(`server error ${res.status}`);
          answers[i] = res;
          done += 1;
          return;
        } catch {
          interrupted += 1;
          await (restarting ?? new Promise((r) => setTimeout(r, 200)));
        }
      }
      throw new Error(`shopper ${i} never got an answer`);
    }

    const queue = Array.from({ length: 200 }, (_, i) => i);
    const workers = Array.from({ length: 20 }, async () => {
      for (let i = queue.shift(); i !== undefined; i = queue.shift()) {
        await checkout(i);
        if (!killed && done >= 60) {
          killed = true;
          server.child.kill('SIGKILL');
          restarting = (async () => {
            await server.exited;
            const again = await startServerProcess(schema.url, { PLACE_ORDER_LEASE_SECONDS: '2' });
            servers.push(again);
            current = again.url;
            restarting = null;
          })();
        }
      }
    });
    await Promise.all(workers);
    expect(killed).toBe(true);
    // Requests were cut off by the kill and retried against the restarted server.
    expect(interrupted).toBeGreaterThan(0);

    const acknowledged = answers.filter((a) => a.status === 200 || a.status === 402);
    const ids = acknowledged.map((a) => a.json?.data?.order?.id);
    expect(ids.every((id) => typeof id === 'number')).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    const orders = await db.query('select id, status from orders where id > 0 order by id');
    const newOrders = orders.rows.slice(ordersBefore);
    // Every order in the database was acknowledged to its shopper, exactly once.
    expect(newOrders.map((o: { id: number }) => o.id).sort((x: number, y: number) => x - y)).toEqual(
      [...ids].sort((x, y) => (x as number) - (y as number)),
    );
    const refused = answers.filter((a) => a.status !== 200 && a.status !== 402);
    expect(refused.every((a) => a.status === 409)).toBe(true);
    // No order without its lines.
    const bare = await db.query(
      'select count(*)::int as n from orders o where not exists (select 1 from order_items i where i.order_id = o.id)',
    );
    expect(bare.rows[0].n).toBe(0);
    // Stock adds up: what is left plus what standing orders hold is what there was.
    const held = await db.query(
      `select i.book_id, sum(i.reserved_qty)::int as held from order_items i join orders o on o.id = i.order_id
       where o.status not in ('cancelled', 'payment_failed') and i.book_id = any($1) group by i.book_id`,
      [bookIds],
    );
    const after = await db.query('select id, stock from books where id = any($1)', [bookIds]);
    for (const row of after.rows as { id: number; stock: number }[]) {
      const h = held.rows.find((x: { book_id: number }) => x.book_id === row.id)?.held ?? 0;
      expect(row.stock + h).toBe(initial.get(row.id));
    }
  }, 900_000);
});
