import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';

/*
 * The back office (apps/admin) is served under /admin beside the storefront: its files, and its
 * page for every other address under /admin, where the storefront would otherwise render a shop
 * page. The real built app is driven by e2e/tests/admin-*.spec.ts.
 */
const ADMIN_HTML =
  '<!doctype html><html><head><title>Back office | Bookshop</title><script type="module" src="/admin/assets/index-abc.js"></script></head><body><div id="root"></div></body></html>';

async function distWith(files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'bookshop-dist-'));
  for (const [name, body] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, name)), { recursive: true });
    await writeFile(path.join(dir, name), body);
  }
  return dir;
}

describe('the back office under /admin', () => {
  let database: TestDatabase;
  let app: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    database = await createTestDatabase();
    const adminDistDir = await distWith({
      'index.html': ADMIN_HTML,
      'assets/index-abc.js': 'console.log("back office")',
      'assets/index-abc.js.map': '{"version":3}',
      'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    });
    const webDistDir = await distWith({
      'index.html':
        '<!doctype html><html><head><title>Bookshop</title></head><body><div id="root"></div></body></html>',
    });
    app = await buildApp({
      config: { dataDir: null, webDistDir, adminDistDir, logLevel: 'silent' },
      database,
      logger: false,
    });
  });
  afterAll(async () => {
    await app.close();
    await database.dispose();
  });

  it.each([
    '/admin',
    '/admin/',
    '/admin/orders/1042',
    '/admin/setup?token=abc',
    '/admin/sign-in?next=%2Forders',
  ])(
    'answers %s with the back office page, never stored, under the document security policy',
    async (url) => {
      const res = await app.inject({ url, headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body).toBe(ADMIN_HTML);
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self'");
      // The first sign-in's QR code is a data: URL image.
      expect(csp).toContain("img-src 'self' data:");
      expect(res.headers['x-frame-options']).toBe('DENY');
    },
  );

  it('serves its hashed assets to be kept for a year, and its other files revalidated', async () => {
    const asset = await app.inject('/admin/assets/index-abc.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('console.log("back office")');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await app.inject('/admin/favicon.svg');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
  });

  it('answers a missing asset and a source map 404, not with a page', async () => {
    for (const url of [
      '/admin/assets/gone-123.js',
      '/admin/assets/index-abc.js.map',
      '/admin/sourcemap.js.map',
    ]) {
      const res = await app.inject({ url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('<div id="root">');
    }
    // index.html by its own name is the same page, kept no more than the page.
    const index = await app.inject('/admin/index.html');
    expect(index.body).toBe(ADMIN_HTML);
    expect(index.headers['cache-control']).toBe('no-store');
  });

  it('leaves the storefront and the API as they were', async () => {
    const shop = await app.inject({ url: '/cart', headers: { accept: 'text/html' } });
    expect(shop.statusCode).toBe(200);
    expect(shop.body).toContain('<title>Bookshop</title>');
    // A shop address that merely starts with the same letters is the shop's.
    const lookalike = await app.inject({ url: '/administration', headers: { accept: 'text/html' } });
    expect(lookalike.body).not.toBe(ADMIN_HTML);
    const api = await app.inject('/api/admin/auth/me');
    expect(api.statusCode).toBe(401);
  });

  it('is served from apps/admin/dist unless ADMIN_DIST_DIR says otherwise, and not at all when it is empty', () => {
    expect(loadConfig({}).adminDistDir).toMatch(/apps[/\\]admin[/\\]dist$/);
    expect(loadConfig({ ADMIN_DIST_DIR: '/srv/admin' }).adminDistDir).toBe(path.resolve('/srv/admin'));
    expect(loadConfig({ ADMIN_DIST_DIR: '' }).adminDistDir).toBeNull();
  });
});

describe('without a built back office', () => {
  it('registers nothing under /admin', async () => {
    const database = await createTestDatabase();
    const app = await buildApp({
      config: {
        dataDir: null,
        webDistDir: null,
        adminDistDir: path.join(tmpdir(), 'no-such-admin'),
        logLevel: 'silent',
      },
      database,
      logger: false,
    });
    try {
      const res = await app.inject({ url: '/admin/orders', headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(404);
    } finally {
      await app.close();
      await database.dispose();
    }
  });
});
