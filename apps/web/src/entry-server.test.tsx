// @vitest-environment node
import { type Book, orderLines, priceOrder, TOKEN_INVALID_ERROR, type User } from '@bookshop/domain';
import { formatMessage, formatRupees } from '@bookshop/i18n';
import { describe, expect, it, vi } from 'vitest';
import { SSR_PAYLOAD_ID, type SsrPayload } from './app/ssr/ssr-payload';
import { render } from './entry-server';
import { ayesha, homeAddress } from './test/app-test-utils';
import { available, listAnswer, preOrder } from './test/cart-fixtures';

/*
 * The renderer as the server runs it: in Node (no window, no stored session), with a fetch that
 * stands in for the server's in-process API (the server's own tests and e2e/tests/fast-pages.spec.ts
 * drive it with the real one).
 */

const book: Book = {
  Book_Id: 7,
  BOOK_TITLE: 'Moth Smoke',
  authorName: 'Mohsin Hamid',
  authors: ['Mohsin Hamid'],
  BOOK_ISBN: '9780141046198',
  isbn: '0141046198',
  publisher: 'Penguin',
  year: 2000,
  language: 'en',
  pages: 256,
  description: 'A novel of Lahore.',
  PAK_PRICE: 1200,
  Discount: 10,
  stock: 4,
  bookStatus: 'available',
  picname: 'moth-smoke',
  kind: 'book',
  categoryIds: [3],
};

/** The API a page reaches: the shell's menus and status, and book 7; everything else is 404. */
function api() {
  const calls: string[] = [];
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    calls.push(`${url.pathname}${url.search}`);
    if (input instanceof Request && input.headers.has('authorization')) throw new Error('sent a token');
    switch (url.pathname) {
      case '/api/categories/menu':
        return json({ data: { groups: [] } });
      case '/api/high-discount-categories':
        return json({ data: { popular: [], all: [] } });
      case '/api/site-status':
        return json({ data: { maintenance: false } });
      case '/api/books/7':
        return json({ data: { book } });
      default:
        return json({ error: 'Not found' }, 404);
    }
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

/** Text as React writes it into HTML. */
function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

function payloadOf(html: string): SsrPayload {
  const match = new RegExp(`<script type="application/json" id="${SSR_PAYLOAD_ID}">(.*)</script>`).exec(html);
  if (!match?.[1]) throw new Error('no payload');
  return JSON.parse(match[1]) as SsrPayload;
}

/** A shopper page rendered from the test's session token; fails the test unless it is a page. */
async function renderPage(url: string, fetch: typeof globalThis.fetch) {
  const result = await render({ url, headers: {}, fetch, sessionToken: TOKEN });
  if (result.kind !== 'page') throw new Error(`expected a page, got ${result.kind}`);
  return result;
}

describe('server rendering of a page', () => {
  it('renders a book page with its price from the data the loaders fetched, and carries that data', async () => {
    const { fetch, calls } = api();
    const result = await render({ url: '/book/7', headers: {}, fetch });
    if (result.kind !== 'page') throw new Error(`expected a page, got ${result.kind}`);
    expect(result.status).toBe(200);
    expect(result.appHtml).toContain('<h1 class="page__title"');
    expect(result.appHtml).toContain('Moth Smoke');
    expect(result.appHtml).toContain('Rs. 1,080');
    // React writes the attribute as fetchPriority; HTML reads attribute names in any case.
    expect(result.appHtml).toMatch(/<img[^>]*fetchpriority="high"/i);
    expect(calls).toContain('/api/books/7');
    const payload = payloadOf(result.payloadHtml);
    const cached = Object.values(payload.state.api.queries).find((q) => q?.endpointName === 'getBook');
    expect(cached).toMatchObject({ status: 'fulfilled', data: { BOOK_TITLE: 'Moth Smoke' } });
    expect(payload.router.loaderData).toBeDefined();
  });

  it('answers 404 with the book page saying so for a missing book and for an address that is not a number', async () => {
    for (const url of ['/book/8', '/book/abc']) {
      const result = await render({ url, ...api(), headers: {} });
      if (result.kind !== 'page') throw new Error(`expected a page, got ${result.kind}`);
      expect(result.status, url).toBe(404);
      expect(result.appHtml, url).toContain('Book not found');
    }
  });

  it('answers 404 with the not-found page for an unknown address', async () => {
    const result = await render({ url: '/no/such/page', ...api(), headers: {} });
    if (result.kind !== 'page') throw new Error(`expected a page, got ${result.kind}`);
    expect(result.status).toBe(404);
    expect(result.appHtml).toContain('Page not found');
  });

  it("leaves a shopper's own pages other than the cart to the browser without calling the API", async () => {
    for (const url of ['/orders', '/wishlist']) {
      const { fetch, calls } = api();
      expect(await render({ url, headers: {}, fetch, sessionToken: TOKEN }), url).toEqual({ kind: 'shell' });
      expect(calls, url).toEqual([]);
    }
  });

  it('escapes the payload so no text in the data can close its element', async () => {
    const { calls } = api();
    const sneaky = vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      calls.push(url.pathname);
      const body =
        url.pathname === '/api/books/7'
          ? { data: { book: { ...book, description: '</script><script>alert(1)</script>' } } }
          : url.pathname === '/api/site-status'
            ? { data: { maintenance: false } }
            : url.pathname === '/api/categories/menu'
              ? { data: { groups: [] } }
              : { data: { popular: [], all: [] } };
      return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    });
    const result = await render({ url: '/book/7', headers: {}, fetch: sneaky as unknown as typeof fetch });
    if (result.kind !== 'page') throw new Error(`expected a page, got ${result.kind}`);
    expect(result.payloadHtml.match(/<\/script>/g)).toHaveLength(1);
    expect(payloadOf(result.payloadHtml).state.api.queries['getBook(7)']).toMatchObject({
      data: { description: '</script><script>alert(1)</script>' },
    });
  });
});

const TOKEN = 'g_3q8ZJ0m2VY4vQ1nL7sT9xK5wR6pE2uHc';

/**
 * The shell's API and a cart answering only to {@link TOKEN}: two lines, nothing saved for later,
 * and the shopper's one address. The token is a guest's (`/api/auth/me` refuses it, as the shop
 * does) unless it signs `account` in.
 */
function cartApi({ account = null }: { account?: User | null } = {}) {
  const sentTokens: (string | null)[] = [];
  const shell = api();
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const request = input instanceof Request ? input : new Request(String(input));
    const url = new URL(request.url);
    const json = (body: unknown, status = 200) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    const shoppers =
      url.pathname.startsWith('/api/cart/') || ['/api/addresses', '/api/auth/me'].includes(url.pathname);
    if (!shoppers) return shell.fetch(new Request(request.url));
    shell.calls.push(url.pathname);
    const authorization = request.headers.get('authorization');
    sentTokens.push(authorization);
    if (authorization !== `Bearer ${TOKEN}`) return json({ error: TOKEN_INVALID_ERROR }, 401);
    if (url.pathname === '/api/auth/me') {
      return account ? json({ data: { user: account } }) : json({ error: 'Unauthorized' }, 401);
    }
    if (url.pathname === '/api/addresses') return json({ data: { addresses: [homeAddress] } });
    if (url.pathname === '/api/cart/get-cart-total') return json({ data: { totalCartCount: 3 } });
    const later = url.searchParams.get('cartType') === 'later';
    return json(listAnswer(later ? [] : [available, preOrder]));
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, sentTokens, calls: shell.calls };
}

describe('server rendering of the cart', () => {
  it("renders the cart's groups, lines and summary from the session token, marked private", async () => {
    const { fetch, sentTokens } = cartApi();
    const result = await render({ url: '/order-cart', headers: {}, fetch, sessionToken: TOKEN });
    if (result.kind !== 'page') throw new Error(`expected a page, got ${result.kind}`);
    expect(result.private).toBe(true);
    expect(result.status).toBe(200);
    // The text as a shopper reads it: React's markers between text parts left out.
    const text = result.appHtml.replaceAll('<!-- -->', '');
    expect(text).toContain('Available (1)');
    expect(text).toContain('Pre-order (1)');
    expect(text).toContain(available.BOOK_TITLE);
    expect(text).toContain('<dt>Total</dt><dd>Rs. 3,595</dd>');
    expect(text).not.toContain('Loading…');
    // Whose token it is (a guest's here), the lines, saved for later and the header's count, each
    // with the shopper's token.
    expect(sentTokens).toHaveLength(4);
    expect(new Set(sentTokens)).toEqual(new Set([`Bearer ${TOKEN}`]));
  });

  it('never puts the token into the page, only that there was one', async () => {
    const { fetch } = cartApi();
    const result = await render({ url: '/order-cart', headers: {}, fetch, sessionToken: TOKEN });
    if (result.kind !== 'page') throw new Error(`expected a page, got ${result.kind}`);
    expect(result.appHtml + result.payloadHtml).not.toContain(TOKEN);
    const payload = payloadOf(result.payloadHtml);
    expect(payload.state.session.token).not.toBeNull();
    const cart = payload.state.api.queries['getOrderCart(undefined)'];
    expect(cart).toMatchObject({ status: 'fulfilled' });
  });

  it('renders the empty cart, private and without calling the cart, when there is no session', async () => {
    const { fetch, sentTokens } = cartApi();
    const result = await render({ url: '/order-cart', headers: {}, fetch, sessionToken: null });
    if (result.kind !== 'page') throw new Error(`expected a page, got ${result.kind}`);
    expect(result.private).toBe(true);
    expect(result.appHtml).toContain('Your cart is empty.');
    expect(sentTokens).toEqual([]);
  });

  it('renders the empty cart when the session token is refused, and asks for no new guest token', async () => {
    const { fetch, calls } = cartApi();
    const result = await render({
      url: '/order-cart',
      headers: {},
      fetch,
      sessionToken: 'zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz',
    });
    if (result.kind !== 'page') throw new Error(`expected a page, got ${result.kind}`);
    expect(result.appHtml).toContain('Your cart is empty.');
    expect(calls).not.toContain('/api/auth/guest');
  });

  it('renders the open checkout over the cart: the panel, its sections and the priced total, with the addresses fetched', async () => {
    const { fetch, sentTokens, calls } = cartApi();
    const result = await renderPage('/order-cart?checkout=open', fetch);
    const text = result.appHtml.replaceAll('<!-- -->', '');
    expect(text).toContain(available.BOOK_TITLE);
    // The panel, drawn in the page (no portal): its heading, sections and Place Order.
    expect(text).toMatch(/<dialog[^>]*aria-modal="true"/);
    expect(text).toMatch(/<h2[^>]*class="bk-dialog__title"[^>]*>Checkout<\/h2>/);
    for (const section of ['Email', 'Delivery', 'Billing', 'Payment'])
      expect(text).toContain(`>${section}</h3>`);
    expect(text).toContain('Place Order');
    // The order as priceOrder prices it, beside Payment and in the panel's summary.
    const { total } = priceOrder({ lines: orderLines(listAnswer([available, preOrder])), giftWrap: false });
    expect(total).toBe(3595);
    expect(text).toContain('<strong data-testid="checkout-amount">Rs. 3,595</strong>');
    expect(text.match(/<dt>Total<\/dt><dd>Rs\. 3,595<\/dd>/g)).toHaveLength(2);
    // The addresses the Delivery section lists were fetched with the shopper's token.
    expect(calls).toContain('/api/addresses');
    expect(text).toContain(homeAddress.Address);
    expect(new Set(sentTokens)).toEqual(new Set([`Bearer ${TOKEN}`]));
  });

  it('renders the open checkout of a signed-in shopper as theirs: the account’s e-mail, no Login, and the user (never the token) in the page’s data', async () => {
    const { fetch } = cartApi({ account: ayesha });
    const result = await renderPage('/order-cart?checkout=open', fetch);
    expect(result.appHtml).toContain(`<p class="checkout-email"><bdi dir="ltr">${ayesha.email}</bdi></p>`);
    expect(result.appHtml).not.toContain('type="email"');
    expect(result.appHtml).not.toContain('Have an account?');
    const payload = payloadOf(result.payloadHtml);
    expect(payload.state.session.user).toEqual(ayesha);
    expect(result.appHtml + result.payloadHtml).not.toContain(TOKEN);
  });

  it('renders the open checkout of a guest with the e-mail box and Login', async () => {
    const { fetch } = cartApi();
    const result = await renderPage('/order-cart?checkout=open', fetch);
    expect(result.appHtml).toMatch(/<input type="email"/);
    expect(result.appHtml).toContain('Have an account?');
    expect(payloadOf(result.payloadHtml).state.session.user).toBeNull();
  });

  it('renders the open checkout in Urdu: the Urdu heading and sections, and the total as Urdu pages write it', async () => {
    const { fetch } = cartApi();
    const result = await renderPage('/ur/order-cart?checkout=open', fetch);
    const text = result.appHtml.replaceAll('<!-- -->', '');
    expect(text).toMatch(/<dialog[^>]*aria-modal="true"/);
    const title = formatMessage('ur', 'checkout.panel.title');
    expect(title).not.toBe(formatMessage('en', 'checkout.panel.title'));
    expect(text).toContain(`class="bk-dialog__title">${escapeHtml(title)}</h2>`);
    expect(text).toContain(`>${escapeHtml(formatMessage('ur', 'checkout.panel.payment'))}</h3>`);
    expect(text).toContain(
      `<strong data-testid="checkout-amount">${escapeHtml(formatRupees('ur', 3595))}</strong>`,
    );
  });

  it('keeps public pages free of the session: a book page sends no token', async () => {
    const { fetch, calls } = api();
    // api() throws when a request carries a token.
    const result = await render({ url: '/book/7', headers: {}, fetch, sessionToken: TOKEN });
    if (result.kind !== 'page') throw new Error(`expected a page, got ${result.kind}`);
    expect(result.private).toBeUndefined();
    expect(calls).toContain('/api/books/7');
  });
});
