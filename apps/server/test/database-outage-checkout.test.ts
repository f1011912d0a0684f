import { randomBytes, randomUUID } from 'node:crypto';
import type { ShownCartLine } from '@bookshop/domain';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_UNAVAILABLE } from '../src/lib/database-unavailable.js';
import { KEY_IN_FLIGHT } from '../src/orders/idempotency.js';
import { type ServerProcess, scratchSchema, startServerProcess } from './support/server-process.js';
import { testDatabaseKind } from './support/test-database.js';

/**
 * PostgreSQL going away under checkout load (a restart, a failover, pg_terminate_backend): the
 * shop's connections die in the middle of transactions. The real server runs as a process of its
 * own, so a crash shows as a dead process, as it would in production. The embedded PGlite runs in
 * the shop's own process and has no server to lose, so the pglite project skips this file.
 */
const baseUrl = process.env.TEST_DATABASE_URL ?? '';
const appName = `outage-checkout-${randomBytes(4).toString('hex')}`;

interface Answer {
  status: number;
  retryAfter: string | null;
  json: { error?: string; data?: Record<string, unknown> } | null;
}

/** What a shopper's browser saw for each request: an answer, or the connection dropped. */
const seen: Array<{ url: string; answer: Answer | null; dropped?: string }> = [];

async function call(
  base: string,
  method: string,
  url: string,
  token: string | null,
  body?: unknown,
  headers = {},
) {
  try {
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
    const answer: Answer = {
      status: res.status,
      retryAfter: res.headers.get('retry-after'),
      json: text ? JSON.parse(text) : null,
    };
    seen.push({ url, answer });
    return answer;
  } catch (error) {
    seen.push({ url, answer: null, dropped: String(error) });
    throw error;
  }
}

/** A field of an answer's `data`; a test failure when it is missing. */
function dataField<T>(answer: Answer, name: string): T {
  const value = answer.json?.data?.[name];
  if (value === undefined)
    throw new Error(`no data.${name} in ${answer.status} ${JSON.stringify(answer.json)}`);
  return value as T;
}

/** A transient refusal the shopper's browser waits out and retries: the outage, or a key still held. */
function retryable(answer: Answer): boolean {
  return answer.status === 503 || (answer.status === 409 && answer.json?.error === KEY_IN_FLIGHT);
}

/** Calls until the answer is not a transient refusal, as the web app's retry does. */
async function untilAnswered(send: () => Promise<Answer>): Promise<Answer> {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    const answer = await send();
    if (!retryable(answer)) return answer;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('no answer after two minutes of retries');
}

/** A guest fills a cart with the books, adds an address and places a cash order (retrying with the same key). */
async function checkout(base: string, bookIds: readonly number[]): Promise<Answer> {
  const guest = await untilAnswered(() => call(base, 'POST', '/api/auth/guest', null));
  const token = dataField<string>(guest, 'token');
  for (const bookId of bookIds) {
    const add = await untilAnswered(() =>
      call(base, 'POST', '/api/cart/add-cart-item', token, { bookId, qty: 1, cartType: 'cart' }),
    );
    if (add.status >= 300) throw new Error(`add to cart: ${add.status} ${JSON.stringify(add.json)}`);
  }
  const address = await untilAnswered(() =>
    call(base, 'POST', '/api/addresses', token, {
      firstName: 'Outage',
      lastName: 'Shopper',
      phone: '0300 1234567',
      address: '1 Mall Road',
      city: 'Lahore',
      province: 'Punjab',
      country: 'Pakistan',
      zipCode: '54000',
    }),
  );
  const addressId = dataField<{ id: number }>(address, 'address').id;
  const cart = await untilAnswered(() => call(base, 'GET', '/api/cart/order-cart?web=true', token));
  const groups = (cart.json?.data ?? cart.json) as Record<string, ShownCartLine[]>;
  const lines = ['availableBooks', 'outOfStockBooks', 'preOrderBooks', 'onDemandBooks'].flatMap((g) =>
    (groups[g] ?? []).map(({ Book_Id, PAK_PRICE, Discount, availabilityStatus, cart_qty }) => ({
      Book_Id,
      PAK_PRICE,
      Discount,
      availabilityStatus,
      cart_qty,
    })),
  );
  const key = randomUUID();
  return untilAnswered(() =>
    call(
      base,
      'POST',
      '/api/cart/place-order',
      token,
      {
        email: 'outage@example.pk',
        subscribeToNewsLetter: false,
        address_id: addressId,
        billing_address_id: addressId,
        payment_option: 4,
        gift_wrap: 0,
        invoice_not_submit: 0,
        special_instruction: '',
        shown_lines: lines,
      },
      { 'idempotency-key': key },
    ),
  );
}

describe.skipIf(testDatabaseKind === 'pglite')('checkout through a PostgreSQL outage', () => {
  let schema: Awaited<ReturnType<typeof scratchSchema>>;
  let server: ServerProcess;
  let admin: pg.Client;
  let stderr = '';

  beforeAll(async () => {
    if (!baseUrl) throw new Error('the PostgreSQL outage test needs TEST_DATABASE_URL');
    schema = await scratchSchema(baseUrl);
    // The shop's connections carry a name of their own, so only they are terminated.
    const url = new URL(schema.url);
    url.searchParams.set('application_name', appName);
    // A short lease: a key whose attempt lost its connection is taken over by the retry soon.
    server = await startServerProcess(url.toString(), { PLACE_ORDER_LEASE_SECONDS: '2' });
    server.child.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    admin = new pg.Client({ connectionString: schema.url });
    await admin.connect();
  }, 300_000);

  afterAll(async () => {
    if (server && server.child.exitCode === null) {
      server.child.kill('SIGKILL');
      await server.exited;
    }
    await admin?.end();
    await schema?.drop();
  });

  it('answers 503 with Retry-After while the shop’s backends are terminated mid-checkout, stays up, writes no half order, and places orders again afterwards', async () => {
    const { rows: picked } = await admin.query(
      `select id from books where stock_status = 'available' and kind = 'book' order by id limit 4`,
    );
    const bookIds = picked.map((r: { id: number }) => r.id);
    await admin.query('update books set stock = 1000 where id = any($1)', [bookIds]);

    let loading = true;
    let kills = 0;
    let rounds = 0;
    const killer = (async () => {
      // Let checkouts get under way, then cut every connection of the shop, again and again, until
      // every shopper has placed an order (a bound in case the shop never recovers). On a slow
      // machine the shoppers may not reach placing within 100 rounds: the cuts go on until one
      // placing was hit too, since that is the step the test is about.
      const placingHit = () =>
        seen.some((s) => s.url.startsWith('/api/cart/place-order') && s.answer?.status === 503);
      await new Promise((resolve) => setTimeout(resolve, 300));
      while (loading && (rounds < 100 || (!placingHit() && rounds < 300))) {
        const { rows } = await admin.query(
          'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1',
          [appName],
        );
        kills += rows.length;
        rounds += 1;
        await new Promise((resolve) => setTimeout(resolve, 200 + Math.random() * 300));
      }
    })();
    const results = await Promise.allSettled(
      Array.from({ length: 40 }, (_, i) =>
        checkout(
          server.url,
          [bookIds[i % 4], bookIds[(i + 1) % 4]].filter((id): id is number => id != null),
        ),
      ),
    );
    loading = false;
    await killer;

    // The process lived through it.
    expect(server.child.exitCode, stderr.slice(-3000)).toBeNull();
    expect(stderr).not.toContain("Unhandled 'error' event");
    expect(rounds).toBeGreaterThanOrEqual(3);
    expect(kills).toBeGreaterThan(0);
    // Every request was answered, never cut off; nothing failed but the outage's 503 with
    // Retry-After (and a retried key's 409 while its first attempt's lease ran out).
    expect(seen.filter((s) => s.answer === null)).toEqual([]);
    const failures = seen.filter((s) => s.answer && s.answer.status >= 300);
    const outage = failures.filter((s) => s.answer?.status === 503);
    const byPath: Record<string, number> = {};
    for (const s of outage)
      byPath[s.url.split('?')[0] ?? s.url] = (byPath[s.url.split('?')[0] ?? s.url] ?? 0) + 1;
    console.log(
      `outage under checkout: ${seen.length} requests, 503 by path ${JSON.stringify(byPath)}, ${failures.length - outage.length} keys in flight, ${kills} backends terminated in ${rounds} rounds`,
    );
    // The outage hit checkouts in every step, placing the order included.
    expect(Object.keys(byPath)).toEqual(
      expect.arrayContaining(['/api/cart/add-cart-item', '/api/cart/place-order']),
    );
    for (const s of failures) {
      if (s.answer?.status === 409) {
        expect(s.answer.json?.error).toBe(KEY_IN_FLIGHT);
        continue;
      }
      expect({ url: s.url, status: s.answer?.status }).toEqual({ url: s.url, status: 503 });
      expect(s.answer?.retryAfter).toMatch(/^\d+$/);
      expect(s.answer?.json?.error).toBe(DATABASE_UNAVAILABLE);
    }
    // Every shopper's order was placed in the end.
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    const answers = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
    expect(answers.map((a) => a.status)).toEqual(Array(40).fill(200));

    // No order half written: each has its lines, and stock plus what orders hold is what there was.
    const ids = answers.map((a) => dataField<{ id: number }>(a, 'order').id);
    const { rows: orders } = await admin.query('select id from orders order by id');
    expect(orders.map((o: { id: number }) => o.id)).toEqual([...ids].sort((a, b) => a - b));
    const { rows: bare } = await admin.query(
      'select o.id from orders o where not exists (select 1 from order_items i where i.order_id = o.id)',
    );
    expect(bare).toEqual([]);
    const { rows: stock } = await admin.query(
      `select b.id, b.stock, coalesce(sum(i.reserved_qty), 0)::int as held
       from books b left join order_items i on i.book_id = b.id
       where b.id = any($1) group by b.id, b.stock`,
      [bookIds],
    );
    for (const row of stock as { id: number; stock: number; held: number }[])
      expect({ id: row.id, total: row.stock + row.held }).toEqual({ id: row.id, total: 1000 });

    // The outage is over: the same process places orders again, at once.
    const after = await checkout(server.url, [bookIds[0] ?? 0]);
    expect(after.status).toBe(200);
    expect(server.child.exitCode).toBeNull();
  }, 300_000);
});
