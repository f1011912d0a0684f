import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';

describe('maintenance hosts', () => {
  let database: TestDatabase;
  let app: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    const dist = await mkdtemp(path.join(tmpdir(), 'bookshop-maint-'));
    await mkdir(path.join(dist, 'assets'));
    await writeFile(
      path.join(dist, 'index.html'),
      '<!doctype html><title>Bookshop</title><div id="root"></div>',
    );
    await writeFile(path.join(dist, 'assets', 'index-abc.js'), 'console.log(1)');
    database = await createTestDatabase();
    const { maintenanceHosts } = loadConfig({ MAINTENANCE_HOSTS: ' *.maint.example.com, Down.Example.PK ' });
    app = await buildApp({
      config: { dataDir: null, webDistDir: dist, logLevel: 'silent', maintenanceHosts },
      database,
      logger: false,
    });
  });
  afterAll(async () => {
    await app.close();
    await database.dispose();
  });

  const get = (url: string, host: string, accept = 'text/html') =>
    app.inject({ url, headers: { host, accept } });

  it('sends every page on a maintenance host to /maintenance', async () => {
    for (const url of ['/', '/book/12', '/search?keyword=x', '/category/level4/3/instock']) {
      for (const host of ['shop.maint.example.com', 'a.b.maint.example.com:8443', 'down.example.pk']) {
        const res = await get(url, host);
        expect(res.statusCode, `${host}${url}`).toBe(302);
        expect(res.headers.location).toBe('/maintenance');
      }
    }
  });

  it('serves the maintenance page itself and the files it needs there', async () => {
    const page = await get('/maintenance', 'down.example.pk');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root">');
    const asset = await get('/assets/index-abc.js', 'down.example.pk', '*/*');
    expect(asset.statusCode).toBe(200);
  });

  it('answers the API with 503 there, except health and site status', async () => {
    const res = await get('/api/books/1', 'down.example.pk', 'application/json');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ error: 'The shop is under maintenance.' });
    const autocomplete = await app.inject({
      method: 'GET',
      url: '/api/autocomplete?search=ab',
      headers: { host: 'x.maint.example.com' },
    });
    expect(autocomplete.statusCode).toBe(503);
    expect((await get('/api/health', 'down.example.pk', 'application/json')).statusCode).toBe(200);
    const status = await get('/api/site-status', 'down.example.pk', 'application/json');
    expect(status.statusCode).toBe(200);
    expect(status.json()).toEqual({ data: { maintenance: true, deliveryAreas: { stationery: ['Lahore'] } } });
  });

  it('works normally on other hosts, and sends /maintenance home', async () => {
    for (const host of ['shop.example.pk', 'maint.example.com', 'example.com', 'localhost:3000']) {
      const home = await get('/', host);
      expect(home.statusCode, host).toBe(200);
      const maint = await get('/maintenance', host);
      expect(maint.statusCode, host).toBe(302);
      expect(maint.headers.location).toBe('/');
      const status = await get('/api/site-status', host, 'application/json');
      expect(status.json()).toEqual({
        data: { maintenance: false, deliveryAreas: { stationery: ['Lahore'] } },
      });
      expect((await get('/api/autocomplete?search=zz', host, 'application/json')).statusCode).toBe(200);
    }
  });

  it('goes by the Host header only, not X-Forwarded-Host', async () => {
    const res = await app.inject({
      url: '/',
      headers: { host: 'shop.example.pk', 'x-forwarded-host': 'down.example.pk', accept: 'text/html' },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('maintenance configuration', () => {
  it('reads MAINTENANCE_HOSTS as a trimmed, lower-cased comma list', () => {
    expect(loadConfig({ MAINTENANCE_HOSTS: 'A.example.com, *.Shop.PK ,,' }).maintenanceHosts).toEqual([
      'a.example.com',
      '*.shop.pk',
    ]);
    expect(loadConfig({}).maintenanceHosts).toEqual([]);
  });

  it('reads HIGH_DISCOUNT_THRESHOLD, 25 by default, and refuses nonsense', () => {
    expect(loadConfig({}).highDiscountThreshold).toBe(25);
    expect(loadConfig({ HIGH_DISCOUNT_THRESHOLD: '40' }).highDiscountThreshold).toBe(40);
    expect(() => loadConfig({ HIGH_DISCOUNT_THRESHOLD: '0' })).toThrow(/HIGH_DISCOUNT_THRESHOLD/);
    expect(() => loadConfig({ HIGH_DISCOUNT_THRESHOLD: 'lots' })).toThrow(/HIGH_DISCOUNT_THRESHOLD/);
  });
});
