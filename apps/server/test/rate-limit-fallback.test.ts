import { randomBytes } from 'node:crypto';
import { createConnection, createServer, type Server, type Socket } from 'node:net';
import { Writable } from 'node:stream';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app.js';
import { logOptions } from '../src/security/log-options.js';
import { LIMITS_NOT_SHARED, LIMITS_SHARED_AGAIN } from '../src/security/rate-limit-store.js';
import { uniqueIp } from './support/accounts.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';

/*
 * With REDIS_URL set and Redis not answering, every rate limit let everything through (skip on
 * error): gift card code guessing was unlimited. The limits are now counted in each process
 * meanwhile, the shop warns once that they are not shared, and counting goes back to Redis when
 * it answers again.
 */

type App = Awaited<ReturnType<typeof buildApp>>;
let database: TestDatabase;
const apps: App[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await database.dispose();
});

/** An app whose log lines are kept, limited to `perMinute` anonymous writes per address. */
async function limitedApp(perMinute: number, redisUrl: string, nameSpace: string) {
  const lines: { level: number; msg: string }[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n')) if (line.trim() !== '') lines.push(JSON.parse(line));
      done();
    },
  });
  const app = await buildApp({
    config: {
      dataDir: null,
      webDistDir: null,
      logLevel: 'info',
      anonymousWritesPerMinute: perMinute,
      redisUrl,
      rateLimitNameSpace: nameSpace,
    },
    database,
    logger: { ...(logOptions('info') as object), stream },
  });
  apps.push(app);
  const said = (msg: string) => lines.filter((line) => line.msg === msg);
  return { app, said };
}

function guestToken(app: App, remoteAddress: string) {
  return app.inject({ method: 'POST', url: '/api/auth/guest', remoteAddress });
}

const WARN = 40;
const INFO = 30;

describe('rate limits while Redis does not answer', () => {
  it('still hold, counted in this process, and the shop warns once that they are not shared (redis://127.0.0.1:1)', async () => {
    const { app, said } = await limitedApp(
      2,
      'redis://127.0.0.1:1',
      `test-${randomBytes(6).toString('hex')}-`,
    );
    const ip = uniqueIp();
    expect((await guestToken(app, ip)).statusCode).toBe(201);
    expect((await guestToken(app, ip)).statusCode).toBe(201);
    const third = await guestToken(app, ip);
    expect(third.statusCode).toBe(429);
    expect(third.headers['retry-after']).toBeDefined();
    // Other addresses and more refused requests: still counted, still one warning.
    for (let i = 0; i < 5; i++) expect((await guestToken(app, ip)).statusCode).toBe(429);
    expect((await guestToken(app, uniqueIp())).statusCode).toBe(201);
    expect(said(LIMITS_NOT_SHARED)).toHaveLength(1);
    expect(said(LIMITS_NOT_SHARED)[0]?.level).toBe(WARN);
  });

  const redisUrl = process.env.TEST_REDIS_URL;
  describe.runIf(redisUrl)('with the real Redis (TEST_REDIS_URL)', () => {
    let proxy: Server;
    let forwarding = false;
    const sockets = new Set<Socket>();
    let proxyUrl = '';

    beforeAll(async () => {
      const target = new URL(redisUrl ?? '');
      // Stands between one app and Redis: first it hangs up on every connection (Redis down),
      // then it passes them through (Redis back).
      proxy = createServer((client) => {
        sockets.add(client);
        client.on('close', () => sockets.delete(client));
        if (!forwarding) {
          client.destroy();
          return;
        }
        const upstream = createConnection(Number(target.port || 6379), target.hostname);
        sockets.add(upstream);
        upstream.on('close', () => sockets.delete(upstream));
        client.pipe(upstream).pipe(client);
        client.on('error', () => upstream.destroy());
        upstream.on('error', () => client.destroy());
      });
      await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
      const address = proxy.address();
      if (typeof address !== 'object' || address === null) throw new Error('proxy has no port');
      proxyUrl = `redis://127.0.0.1:${address.port}`;
    });
    afterAll(async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => proxy.close(resolve));
    });

    it('count in process while Redis is away, then share the count through Redis again, saying so once each', async () => {
      const nameSpace = `test-${randomBytes(6).toString('hex')}-`;
      const behind = await limitedApp(2, proxyUrl, nameSpace);
      const direct = await limitedApp(2, redisUrl ?? '', nameSpace);

      const ip = uniqueIp();
      expect((await guestToken(behind.app, ip)).statusCode).toBe(201);
      expect((await guestToken(behind.app, ip)).statusCode).toBe(201);
      expect((await guestToken(behind.app, ip)).statusCode).toBe(429);
      expect(behind.said(LIMITS_NOT_SHARED)).toHaveLength(1);
      // The other replica never saw those writes: the counts were not shared.
      expect((await guestToken(direct.app, ip)).statusCode).toBe(201);

      forwarding = true;
      // Redis is back: once the app has reconnected (ioredis retries on its own), one write
      // through it and two on the other replica are three on one count.
      await vi.waitFor(
        async () => {
          const fresh = uniqueIp();
          expect((await guestToken(behind.app, fresh)).statusCode).toBe(201);
          expect((await guestToken(direct.app, fresh)).statusCode).toBe(201);
          expect((await guestToken(direct.app, fresh)).statusCode).toBe(429);
        },
        { timeout: 15_000, interval: 100 },
      );
      expect(behind.said(LIMITS_SHARED_AGAIN)).toHaveLength(1);
      expect(behind.said(LIMITS_SHARED_AGAIN)[0]?.level).toBe(INFO);
      expect(behind.said(LIMITS_NOT_SHARED)).toHaveLength(1);
      expect(direct.said(LIMITS_NOT_SHARED)).toHaveLength(0);
    }, 60_000);

    it('name their Redis keys by the limit and the address, never `undefinedundefined`', async () => {
      const nameSpace = `test-${randomBytes(6).toString('hex')}-`;
      const { app } = await limitedApp(5, redisUrl ?? '', nameSpace);
      const ip = uniqueIp();
      expect((await guestToken(app, ip)).statusCode).toBe(201);
      const redis = new Redis(redisUrl ?? '');
      try {
        const keys = await redis.keys(`${nameSpace}*`);
        expect(keys).toEqual([`${nameSpace}guest-token:${ip}`]);
        expect(Number(await redis.pttl(keys[0] ?? ''))).toBeGreaterThan(0);
      } finally {
        redis.disconnect();
      }
    });
  });
});
