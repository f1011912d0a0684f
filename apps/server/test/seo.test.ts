import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { seedDemo } from '../src/catalog/seed-demo.js';
import { queryRows } from '../src/db/query-rows.js';
import { withMeta } from '../src/web/static-web.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';

const PUBLIC_URL = 'https://books.example.pk';
const INDEX_HTML = `<!doctype html><html lang="en"><head><meta charset="UTF-8" />
<meta name="description" content="Books, stationery and art supplies delivered across Pakistan." />
<title>Bookshop — books, stationery and art supplies</title></head><body><div id="root"></div></body></html>`;

describe('sitemap, robots and page meta', () => {
  let database: TestDatabase;
  let app: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    const dist = await mkdtemp(path.join(tmpdir(), 'bookshop-seo-'));
    await mkdir(path.join(dist, 'assets'));
    await writeFile(path.join(dist, 'index.html'), INDEX_HTML);
    database = await createTestDatabase();
    await seedDemo(database.db);
    app = await buildApp({
      config: { dataDir: null, webDistDir: dist, logLevel: 'silent', publicUrl: PUBLIC_URL },
      database,
      logger: false,
    });
  });
  afterAll(async () => {
    await app.close();
    await database.dispose();
  });

  it('serves robots.txt pointing at the sitemap on the public address', async () => {
    const res = await app.inject('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/plain/);
    expect(res.body).toContain('User-agent: *');
    expect(res.body).toContain('Disallow: /api/');
    expect(res.body).toContain('Disallow: /order-cart');
    expect(res.body).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });

  it('lists home, the content pages, every category listing and every book in sitemap.xml', async () => {
    const res = await app.inject('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/xml/);
    // The English pages; their Urdu ones are checked below.
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)]
      .map((m) => m[1])
      .filter((l) => !l?.startsWith(`${PUBLIC_URL}/ur`));
    expect(locs).toContain(`${PUBLIC_URL}/`);
    expect(locs).toContain(`${PUBLIC_URL}/about-us`);
    expect(locs).toContain(`${PUBLIC_URL}/privacy-policy`);
    const [counts] = await queryRows<{ books: number; leaves: number; roots: number; first: number }>(
      database.db,
      sql`select (select count(*)::int from books) as books,
            (select count(*)::int from categories where level = 4) as leaves,
            (select count(*)::int from categories where level = 1) as roots,
            (select min(id) from books) as first`,
    );
    expect(locs.filter((l) => l?.includes('/book/'))).toHaveLength(counts?.books ?? -1);
    expect(locs.filter((l) => l?.includes('/category/level4/'))).toHaveLength(counts?.leaves ?? -1);
    expect(locs.filter((l) => l?.includes('/high-discount-category/level1/'))).toHaveLength(
      counts?.roots ?? -1,
    );
    expect(locs).toContain(`${PUBLIC_URL}/book/${counts?.first}`);
    expect(res.body).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
    expect(locs.every((l) => l?.startsWith(PUBLIC_URL))).toBe(true);
  });

  it("puts a book's title and description into index.html for /book/:id", async () => {
    const [book] = await queryRows<{ id: number; title: string }>(
      database.db,
      sql`select id, title from books where description is not null order by id limit 1`,
    );
    const res = await app.inject({ url: `/book/${book?.id}`, headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<title>${book?.title}`);
    expect(res.body).toMatch(/<meta name="description" content="[^"]*Rs\. [\d,]+/);
    expect(res.body.match(/<meta name="description"/g)).toHaveLength(1);
    expect(res.body.match(/<title>/g)).toHaveLength(1);
    expect(res.body).toContain(`<link rel="canonical" href="${PUBLIC_URL}/book/${book?.id}" />`);
    expect(res.body).toContain('<div id="root"></div>');
  });

  it('names category and high-discount listings, and answers 404 for what does not exist', async () => {
    const [leaf] = await queryRows<{ id: number; name: string }>(
      database.db,
      sql`select id, name from categories where level = 4 order by id limit 1`,
    );
    const listing = await app.inject({
      url: `/category/level4/${leaf?.id}/instock`,
      headers: { accept: 'text/html' },
    });
    expect(listing.statusCode).toBe(200);
    expect(listing.body).toContain(`<title>${leaf?.name.replace(/&/g, '&amp;')} | Bookshop</title>`);
    const [root] = await queryRows<{ id: number; name: string }>(
      database.db,
      sql`select id, name from categories where level = 1 order by position limit 1`,
    );
    const discounts = await app.inject(`/high-discount-category/level1/${root?.id}/instock`);
    expect(discounts.body).toContain(`<title>High Discounts on ${root?.name}`);
    const missing = await app.inject('/book/99999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toMatch(/text\/html/);
    expect(missing.body).toContain('<title>Book not found | Bookshop</title>');
  });

  it('leaves other client routes with the default title', async () => {
    const res = await app.inject('/orders');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Bookshop — books, stationery and art supplies</title>');
    expect(res.body).toContain(
      '<meta name="description" content="Books, stationery and art supplies delivered across Pakistan." />',
    );
    expect(res.body).not.toContain('rel="canonical"');
  });

  it('lists every page in both languages in sitemap.xml, each naming both as hreflang alternates', async () => {
    const res = await app.inject('/sitemap.xml');
    expect(res.body).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const urls = [...res.body.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1] ?? '');
    const locs = urls.map((u) => /<loc>([^<]+)<\/loc>/.exec(u)?.[1]);
    const english = locs.filter((l) => !l?.startsWith(`${PUBLIC_URL}/ur`));
    const urdu = locs.filter((l) => l?.startsWith(`${PUBLIC_URL}/ur`));
    expect(urdu).toHaveLength(english.length);
    expect(urdu).toContain(`${PUBLIC_URL}/ur`);
    expect(urdu).toContain(`${PUBLIC_URL}/ur/about-us`);
    const [book] = await queryRows<{ first: number }>(database.db, sql`select min(id) as first from books`);
    const bookUrls = urls.filter((u) => u.includes(`/book/${book?.first}<`));
    expect(bookUrls).toHaveLength(2);
    for (const entry of bookUrls) {
      expect(entry).toContain(
        `<xhtml:link rel="alternate" hreflang="en" href="${PUBLIC_URL}/book/${book?.first}"/>`,
      );
      expect(entry).toContain(
        `<xhtml:link rel="alternate" hreflang="ur" href="${PUBLIC_URL}/ur/book/${book?.first}"/>`,
      );
      expect(entry).toContain(
        `<xhtml:link rel="alternate" hreflang="x-default" href="${PUBLIC_URL}/book/${book?.first}"/>`,
      );
    }
  });

  it("puts a book's Urdu title and description into /ur/book/:id, the book's own title kept", async () => {
    const [book] = await queryRows<{ id: number; title: string }>(
      database.db,
      sql`select id, title from books
          where description is not null and cardinality(authors) > 0 and not withdrawn order by id limit 1`,
    );
    const res = await app.inject({ url: `/ur/book/${book?.id}`, headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="ur" dir="rtl">');
    expect(res.body).toContain(`<title>${book?.title}`);
    expect(res.body).toMatch(/<title>[^<]* از [^<]* \| Bookshop<\/title>/);
    // The price is Rs. and Western digits, set apart left to right inside the Urdu sentence.
    expect(res.body).toMatch(
      /<meta name="description" content="[^"]*\u2066Rs\. [\d,]+\u2069، [^"]*پورے پاکستان میں ڈیلیوری/,
    );
    expect(res.body).toContain(`<link rel="canonical" href="${PUBLIC_URL}/ur/book/${book?.id}" />`);
  });

  it('gives /ur/ pages without their own meta (home, the orders page) the Urdu default title and description', async () => {
    for (const url of ['/ur', '/ur/orders']) {
      const res = await app.inject({ url, headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<title>Bookshop — کتابیں، اسٹیشنری اور آرٹ کا سامان</title>');
      expect(res.body).toContain(
        '<meta name="description" content="کتابیں، اسٹیشنری اور آرٹ کا سامان، پورے پاکستان میں ڈیلیوری کے ساتھ۔" />',
      );
      expect(res.body.match(/<title>/g)).toHaveLength(1);
      expect(res.body.match(/<meta name="description"/g)).toHaveLength(1);
    }
  });

  it('titles Urdu fixed pages and category listings in Urdu', async () => {
    const about = await app.inject({ url: '/ur/about-us', headers: { accept: 'text/html' } });
    expect(about.body).toContain('<title>ہمارے بارے میں | Bookshop</title>');
    const [root] = await queryRows<{ id: number; name: string }>(
      database.db,
      sql`select id, name from categories where level = 1 order by position limit 1`,
    );
    const discounts = await app.inject(`/ur/high-discount-category/level1/${root?.id}/instock`);
    expect(discounts.body).toContain('پر زبردست رعایت | Bookshop</title>');
    const missing = await app.inject('/ur/book/99999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<title>کتاب نہیں ملی | Bookshop</title>');
  });

  it('escapes text it puts into the page', () => {
    const html = withMeta(INDEX_HTML, {
      title: 'Tom & Jerry <script>',
      description: 'A "quoted" <b>',
      canonical: 'https://x.pk/book/1',
    });
    expect(html).toContain('<title>Tom &amp; Jerry &lt;script&gt;</title>');
    expect(html).toContain('content="A &quot;quoted&quot; &lt;b&gt;"');
    expect(
      withMeta('<!doctype html><div id="root"></div>', { title: 'T', description: 'D', canonical: 'C' }),
    ).toBe(
      '<!doctype html><title>T</title><meta name="description" content="D" /><link rel="canonical" href="C" /><div id="root"></div>',
    );
  });
});
