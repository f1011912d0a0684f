import { once } from 'node:events';
import { request } from 'node:http';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { seedDemo } from '../src/catalog/seed-demo.js';
import { queryRows } from '../src/db/query-rows.js';
import { auth, bookWithStock, orderBody, placeOrder, readyGuest } from './support/checkout.js';
import { type MetricFamily, parsePrometheusText, sampleValue } from './support/prometheus-text.js';
import { saveCard } from './support/sandbox-card.js';
import { createTestDatabase, type TestDatabase, testDatabaseKind } from './support/test-database.js';

type App = Awaited<ReturnType<typeof buildApp>>;
const TOKEN = 'metrics-token-0123456789abcdef';
let database: TestDatabase;
let app: App;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemo(database.db);
  app = await buildApp({
    config: {
      dataDir: null,
      webDistDir: null,
      logLevel: 'silent',
      smtpUrl: null,
      anonymousWritesPerMinute: 100_000,
      cardIntentLimits: { perShopper: 100_000, perAddress: 100_000 },
      metricsToken: TOKEN,
      metricsPort: 0,
      host: '127.0.0.1',
    },
    database,
    logger: false,
  });
  await app.ready();
}, 300_000);
afterAll(async () => {
  await app.close();
  await database.dispose();
});

async function scrape(): Promise<Map<string, MetricFamily>> {
  const res = await app.inject({ url: '/api/metrics', headers: auth(TOKEN) });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
  expect(res.headers['cache-control']).toBe('no-store');
  return parsePrometheusText(res.body);
}

function getFromMetricsPort(path: string): Promise<{ status: number; type: string; body: string }> {
  const address = app.metricsAddress();
  if (!address) throw new Error('the metrics port is not listening');
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: address.port, path }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        body += chunk;
      });
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type']), body }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

describe('GET /api/metrics behind METRICS_TOKEN', () => {
  it('refuses a scrape without the token or with another one: 401 with a Bearer challenge', async () => {
    for (const headers of [{}, auth('not-the-metrics-token-at-all'), { authorization: `Basic ${TOKEN}` }]) {
      const res = await app.inject({ url: '/api/metrics', headers });
      expect(res.statusCode).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(res.body).not.toContain('http_request_duration_seconds');
    }
  });

  it('after a cash-on-delivery order, a declined card and a declined Easypaisa payment, counts them, times routes by pattern and reports pool, event loop and outbox', async () => {
    const before = await scrape();
    const placedBefore = sampleValue(before, 'bookshop_orders_placed_total', { payment_kind: 'on_delivery' });
    const cardPlacedBefore = sampleValue(before, 'bookshop_orders_placed_total', { payment_kind: 'card' });
    const failedBefore = sampleValue(before, 'bookshop_payments_failed_total', { payment_kind: 'card' });
    const walletPlacedBefore = sampleValue(before, 'bookshop_orders_placed_total', {
      payment_kind: 'wallet',
    });
    const walletFailedBefore = sampleValue(before, 'bookshop_payments_failed_total', {
      payment_kind: 'wallet',
    });

    const book = await bookWithStock(database.db, 50);
    const cod = await readyGuest(app, [{ id: book.id }]);
    const placed = await placeOrder(
      app,
      cod.token,
      orderBody({ addressId: cod.addressId, lines: cod.lines }),
    );
    expect(placed.statusCode).toBe(200);
    expect((await app.inject(`/api/books/${book.id}`)).statusCode).toBe(200);

    const declinedShopper = await readyGuest(app, [{ id: book.id }]);
    const card = await saveCard(app, declinedShopper.token, '4000000000000002');
    const declined = await placeOrder(
      app,
      declinedShopper.token,
      orderBody({
        addressId: declinedShopper.addressId,
        lines: declinedShopper.lines,
        paymentOption: 1,
        cardToken: card,
      }),
    );
    expect(declined.statusCode).toBe(402);

    const walletShopper = await readyGuest(app, [{ id: book.id }]);
    const wallet = await placeOrder(
      app,
      walletShopper.token,
      orderBody({ addressId: walletShopper.addressId, lines: walletShopper.lines, paymentOption: 5 }),
    );
    const { redirectUrl, order } = wallet.json().data;
    await app.inject({
      method: 'POST',
      url: redirectUrl,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'decision=decline',
    });
    const status = await app.inject({
      method: 'POST',
      url: '/api/payments/payment-status',
      headers: auth(walletShopper.token),
      payload: { orderId: order.id },
    });
    expect(status.json().data.order.status).toBe('payment_failed');

    const after = await scrape();
    expect(sampleValue(after, 'bookshop_orders_placed_total', { payment_kind: 'on_delivery' })).toBe(
      placedBefore + 1,
    );
    expect(sampleValue(after, 'bookshop_orders_placed_total', { payment_kind: 'card' })).toBe(
      cardPlacedBefore + 1,
    );
    expect(sampleValue(after, 'bookshop_payments_failed_total', { payment_kind: 'card' })).toBe(
      failedBefore + 1,
    );
    expect(sampleValue(after, 'bookshop_orders_placed_total', { payment_kind: 'wallet' })).toBe(
      walletPlacedBefore + 1,
    );
    expect(sampleValue(after, 'bookshop_payments_failed_total', { payment_kind: 'wallet' })).toBe(
      walletFailedBefore + 1,
    );

    const durations = after.get('http_request_duration_seconds');
    expect(durations?.type).toBe('histogram');
    expect(
      sampleValue(after, 'http_request_duration_seconds_count', {
        method: 'POST',
        route: '/api/cart/place-order',
        status_code: '200',
      }),
    ).toBe(2);
    expect(
      sampleValue(after, 'http_request_duration_seconds_count', {
        method: 'POST',
        route: '/api/cart/place-order',
        status_code: '402',
      }),
    ).toBe(1);
    expect(
      sampleValue(after, 'http_request_duration_seconds_count', {
        method: 'GET',
        route: '/api/books/:id',
        status_code: '200',
      }),
    ).toBeGreaterThanOrEqual(1);
    // The pattern, never the address asked for: no series per book, no path segment that is an id.
    const routes = [...new Set(durations?.samples.map((s) => s.labels.route ?? ''))];
    expect(routes).not.toContain(`/api/books/${book.id}`);
    expect(routes.filter((route) => /\/\d+(\/|$)/.test(route))).toEqual([]);

    const kind = { database: testDatabaseKind };
    expect(sampleValue(after, 'bookshop_db_pool_connections', kind)).toBeGreaterThanOrEqual(1);
    expect(sampleValue(after, 'bookshop_db_pool_idle_connections', kind)).toBeGreaterThanOrEqual(0);
    expect(sampleValue(after, 'bookshop_db_pool_waiting_queries', kind)).toBe(0);
    expect(sampleValue(after, 'bookshop_db_queries_in_flight', kind)).toBeGreaterThanOrEqual(0);
    expect(after.get('nodejs_eventloop_lag_seconds')?.type).toBe('gauge');
    expect(sampleValue(after, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);

    // Without SMTP nothing leaves the outbox: the gauge is the outbox's unsent e-mails, the order's among them.
    const [unsent] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from outbox where sent_at is null`,
    );
    expect(Number(unsent?.n)).toBeGreaterThanOrEqual(1);
    expect(sampleValue(after, 'bookshop_emails_queued')).toBe(Number(unsent?.n));
  });
});

describe('METRICS_PORT', () => {
  it('serves the same metrics at /metrics on a port of its own, and nothing else there', async () => {
    const res = await getFromMetricsPort('/metrics');
    expect(res.status).toBe(200);
    expect(res.type).toBe('text/plain; version=0.0.4; charset=utf-8');
    const families = parsePrometheusText(res.body);
    expect(families.get('bookshop_orders_placed_total')?.type).toBe('counter');
    expect(families.get('http_request_duration_seconds')?.type).toBe('histogram');
    expect((await getFromMetricsPort('/api/books')).status).toBe(404);
  });

  it('closes with the app', async () => {
    const other = await buildApp({
      config: { dataDir: null, webDistDir: null, logLevel: 'silent', metricsPort: 0, host: '127.0.0.1' },
      database,
      logger: false,
    });
    await other.ready();
    const address = other.metricsAddress();
    expect(address?.port).toBeGreaterThan(0);
    await other.close();
    expect(other.metricsAddress()).toBeNull();
    const probe = request({ host: '127.0.0.1', port: address?.port, path: '/metrics' });
    probe.end();
    const [error] = (await once(probe, 'error')) as [NodeJS.ErrnoException];
    expect(error.code).toBe('ECONNREFUSED');
  });
});

describe('without METRICS_TOKEN', () => {
  it('has no /api/metrics route at all, whatever is sent', async () => {
    const plain = await buildApp({
      config: { dataDir: null, webDistDir: null, logLevel: 'silent' },
      database,
      logger: false,
    });
    try {
      const res = await plain.inject({ url: '/api/metrics', headers: auth(TOKEN) });
      expect(res.statusCode).toBe(404);
      expect(plain.metricsAddress()).toBeNull();
    } finally {
      await plain.close();
    }
  });
});

describe('the strict reader these tests parse with', () => {
  it('refuses what Prometheus would refuse: a sample before its TYPE, a bad escape, a series twice, no final line break', () => {
    expect(() => parsePrometheusText('up 1\n')).toThrow(/before its TYPE/);
    expect(() => parsePrometheusText('# TYPE up gauge\nup{a="\\x"} 1\n')).toThrow(/bad escape/);
    expect(() => parsePrometheusText('# TYPE up gauge\nup{a="1"} 1\nup{a="1"} 2\n')).toThrow(/twice/);
    expect(() => parsePrometheusText('# TYPE up gauge\nup 1')).toThrow(/line break/);
    expect(() => parsePrometheusText('# TYPE up gauge\nup 1,5\n')).toThrow(/bad value/);
    expect(sampleValue(parsePrometheusText('# TYPE up gauge\nup{a="x\\"y"} 2.5\n'), 'up', { a: 'x"y' })).toBe(
      2.5,
    );
  });
});
