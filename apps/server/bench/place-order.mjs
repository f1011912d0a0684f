// Place-order under load (issues 11, 28): `shoppers` guests at once, each in a closed loop filling a
// two-book cart, reading it and placing a cash-on-delivery order with its own Idempotency-Key;
// each shopper's first order is sent a second time with the same key. Afterwards each shopper's
// order list is compared with the orders acknowledged to it: none may be missing (lost) and none
// extra or twice (duplicated). Given the database (`options.sql`), the database is checked too:
// exactly the acknowledged orders exist, each with all its lines, and every book's stock fell by
// exactly the copies those orders reserved.
//
// Statements per order: a server started with BENCH=1 counts the SQL statements it sends
// (GET /api/bench/statements). Before the load, one shopper checks out `calibrate` times alone,
// reading the count around each step (add to cart, read the cart, place), so each step's figure
// is its own; during the load the count over the placed orders gives the figure per order as
// the shop pays it (refusals and retries included).
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';

/**
 * Kept-alive connections for the shoppers, one at most per shopper in flight. node:http rather
 * than fetch: fetch's streams cost the load generator about 4 ms of CPU per checkout, on the same
 * two cores as the shop and its database, which is what is measured.
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

/** One request and its JSON answer: { status, body }. */
function json(base, method, url, token, body, headers = {}) {
  const payload = body ? JSON.stringify(body) : null;
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${base}${url}`,
      {
        method,
        agent,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(payload
            ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
            : {}),
          ...headers,
        },
      },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          try {
            resolve({ status: res.statusCode ?? 0, body: text ? JSON.parse(text) : null });
          } catch (error) {
            reject(error);
          }
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload ?? undefined);
  });
}

async function newShopper(base) {
  const guest = await json(base, 'POST', '/api/auth/guest');
  const token = guest.body.data.token;
  const address = await json(base, 'POST', '/api/addresses', token, {
    firstName: 'Bench',
    lastName: 'Shopper',
    phone: '0300 1234567',
    address: '1 Bench Road',
    city: 'Lahore',
    province: 'Punjab',
    country: 'Pakistan',
    zipCode: '54000',
  });
  return { token, addressId: address.body.data.address.id, acknowledged: [] };
}

function shownLines(cart) {
  const groups = cart.data ?? cart;
  return ['availableBooks', 'outOfStockBooks', 'preOrderBooks', 'onDemandBooks'].flatMap((g) =>
    groups[g].map(({ Book_Id, PAK_PRICE, Discount, availabilityStatus, cart_qty }) => ({
      Book_Id,
      PAK_PRICE,
      Discount,
      availabilityStatus,
      cart_qty,
    })),
  );
}

function percentile(sorted, p) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

function median(values) {
  return percentile(
    [...values].sort((a, b) => a - b),
    50,
  );
}

/** The server's statement count and CPU time (BENCH=1), or null from a server that does not count. */
async function serverCounters(base) {
  const res = await fetch(`${base}/api/bench/statements`);
  if (!res.ok) return null;
  return (await res.json()).data;
}

/** The server's statement and round-trip counts so far, or null from a server that does not count. */
async function countsSoFar(base) {
  const counters = await serverCounters(base);
  return counters ? { statements: counters.statements, roundTrips: counters.roundTrips } : null;
}

function orderBody(p, email, lines) {
  return {
    email,
    subscribeToNewsLetter: false,
    address_id: p.addressId,
    billing_address_id: p.addressId,
    payment_option: 4,
    gift_wrap: 0,
    invoice_not_submit: 0,
    special_instruction: '',
    shown_lines: lines,
  };
}

/**
 * One shopper's checkouts alone, counting each step's statements and round trips (a statement
 * sent while another of its connection is unanswered shares that one's): the add (per request),
 * the cart read and the placing, as medians. Null when the server does not count.
 */
async function statementsPerStep(base, bookIds, email, checkouts) {
  if ((await countsSoFar(base)) === null) return null;
  const p = await newShopper(base);
  const steps = { add: [], cart: [], place: [], checkout: [] };
  const trips = { place: [], checkout: [] };
  /** Runs `step` and records its statements (and round trips, given `tripsOf`). */
  async function counted(into, step, tripsOf) {
    const before = await countsSoFar(base);
    const result = await step();
    const after = await countsSoFar(base);
    into.push(after.statements - before.statements);
    tripsOf?.push(after.roundTrips - before.roundTrips);
    return result;
  }
  let start = 0;
  for (let i = 0; i < checkouts; i++) {
    await counted(
      steps.checkout,
      async () => {
        for (let k = 0; k < 2; k++) {
          const bookId = bookIds[start++ % bookIds.length];
          await counted(steps.add, () =>
            json(base, 'POST', '/api/cart/add-cart-item', p.token, { bookId, qty: 1, cartType: 'cart' }),
          );
        }
        const cart = await counted(steps.cart, () =>
          json(base, 'GET', '/api/cart/order-cart?web=true', p.token),
        );
        const res = await counted(
          steps.place,
          () =>
            json(base, 'POST', '/api/cart/place-order', p.token, orderBody(p, email, shownLines(cart.body)), {
              'idempotency-key': randomUUID(),
            }),
          trips.place,
        );
        if (res.status !== 200)
          throw new Error(`calibration order refused: ${res.status} ${JSON.stringify(res.body)}`);
      },
      trips.checkout,
    );
  }
  return {
    checkouts,
    addToCart: median(steps.add),
    readCart: median(steps.cart),
    place: median(steps.place),
    checkout: median(steps.checkout),
    placeRoundTrips: median(trips.place),
    checkoutRoundTrips: median(trips.checkout),
  };
}

/**
 * The whole machine's busy CPU time so far, in ms (Linux's /proc/stat; null elsewhere): with the
 * shop's and the load generator's own, what is left is the database's (and anything else running).
 */
function machineBusyMs() {
  try {
    const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0].trim().split(/\s+/).map(Number);
    // user nice system idle iowait irq softirq steal: idle and iowait are not busy.
    const [user, nice, system, , , irq, softirq, steal] = ticks;
    // USER_HZ is 100 on Linux: a tick is 10 ms.
    return (user + nice + system + irq + softirq + steal) * 10;
  } catch {
    return null;
  }
}

/** CPU time per placed order between two readings, to 0.01 ms; null without both. */
function msPerOrder(before, after, placed) {
  return before == null || after == null || placed === 0
    ? null
    : Math.round(((after - before) / placed) * 100) / 100;
}

/** Stock of these books as the database holds it. */
async function stockOf(sql, bookIds) {
  const { rows } = await sql.query('select id, stock from books where id = any($1::int[])', [bookIds]);
  return new Map(rows.map((r) => [Number(r.id), Number(r.stock)]));
}

/**
 * The database against the acknowledged orders: every one there once with all its lines, no
 * other order under the run's e-mail, and each book's stock down by exactly what they reserved.
 */
async function checkDatabase(sql, email, acknowledged, stockBefore, linesPerOrder) {
  const { rows: orders } = await sql.query('select id from orders where email = $1', [email]);
  const inDb = orders.map((r) => Number(r.id));
  const acked = new Set(acknowledged);
  const missing = acknowledged.filter((id) => !inDb.includes(id)).length;
  const extra = inDb.filter((id) => !acked.has(id)).length;
  const { rows: items } = await sql.query(
    'select o.id, count(i.id)::int as lines from orders o left join order_items i on i.order_id = o.id where o.email = $1 group by o.id',
    [email],
  );
  const wrongLines = items.filter((r) => Number(r.lines) !== linesPerOrder).length;
  const { rows: reserved } = await sql.query(
    'select i.book_id as id, sum(i.reserved_qty)::int as copies from order_items i join orders o on o.id = i.order_id where o.email = $1 group by i.book_id',
    [email],
  );
  const taken = new Map(reserved.map((r) => [Number(r.id), Number(r.copies)]));
  const stockAfter = await stockOf(sql, [...stockBefore.keys()]);
  let stockMismatches = 0;
  for (const [id, before] of stockBefore) {
    if (before - (stockAfter.get(id) ?? 0) !== (taken.get(id) ?? 0)) stockMismatches++;
  }
  return { ordersInDb: inDb.length, missing, extra, wrongLines, stockMismatches };
}

/**
 * Throughput and latency of checking out with `shoppers` concurrent shoppers: orders per second,
 * the placing's p50/p99 and the whole checkout's p99 (two adds, the cart read and the placing),
 * statements per step and per order when the server counts them (BENCH=1), and the lost and
 * duplicated orders. `sql` (a node-postgres client or pool on the shop's database) adds the
 * database's own check; `calibrate` is how many lone checkouts count the statements per step.
 */
export async function measurePlaceOrder(
  base,
  bookIds,
  { shoppers = 50, seconds = 10, sql = null, calibrate = 10 } = {},
) {
  const runId = randomUUID().slice(0, 8);
  const email = `bench-${runId}@example.pk`;
  const perStep = await statementsPerStep(base, bookIds, `bench-calibration-${runId}@example.pk`, calibrate);
  const people = [];
  for (let i = 0; i < shoppers; i += 10) {
    people.push(
      ...(await Promise.all(Array.from({ length: Math.min(10, shoppers - i) }, () => newShopper(base)))),
    );
  }
  const stockBefore = sql ? await stockOf(sql, bookIds) : null;
  const latencies = [];
  const checkoutLatencies = [];
  let refused = 0;
  let errors = 0;
  let replays = 0;
  let replayMismatches = 0;
  let next = 0;
  const countersBefore = await serverCounters(base);
  const machineBefore = machineBusyMs();
  const loadBefore = process.cpuUsage();
  const deadline = Date.now() + seconds * 1000;
  await Promise.all(
    people.map(async (p) => {
      while (Date.now() < deadline) {
        const checkoutStarted = performance.now();
        for (let k = 0; k < 2; k++) {
          const bookId = bookIds[next++ % bookIds.length];
          await json(base, 'POST', '/api/cart/add-cart-item', p.token, { bookId, qty: 1, cartType: 'cart' });
        }
        const cart = await json(base, 'GET', '/api/cart/order-cart?web=true', p.token);
        const lines = shownLines(cart.body);
        if (lines.length === 0) continue;
        const body = orderBody(p, email, lines);
        const key = randomUUID();
        const started = performance.now();
        const res = await json(base, 'POST', '/api/cart/place-order', p.token, body, {
          'idempotency-key': key,
        });
        const ended = performance.now();
        latencies.push(ended - started);
        checkoutLatencies.push(ended - checkoutStarted);
        if (res.status === 200) {
          p.acknowledged.push(res.body.data.order.id);
          if (p.acknowledged.length === 1) {
            replays++;
            const again = await json(base, 'POST', '/api/cart/place-order', p.token, body, {
              'idempotency-key': key,
            });
            if (again.body?.data?.order?.id !== res.body.data.order.id) replayMismatches++;
          }
        } else if (res.status === 409 || res.status === 422) {
          refused++;
          // Sold out or changed meanwhile: start again with an empty cart.
          for (const line of (cart.body.data ?? cart.body).availableBooks ?? []) {
            await json(base, 'DELETE', `/api/cart/delete-cart-item/${line.cart_item_id}`, p.token);
          }
        } else {
          errors++;
        }
      }
    }),
  );
  const loadUsage = process.cpuUsage(loadBefore);
  const machineAfter = machineBusyMs();
  const countersAfter = await serverCounters(base);
  let lost = 0;
  let duplicated = 0;
  let placed = 0;
  for (const p of people) {
    const list = await json(base, 'GET', '/api/orders', p.token);
    const onServer = list.body.data.orders.map((o) => o.id);
    const acked = new Set(p.acknowledged);
    placed += p.acknowledged.length;
    lost += p.acknowledged.filter((id) => !onServer.includes(id)).length;
    duplicated += onServer.length - new Set(onServer).size + onServer.filter((id) => !acked.has(id)).length;
  }
  const database = sql
    ? await checkDatabase(
        sql,
        email,
        people.flatMap((p) => p.acknowledged),
        stockBefore,
        2,
      )
    : null;
  if (database) {
    // The same order missing from both the list and the database is one order lost, not two.
    lost = Math.max(lost, database.missing);
    duplicated = Math.max(duplicated, database.extra);
  }
  const sorted = [...latencies].sort((a, b) => a - b);
  const sortedCheckouts = [...checkoutLatencies].sort((a, b) => a - b);
  return {
    shoppers,
    seconds,
    placed,
    ordersPerSecond: Math.round((placed / seconds) * 10) / 10,
    p50: Math.round(percentile(sorted, 50)),
    p99: Math.round(percentile(sorted, 99)),
    checkoutP99: Math.round(percentile(sortedCheckouts, 99)),
    refused,
    errors,
    replays,
    replayMismatches,
    lost,
    duplicated,
    // SQL statements: each step's alone (null unless the server runs with BENCH=1), and all the
    // load sent per placed order.
    statements: perStep,
    statementsPerOrder:
      countersBefore === null || placed === 0
        ? null
        : Math.round(((countersAfter.statements - countersBefore.statements) / placed) * 10) / 10,
    roundTripsPerOrder:
      countersBefore === null || placed === 0
        ? null
        : Math.round(((countersAfter.roundTrips - countersBefore.roundTrips) / placed) * 10) / 10,
    // The server process's CPU time per placed order: what one order costs Node, whatever else
    // the machine is doing (the throughput figures are only as quiet as the machine).
    serverCpuMsPerOrder: msPerOrder(countersBefore?.cpuMs, countersAfter?.cpuMs, placed),
    // The machine's busy time per order (shop, database, load generator and the rest) and this
    // process's, the load generator's: the 2-core budget an order spends, and where.
    machineCpuMsPerOrder: msPerOrder(machineBefore, machineAfter, placed),
    loadCpuMsPerOrder: msPerOrder(0, (loadUsage.user + loadUsage.system) / 1000, placed),
    database,
  };
}
