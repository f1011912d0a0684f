import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/query-rows.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { testDatabaseKind } from './support/test-database.js';

async function fakeWebDist(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'bookshop-web-'));
  await mkdir(path.join(dir, 'assets'));
  await writeFile(
    path.join(dir, 'index.html'),
    '<!doctype html><title>Bookshop</title><div id="root"></div>',
  );
  await writeFile(
    path.join(dir, 'assets', 'index-abc123.js'),
    `console.log(${JSON.stringify('x'.repeat(5000))});`,
  );
  await writeFile(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}

describe('the server', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: true, webDistDir: await fakeWebDist() });
  });
  afterAll(async () => {
    await t.close();
  });

  it('reports health with the database kind and migration level', async () => {
    const res = await t.app.inject('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ok',
      database: testDatabaseKind,
      migrations: { applied: expect.any(Number), latest: expect.stringMatching(/^\d{4}_/) },
    });
    expect(res.json().migrations.applied).toBeGreaterThanOrEqual(1);
  });

  it('returns a full book by id', async () => {
    const list = await t.app.inject('/api/books?limit=1');
    const first = list.json().data.books[0];
    const res = await t.app.inject(`/api/books/${first.Book_Id}`);
    expect(res.statusCode).toBe(200);
    const { book } = res.json().data;
    expect(book).toMatchObject({
      Book_Id: first.Book_Id,
      BOOK_TITLE: first.BOOK_TITLE,
      PAK_PRICE: first.PAK_PRICE,
    });
    expect(book.categoryIds.length).toBeGreaterThan(0);
    expect(['available', 'out_of_stock', 'pre_order', 'on_demand']).toContain(book.bookStatus);
  });

  it('lists books newest first with a total, page after page', async () => {
    const res = await t.app.inject('/api/books?limit=5&offset=0');
    const { books, total } = res.json().data;
    expect(books).toHaveLength(5);
    const [count] = await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from books`);
    expect(total).toBe(count?.n);
    // Newest first: publication year, latest first (undated books lead, as PostgreSQL sorts null
    // years in a descending order), then the most recently added.
    const newest = await queryRows<{ id: number }>(
      t.database.db,
      sql`select id from books order by year desc, id desc limit 10`,
    );
    const next = (await t.app.inject('/api/books?limit=5&offset=5')).json().data.books;
    expect([...books, ...next].map((b: { Book_Id: number }) => b.Book_Id)).toEqual(
      newest.map((r) => Number(r.id)),
    );
  });

  it('answers 404 for an unknown book and 400 for a bad id, as JSON', async () => {
    const missing = await t.app.inject('/api/books/99999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'Book not found' });
    const bad = await t.app.inject('/api/books/abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/Invalid/);
  });

  it('answers unknown /api paths with a JSON 404, not the web app', async () => {
    const res = await t.app.inject('/api/no-such-thing');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/json/);
    expect(res.json().error).toMatch(/Not found/);
  });

  it('serves the web app at the root', async () => {
    const res = await t.app.inject({ url: '/', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root">');
  });

  it('serves the web app for client routes, with no-cache', async () => {
    const res = await t.app.inject({ url: '/book/12', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('<div id="root">');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('caches hashed assets forever and compresses them', async () => {
    const res = await t.app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
    const plain = await t.app.inject('/favicon.svg');
    expect(plain.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
  });

  it('generates a webp cover for a book and serves a placeholder', async () => {
    const list = await t.app.inject('/api/books?limit=1');
    const { picname } = list.json().data.books[0];
    const cover = await t.app.inject(`/images/${picname}.webp`);
    expect(cover.statusCode).toBe(200);
    expect(cover.headers['content-type']).toBe('image/webp');
    expect(cover.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
    const placeholder = await t.app.inject('/images/placeholder.webp');
    expect(placeholder.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
    const unknown = await t.app.inject('/images/no-such-book.webp');
    expect(unknown.statusCode).toBe(404);
    const traversal = await t.app.inject('/images/..%2F..%2Fetc%2Fpasswd.webp');
    expect(traversal.statusCode).toBe(404);
  });
});

describe('the category menu', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
  });
  afterAll(async () => {
    await t.close();
  });

  it('returns the nine menu groups with their level-4 categories in one call', async () => {
    const res = await t.app.inject('/api/categories/menu');
    expect(res.statusCode).toBe(200);
    const { groups } = res.json().data;
    expect(groups.map((g: { label: string }) => g.label)).toEqual([
      'All Books',
      'Fiction',
      'Non-Fiction',
      'Young Adults',
      'Children',
      'Urdu Books',
      'Our Publications',
      'High Discounts',
      'Stationery & Art Supplies',
    ]);
    const fiction = groups.find((g: { slug: string }) => g.slug === 'fiction');
    expect(fiction.categories.length).toBeGreaterThan(5);
    expect(fiction.categories[0]).toEqual({
      id: expect.any(Number),
      label: expect.any(String),
      labelUr: expect.any(String),
    });
  });
});
