import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { PERMISSIONS_POLICY } from '../src/security/security-headers.js';
import { bearer, guestToken, register } from './support/accounts.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';

async function fakeWebDist(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'bookshop-web-'));
  await mkdir(path.join(dir, 'assets'));
  await writeFile(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><title>Bookshop</title></head><body><div id="root"></div><script type="module" src="/assets/index-abc.js"></script></body></html>',
  );
  await writeFile(
    path.join(dir, 'assets/index-abc.js'),
    'console.log(1);\n//# sourceMappingURL=index-abc.js.map',
  );
  await writeFile(path.join(dir, 'assets/index-abc.js.map'), '{"version":3,"sources":["secret-source.ts"]}');
  return dir;
}

type App = Awaited<ReturnType<typeof buildApp>>;
let database: TestDatabase;
let http: App;
let https: App;

beforeAll(async () => {
  database = await createTestDatabase();
  const webDistDir = await fakeWebDist();
  const base = { dataDir: null, webDistDir, logLevel: 'silent', anonymousWritesPerMinute: 100_000 };
  http = await buildApp({ config: { ...base, publicUrl: 'http://localhost:3000' }, database, logger: false });
  https = await buildApp({
    config: { ...base, publicUrl: 'https://shop.example.pk' },
    database,
    logger: false,
  });
});
afterAll(async () => {
  await http.close();
  await https.close();
  await database.dispose();
});

function expectSecurityHeaders(headers: Record<string, unknown>) {
  const csp = String(headers['content-security-policy']);
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toContain("'unsafe-inline'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
}

describe('security headers', () => {
  it('are on index.html, a page and an asset', async () => {
    for (const url of ['/', '/books/1', '/assets/index-abc.js']) {
      const res = await http.inject(url);
      expect(res.statusCode, url).toBeLessThan(400);
      expectSecurityHeaders(res.headers);
    }
  });

  it('a JSON answer gets the lean API set: nothing may run or frame it, no document-only headers', async () => {
    for (const url of ['/api/health', '/api/books/999999999', '/api/auth/me']) {
      const res = await http.inject(url);
      expect(String(res.headers['content-type']), url).toMatch(/^application\/json/);
      expect(res.headers['content-security-policy'], url).toBe("default-src 'none';frame-ancestors 'none'");
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(res.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(res.headers['permissions-policy'], url).toBeUndefined();
      expect(res.headers['x-dns-prefetch-control'], url).toBeUndefined();
    }
  });

  it('send HSTS only when the public address is https', async () => {
    expect((await http.inject('/api/health')).headers['strict-transport-security']).toBeUndefined();
    const secure = await https.inject('/');
    expect(secure.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect((await https.inject('/api/health')).headers['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
    expect(String(secure.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
    expect(String((await http.inject('/')).headers['content-security-policy'])).not.toContain(
      'upgrade-insecure-requests',
    );
  });

  it('index.html carries no inline script for the policy to allow', async () => {
    const page = await http.inject('/');
    expect(page.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/i);
  });

  it('do not serve source maps', async () => {
    const map = await http.inject('/assets/index-abc.js.map');
    expect(map.statusCode).toBe(404);
    expect(map.body).not.toContain('secret-source');
  });
});

describe('Cache-Control: no-store', () => {
  it('is on every answer that used a user or guest token, and on API writes and errors', async () => {
    const user = await register(http);
    const me = await http.inject({ url: '/api/auth/me', headers: bearer(user.token) });
    expect(me.statusCode).toBe(200);
    expect(me.headers['cache-control']).toBe('no-store');
    const guest = await guestToken(http);
    const addresses = await http.inject({ url: '/api/addresses', headers: bearer(guest) });
    expect(addresses.headers['cache-control']).toBe('no-store');
    const created = await http.inject({ method: 'POST', url: '/api/auth/guest' });
    expect(created.headers['cache-control']).toBe('no-store');
    const missing = await http.inject({ url: '/api/auth/me' });
    expect(missing.statusCode).toBe(401);
    expect(missing.headers['cache-control']).toBe('no-store');
  });

  it('leaves public answers cacheable as their routes set them', async () => {
    const page = await http.inject('/');
    expect(page.headers['cache-control']).toBe('no-cache');
    const asset = await http.inject('/assets/index-abc.js');
    expect(asset.headers['cache-control']).toContain('immutable');
  });
});

describe('over-long requests', () => {
  it('answers 414 { error } for an address over 8 KB', async () => {
    const res = await http.inject(`/api/search?keyword=${'a'.repeat(9000)}`);
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({ error: 'The address is too long.' });
  });

  it('answers 431 { error } for headers over 16 KB, from a real socket', async () => {
    const address = await http.listen({ port: 0, host: '127.0.0.1' });
    const res = await fetch(`${address}/api/health`, { headers: { 'x-big': 'a'.repeat(20_000) } });
    expect(res.status).toBe(431);
    expect(await res.json()).toEqual({ error: 'The request headers are too large.' });
  });
});
