import { Writable } from 'node:stream';
import { DrizzleQueryError } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { loggableError, logOptions } from '../src/security/log-options.js';
import { parseProxyTrust } from '../src/security/proxy-trust.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';

type App = Awaited<ReturnType<typeof buildApp>>;
let database: TestDatabase;
let app: App;
const lines: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  app = await buildApp({
    config: {
      dataDir: null,
      webDistDir: null,
      logLevel: 'info',
      trustProxy: 1,
      anonymousWritesPerMinute: 100_000,
    },
    database,
    logger: { ...(logOptions('info') as object), stream },
  });
  app.get('/api/test/ip', async (request) => ({ ip: request.ip }));
});
afterAll(async () => {
  await app.close();
  await database.dispose();
});

describe('logs', () => {
  it('redact passwords, tokens, hashes, authorization headers and mail bodies', () => {
    lines.length = 0;
    app.log.info(
      {
        password: 'hunter22',
        user: { passwordHash: '$argon2id$secret-hash', token: 'tok-secret' },
        req: { headers: { authorization: 'Bearer bearer-secret' } },
        mail: { to: 'a@example.pk', body: 'link resetPasswordToken=mail-secret' },
      },
      'probe',
    );
    const text = lines.join('');
    for (const secret of ['hunter22', 'secret-hash', 'tok-secret', 'bearer-secret', 'mail-secret']) {
      expect(text).not.toContain(secret);
    }
    expect(text).toContain('[Redacted]');
  });

  it('cut a logged value at a few KB', () => {
    lines.length = 0;
    app.log.info({ big: 'x'.repeat(3_000_000) }, 'big');
    expect(lines.join('').length).toBeLessThan(10_000);
    expect(lines.join('')).toContain('more characters cut');
  });

  it('log a failed query without its parameters or the values PostgreSQL repeats', () => {
    const cause = Object.assign(
      new Error('duplicate key value violates unique constraint "users_email_key"'),
      {
        code: '23505',
        detail: 'Key (email)=(ayesha@example.pk) already exists.',
        constraint: 'users_email_key',
      },
    );
    const error = new DrizzleQueryError(
      'insert into "users" ("email", "password_hash") values ($1, $2)',
      ['ayesha@example.pk', '$argon2id$v=19$secret'],
      cause,
    );
    const logged = JSON.stringify(loggableError(error));
    expect(logged).toContain('Failed query: insert into');
    expect(logged).toContain('users_email_key');
    expect(logged).not.toContain('ayesha@example.pk');
    expect(logged).not.toContain('argon2id');
  });

  it('keep a reset link token out of the request log', async () => {
    lines.length = 0;
    await app.inject({
      method: 'POST',
      url: '/api/auth/forget-password/reset-password?tempToken=link-secret-123',
      payload: {},
    });
    const text = lines.join('');
    expect(text).toContain('reset-password?tempToken=[Redacted]');
    expect(text).not.toContain('link-secret-123');
  });
});

describe('TRUST_PROXY', () => {
  it('takes a hop count or a list of proxy addresses and networks, and refuses "true"', () => {
    expect(parseProxyTrust(undefined)).toBe(false);
    expect(parseProxyTrust('false')).toBe(false);
    expect(parseProxyTrust('1')).toBe(1);
    expect(parseProxyTrust('10.0.0.0/8, 192.168.1.7,::1,loopback')).toEqual([
      '10.0.0.0/8',
      '192.168.1.7',
      '::1',
      'loopback',
    ]);
    expect(() => parseProxyTrust('true')).toThrow(/would believe any X-Forwarded-For/);
    expect(() => parseProxyTrust('10.0.0.0/33')).toThrow(/TRUST_PROXY/);
    expect(() => parseProxyTrust('proxy.example.pk')).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
  });

  it('with one hop believes only the address the nearest proxy adds, not one the client forged', async () => {
    const res = await app.inject({
      url: '/api/test/ip',
      remoteAddress: '10.0.0.2',
      headers: { 'x-forwarded-for': '6.6.6.6, 203.0.113.9' },
    });
    expect(res.json()).toEqual({ ip: '203.0.113.9' });
  });
});
