import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app.js';
import { addressKey } from '../src/security/anonymous-write-limit.js';
import { bearer, PASSWORD, register, uniqueEmail, uniqueIp } from './support/accounts.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';

type App = Awaited<ReturnType<typeof buildApp>>;
let database: TestDatabase;
const apps: App[] = [];

function limitedApp(perMinute: number, redis?: { url: string; nameSpace: string }) {
  return buildApp({
    config: {
      dataDir: null,
      webDistDir: null,
      logLevel: 'silent',
      anonymousWritesPerMinute: perMinute,
      ...(redis ? { redisUrl: redis.url, rateLimitNameSpace: redis.nameSpace } : {}),
    },
    database,
    logger: false,
  }).then((app) => {
    apps.push(app);
    return app;
  });
}

beforeAll(async () => {
  database = await createTestDatabase();
});
afterEach(() => {
  vi.useRealTimers();
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await database.dispose();
});

const TOO_MANY = /^Too many requests\. Please try again in \d+ (seconds?|minute)\.$/;

describe('anonymous write limits', () => {
  it('allow ANON_WRITES_PER_MINUTE guest tokens per address a minute, then 429 with Retry-After and { error }', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const app = await limitedApp(3);
    const ip = uniqueIp();
    const guest = () => app.inject({ method: 'POST', url: '/api/auth/guest', remoteAddress: ip });
    for (let i = 0; i < 3; i++) expect((await guest()).statusCode).toBe(201);
    const refused = await guest();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: expect.stringMatching(TOO_MANY) });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    // Another address, and another route from the same address, have budgets of their own.
    expect(
      (await app.inject({ method: 'POST', url: '/api/auth/guest', remoteAddress: uniqueIp() })).statusCode,
    ).toBe(201);
    const request = { name: 'Ayesha Khan', email: uniqueEmail(), title: 'Basti' };
    expect(
      (await app.inject({ method: 'POST', url: '/api/book-requests', remoteAddress: ip, payload: request }))
        .statusCode,
    ).toBe(201);
    // A minute on, the address may write again.
    vi.setSystemTime(Date.now() + 61_000);
    expect((await guest()).statusCode).toBe(201);
  });

  it('cover register, forgot-password and book requests', async () => {
    const app = await limitedApp(1);
    const ip = uniqueIp();
    const calls = [
      {
        url: '/api/auth/register',
        payload: () => ({
          first_name: 'Ayesha',
          last_name: 'Khan',
          email: uniqueEmail(),
          password: PASSWORD,
          password_confirmation: PASSWORD,
        }),
      },
      { url: '/api/auth/forget-password', payload: () => ({ email: uniqueEmail() }) },
      {
        url: '/api/book-requests',
        payload: () => ({ name: 'Ayesha Khan', email: uniqueEmail(), title: 'Basti' }),
      },
    ];
    for (const call of calls) {
      const first = await app.inject({
        method: 'POST',
        url: call.url,
        remoteAddress: ip,
        payload: call.payload(),
      });
      expect(first.statusCode, call.url).toBeLessThan(300);
      const second = await app.inject({
        method: 'POST',
        url: call.url,
        remoteAddress: ip,
        payload: call.payload(),
      });
      expect(second.statusCode, call.url).toBe(429);
      expect(second.json(), call.url).toEqual({ error: expect.stringMatching(TOO_MANY) });
    }
  });

  it('count an IPv6 client by its /64', () => {
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8:1:2:bbbb:cccc:dddd:eeee')).toBe('2001:db8:1:2::/64');
    expect(addressKey('::ffff:10.1.2.3')).toBe('10.1.2.3');
    expect(addressKey('10.1.2.3')).toBe('10.1.2.3');
  });

  const redisUrl = process.env.TEST_REDIS_URL;
  it.runIf(redisUrl)('share one count across replicas through Redis (TEST_REDIS_URL)', async () => {
    const shared = { url: redisUrl ?? '', nameSpace: `test-${randomBytes(6).toString('hex')}-` };
    const one = await limitedApp(2, shared);
    const two = await limitedApp(2, shared);
    const ip = uniqueIp();
    expect((await one.inject({ method: 'POST', url: '/api/auth/guest', remoteAddress: ip })).statusCode).toBe(
      201,
    );
    expect((await two.inject({ method: 'POST', url: '/api/auth/guest', remoteAddress: ip })).statusCode).toBe(
      201,
    );
    // The third write, on either replica, is over the shared budget (Redis unreachable would let it through).
    const third = await one.inject({ method: 'POST', url: '/api/auth/guest', remoteAddress: ip });
    expect(third.statusCode).toBe(429);
    expect(third.headers['retry-after']).toBeDefined();
  });
});

describe('change-password throttling', () => {
  it('refuses the 11th current-password guess on an account within 15 minutes, even a right one', async () => {
    const app = await limitedApp(100_000);
    const account = await register(app);
    const change = (current: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/change-password',
        headers: bearer(account.token),
        payload: {
          current_password: current,
          new_password: 'newsecret1',
          new_confirm_password: 'newsecret1',
        },
      });
    for (let i = 0; i < 10; i++) expect((await change(`wrong-${i}`)).statusCode).toBe(422);
    const blocked = await change(PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ error: 'Too many attempts. Please try again in 15 minutes.' });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(14 * 60);
  });
});
