import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { logOptions } from '../src/security/log-options.js';
import type { ProxyTrust } from '../src/security/proxy-trust.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';

type App = Awaited<ReturnType<typeof buildApp>>;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const PROXY = '10.1.2.3';
const STRANGER = '203.0.113.9';

let database: TestDatabase;
const apps: App[] = [];
/** Every JSON log line each app wrote, parsed. */
const logs = new Map<App, Array<Record<string, unknown>>>();

async function appTrusting(trustProxy: ProxyTrust): Promise<App> {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n')) if (line.trim()) lines.push(JSON.parse(line));
      done();
    },
  });
  const app = await buildApp({
    config: {
      dataDir: null,
      webDistDir: null,
      logLevel: 'info',
      trustProxy,
      anonymousWritesPerMinute: 100_000,
    },
    database,
    logger: { ...(logOptions('info') as object), stream },
  });
  // A route that writes a line of its own while answering, as the shop's handlers do.
  app.get('/api/test/log-a-line', async (request) => {
    request.log.info({ step: 'handler' }, 'a line of the handler');
    return { ok: true };
  });
  apps.push(app);
  logs.set(app, lines);
  return app;
}

let trustingList: App;
let trustingHops: App;
let trustingNone: App;

beforeAll(async () => {
  database = await createTestDatabase();
  trustingList = await appTrusting(['10.0.0.0/8']);
  trustingHops = await appTrusting(1);
  trustingNone = await appTrusting(false);
}, 120_000);
afterAll(async () => {
  for (const app of apps) await app.close();
  await database.dispose();
});

function get(app: App, remoteAddress: string, requestId?: string, url = '/api/test/log-a-line') {
  return app.inject({
    url,
    remoteAddress,
    headers: requestId === undefined ? {} : { 'x-request-id': requestId },
  });
}

describe('X-Request-Id', () => {
  it('is made when none is sent: a random UUID, different for every request, returned in the answer', async () => {
    const first = await get(trustingNone, STRANGER);
    const second = await get(trustingNone, STRANGER);
    expect(first.headers['x-request-id']).toMatch(UUID);
    expect(second.headers['x-request-id']).toMatch(UUID);
    expect(first.headers['x-request-id']).not.toBe(second.headers['x-request-id']);
  });

  it('is taken from a proxy TRUST_PROXY names (by address or as the nearest hop)', async () => {
    expect((await get(trustingList, PROXY, 'lb-7f3a-0001')).headers['x-request-id']).toBe('lb-7f3a-0001');
    expect((await get(trustingHops, PROXY, 'lb-7f3a-0002')).headers['x-request-id']).toBe('lb-7f3a-0002');
  });

  it('is never taken from a sender TRUST_PROXY does not name, or when no proxy is trusted', async () => {
    const stranger = await get(trustingList, STRANGER, 'chosen-by-the-client');
    expect(stranger.headers['x-request-id']).toMatch(UUID);
    const untrusted = await get(trustingNone, PROXY, 'chosen-by-the-client');
    expect(untrusted.headers['x-request-id']).toMatch(UUID);
  });

  it('from a trusted proxy, is replaced when it could forge or bloat log lines (spaces, control characters, too long)', async () => {
    for (const bad of ['two words', 'a\tb', 'x'.repeat(201), '']) {
      const res = await get(trustingList, PROXY, bad);
      expect(res.headers['x-request-id']).toMatch(UUID);
    }
  });

  it('is on refusals and errors too: a 404, a 414 and a 401', async () => {
    const notFound = await get(trustingList, PROXY, 'lb-404', '/api/no-such-route');
    expect(notFound.statusCode).toBe(404);
    expect(notFound.headers['x-request-id']).toBe('lb-404');
    const tooLong = await get(trustingList, PROXY, 'lb-414', `/api/books?q=${'a'.repeat(20_000)}`);
    expect(tooLong.statusCode).toBe(414);
    expect(tooLong.headers['x-request-id']).toBe('lb-414');
    const unauthorised = await get(trustingList, PROXY, 'lb-401', '/api/auth/me');
    expect(unauthorised.statusCode).toBe(401);
    expect(unauthorised.headers['x-request-id']).toBe('lb-401');
  });

  it("is on every log line of its request, as requestId: Fastify's request lines and the handler's own", async () => {
    const lines = logs.get(trustingList) ?? [];
    lines.length = 0;
    const res = await get(trustingList, PROXY, 'lb-logged-0001');
    expect(res.statusCode).toBe(200);
    const mine = lines.filter((line) => line.requestId === 'lb-logged-0001');
    expect(mine.map((line) => line.msg)).toEqual([
      'incoming request',
      'a line of the handler',
      'request completed',
    ]);
    // Nothing of the request is logged without it, and Fastify's per-process label is gone.
    expect(lines.filter((line) => 'reqId' in line)).toEqual([]);
    expect(lines.every((line) => line.requestId === 'lb-logged-0001')).toBe(true);

    lines.length = 0;
    const made = await get(trustingList, STRANGER);
    const id = made.headers['x-request-id'];
    expect(lines.length).toBeGreaterThanOrEqual(3);
    expect(lines.every((line) => line.requestId === id)).toBe(true);
  });
});
