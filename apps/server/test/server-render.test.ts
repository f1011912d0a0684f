import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { setStock } from '../src/catalog/set-stock.js';
import { insertBook } from './support/cart.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { webDistWithRenderer } from './support/web-dist.js';

/*
 * The server's half of server rendering: how it loads the web app's renderer from the built app,
 * what it hands it, and what it makes of the answer. The renderer here is a small module with the
 * built renderer's shape that calls the shop's real API through the fetch it is given; the real
 * renderer (apps/web/src/entry-server.tsx) is driven end to end by e2e/tests/fast-pages.spec.ts.
 */
const RENDERER = `
export async function render({ url, headers, fetch, sessionToken }) {
  const path = url.split('?')[0];
  if (path === '/private') return { kind: 'shell' };
  if (path === '/order-cart') {
    // As the web app's renderer: the cart of the session the cookie names, or the empty cart.
    globalThis.renders = (globalThis.renders ?? 0) + 1;
    if (!sessionToken) return { kind: 'page', status: 200, appHtml: '<p>Your cart is empty.</p>', payloadHtml: '', private: true };
    const answer = await fetch('http://localhost/api/cart/order-cart?web=true', {
      headers: { authorization: 'Bearer ' + sessionToken },
    });
    if (!answer.ok) return { kind: 'page', status: 200, appHtml: '<p>Your cart is empty.</p>', payloadHtml: '', private: true };
    const cart = await answer.json();
    const titles = cart.availableBooks.map((line) => '<li>' + line.BOOK_TITLE + ' x ' + line.cart_qty + '</li>');
    return { kind: 'page', status: 200, appHtml: '<ul>' + titles.join('') + '</ul><p>render ' + globalThis.renders + '</p>', payloadHtml: '', private: true };
  }
  if (path === '/boom') throw new Error('renderer bug');
  if (path === '/moved') return { kind: 'redirect', status: 302, location: '/' };
  // Each render of these says which render it was, so a test can tell a kept page from a new one.
  globalThis.renders = (globalThis.renders ?? 0) + 1;
  if (path === '/mine') {
    await fetch('http://localhost/api/profile');
    return { kind: 'page', status: 200, appHtml: '<p>render ' + globalThis.renders + '</p>', payloadHtml: '' };
  }
  const book = /^\\/book\\/(\\d+)$/.exec(path);
  if (book) {
    const answer = await fetch('http://localhost/api/books/' + book[1]);
    if (answer.status === 404) {
      return { kind: 'page', status: 404, appHtml: '<h1>Book not found</h1>', payloadHtml: '' };
    }
    const { data } = await answer.json();
    return {
      kind: 'page',
      status: 200,
      appHtml: '<h1>' + data.book.BOOK_TITLE + '</h1><p>stock ' + data.book.stock + ', render ' + globalThis.renders + '</p>',
      payloadHtml: '<script type="application/json" id="ssr-payload">{"host":' + JSON.stringify(headers.host ?? null) + '}</script>',
    };
  }
  return { kind: 'page', status: 200, appHtml: '<p>page ' + url + '</p>', payloadHtml: '' };
}
`;

/** The web build these tests serve: one entry script. */
const webDist = () =>
  webDistWithRenderer(
    '<!doctype html><html><head><title>Bookshop</title><script type="module" src="/assets/index-abc.js"></script></head><body><div id="root"></div></body></html>',
    RENDERER,
  );

describe('server rendering', () => {
  let t: TestApp;
  let book: { Book_Id: number; BOOK_TITLE: string; picname: string };

  beforeAll(async () => {
    t = await createTestApp({ seed: true, webDistDir: await webDist() });
    book = (await t.app.inject('/api/books?limit=1')).json().data.books[0];
  });
  afterAll(async () => {
    await t.close();
  });

  const page = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ url, headers: { accept: 'text/html', host: 'shop.example.pk', ...headers } });

  it('puts the rendered page into #root with its data block after it, from the API answered in process', async () => {
    // The app under test never listens on a port: the renderer's API call can only go through inject.
    const res = await page(`/book/${book.Book_Id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain(`<div id="root"><h1>${book.BOOK_TITLE}</h1><p>stock `);
    expect(res.body).toContain(
      `<script type="application/json" id="ssr-payload">{"host":"shop.example.pk"}</script></body>`,
    );
    // The server's own head for the book (title, description, canonical link) is still there.
    expect(res.body).toContain(`<link rel="canonical" href="http://localhost:3000/book/${book.Book_Id}" />`);
  });

  it('answers 404 with the rendered not-found page for a missing book', async () => {
    const res = await page('/book/99999999');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<div id="root"><h1>Book not found</h1></div>');
  });

  it('sends the bare shell with 200 for a page the renderer leaves to the browser', async () => {
    const res = await page('/private');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
  });

  it('sends the shell with 200 when the renderer fails, so the browser can still render the page', async () => {
    const res = await page('/boom');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
  });

  it('follows a redirect the renderer asks for', async () => {
    const res = await page('/moved');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/');
  });

  it('passes the path with its query to the renderer', async () => {
    const res = await page('/search?keyword=ghalib&page=2');
    expect(res.body).toContain('<p>page /search?keyword=ghalib&page=2</p>');
  });

  it('sends a page compressed with Brotli, or gzip, as the browser accepts, and as it is otherwise', async () => {
    const plain = await page(`/book/${book.Book_Id}`);
    const br = await page(`/book/${book.Book_Id}`, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    const gz = await page(`/book/${book.Book_Id}`, { 'accept-encoding': 'gzip, br;q=0' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(br.headers.vary).toContain('accept-encoding');
    const body = (res: typeof br) => res.body.replace(/render \d+/, 'render N');
    expect(body({ ...br, body: brotliDecompressSync(br.rawPayload).toString() } as typeof br)).toBe(
      body(plain),
    );
    expect(
      gunzipSync(gz.rawPayload)
        .toString()
        .replace(/render \d+/, 'render N'),
    ).toBe(body(plain));
  });

  it('renders a public page once and sends the kept copy, with a 304 for a browser that holds it', async () => {
    // A catalogue change announced by another test file (PostgreSQL shares the channel) drops
    // the copy, so ask until two answers in a row are the same render.
    let first = await page(`/book/${book.Book_Id}`);
    let second = await page(`/book/${book.Book_Id}`);
    for (let attempt = 0; attempt < 5 && second.body !== first.body; attempt++) {
      first = second;
      second = await page(`/book/${book.Book_Id}`);
    }
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
    const again = await page(`/book/${book.Book_Id}`, { 'if-none-match': String(second.headers.etag) });
    expect([200, 304]).toContain(again.statusCode);
    if (again.statusCode === 304) expect(again.body).toBe('');
  });

  it('renders the page again once the catalogue changes, so its stock is current', async () => {
    const before = await page(`/book/${book.Book_Id}`);
    const stock = Number(/stock (\d+)/.exec(before.body)?.[1]);
    const seen = t.app.catalogueCache.stats.invalidations;
    await setStock(t.database.db, book.Book_Id, stock + 2);
    await vi.waitFor(() => expect(t.app.catalogueCache.stats.invalidations).toBeGreaterThan(seen), {
      timeout: 10_000,
      interval: 5,
    });
    const after = await page(`/book/${book.Book_Id}`);
    expect(after.body).toContain(`stock ${stock + 2}, render`);
  });

  it('keeps one copy per host', async () => {
    const here = await page(`/book/${book.Book_Id}`);
    const there = await page(`/book/${book.Book_Id}`, { host: 'other.example.pk' });
    expect(there.body).toContain('{"host":"other.example.pk"}');
    expect(here.body).toContain('{"host":"shop.example.pk"}');
  });

  it('renders a page made of a private answer every time', async () => {
    const first = await page('/mine');
    const second = await page('/mine');
    expect(first.body).toMatch(/render \d+/);
    expect(second.body).not.toBe(first.body);
  });

  describe("the shopper's cart, rendered from the session cookie", () => {
    /** A guest as the web app makes one, with two books in the cart; the cookie the server set. */
    async function guestWithTwoBooks() {
      const issued = await t.app.inject({ method: 'POST', url: '/api/auth/guest' });
      const token: string = issued.json().data.token;
      const inStock = [];
      for (const title of ['Basti', 'Twilight in Delhi']) {
        inStock.push({ Book_Id: await insertBook(t.database.db, { title, stock: 5 }), BOOK_TITLE: title });
      }
      for (const b of inStock) {
        const added = await t.app.inject({
          method: 'POST',
          url: '/api/cart/add-cart-item',
          headers: { authorization: `Bearer ${token}` },
          payload: { bookId: b.Book_Id, qty: 1, cartType: 'cart' },
        });
        expect(added.statusCode).toBe(201);
      }
      const setCookie = String(issued.headers['set-cookie']);
      return { token, setCookie, cookie: setCookie.split(';')[0] as string, books: inStock };
    }

    it('gives the issued guest token as an HttpOnly, SameSite=Lax cookie for the whole site', async () => {
      const { token, setCookie } = await guestWithTwoBooks();
      expect(setCookie).toContain(`bookshop_session=${token};`);
      expect(setCookie).toMatch(/; Path=\/;/);
      expect(setCookie).toContain('HttpOnly');
      expect(setCookie).toContain('SameSite=Lax');
    });

    it("renders the lines of the cookie holder's cart, no-store", async () => {
      const { cookie, books } = await guestWithTwoBooks();
      const res = await page('/order-cart', { cookie });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(books).toHaveLength(2);
      for (const b of books) expect(res.body).toContain(`<li>${b.BOOK_TITLE} x 1</li>`);
    });

    it('renders the empty cart, no-store, without a cookie or with a token the shop does not know', async () => {
      for (const cookie of [undefined, `bookshop_session=${'x'.repeat(43)}`]) {
        const res = await page('/order-cart', cookie ? { cookie } : {});
        expect(res.statusCode).toBe(200);
        expect(res.headers['cache-control']).toBe('no-store');
        expect(res.body).toContain('Your cart is empty.');
      }
    });

    it('never keeps a cart page: the next shopper without a cookie gets the empty cart, not the last one', async () => {
      const { cookie } = await guestWithTwoBooks();
      const first = await page('/order-cart', { cookie });
      expect(first.body).toContain('<li>Basti x 1</li>');
      const stranger = await page('/order-cart');
      expect(stranger.body).toContain('Your cart is empty.');
      expect(stranger.body).not.toContain('Basti');
      const again = await page('/order-cart', { cookie });
      expect(again.body).not.toBe(first.body);
    });

    it('takes the cookie for rendering pages only: an API call with the cookie alone is no shopper', async () => {
      const { cookie } = await guestWithTwoBooks();
      const res = await t.app.inject({ url: '/api/cart/order-cart?web=true', headers: { cookie } });
      expect(res.statusCode).toBe(401);
    });

    it('sets the cookie on login and clears it on logout', async () => {
      const account = { email: 'sana.cookie@example.pk', password: 'secret12' };
      const registered = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: {
          first_name: 'Sana',
          last_name: 'Malik',
          ...account,
          password_confirmation: account.password,
        },
      });
      expect(registered.statusCode, registered.body).toBe(201);
      expect(String(registered.headers['set-cookie'])).toContain(
        `bookshop_session=${registered.json().data.token};`,
      );
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: account.email, password: account.password },
      });
      const token: string = login.json().data.token;
      expect(String(login.headers['set-cookie'])).toContain(`bookshop_session=${token};`);
      const logout = await t.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(String(logout.headers['set-cookie'])).toMatch(
        /^bookshop_session=; Path=\/; Max-Age=0; HttpOnly/,
      );
    });
  });

  it('never serves the renderer itself as a file', async () => {
    const res = await t.app.inject('/ssr/entry-server.js');
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('export async function render');
  });
});

describe('a renderer that cannot be loaded', () => {
  let t: TestApp;
  beforeAll(async () => {
    const dir = await webDist();
    // As when the built app is copied away from the node_modules its renderer imports from.
    await writeFile(path.join(dir, 'ssr', 'entry-server.js'), "import 'no-such-package-anywhere';\n");
    t = await createTestApp({ webDistDir: dir });
  });
  afterAll(async () => {
    await t.close();
  });

  it('still starts the shop and sends every page as the shell with 200', async () => {
    const res = await t.app.inject({ url: '/search?keyword=x', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
  });
});

describe('cover images in several widths', () => {
  let t: TestApp;
  let picname: string;

  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    picname = (await t.app.inject('/api/books?limit=1')).json().data.books[0].picname;
  });
  afterAll(async () => {
    await t.close();
  });

  it.each([160, 320, 480])('serves a cover %i px wide at 2:3, cached for a year', async (width) => {
    const res = await t.app.inject(`/images/v1/${width}/${encodeURIComponent(picname)}.webp`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width, height: width * 1.5 });
  });

  it('serves the same bytes again from its store', async () => {
    const url = `/images/v1/160/${encodeURIComponent(picname)}.webp`;
    const first = await t.app.inject(url);
    const second = await t.app.inject(url);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it.each([
    ['a width it does not make', () => `/images/v1/333/${picname}.webp`],
    ['another version', () => `/images/v2/320/${picname}.webp`],
    ['an unknown picname', () => '/images/v1/320/no-such-book.webp'],
    ['a file that is not webp', () => `/images/v1/320/${picname}.png`],
  ])('answers 404 for %s', async (_what, url) => {
    const res = await t.app.inject(url());
    expect(res.statusCode).toBe(404);
  });

  it('keeps the original 300 px cover at its old address', async () => {
    const res = await t.app.inject(`/images/${encodeURIComponent(picname)}.webp`);
    expect(res.statusCode).toBe(200);
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ width: 300, height: 450 });
  });
});
