import { gzipSync } from 'node:zlib';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { layoutShiftOnPhone } from './layout-shift';
import { pageProblems } from './page-problems';

/*
 * Issue 13, "Fast on a phone": public pages arrive rendered, hydrate quietly, keep still while they
 * load on a slow phone, and the first page's JavaScript stays within its budget.
 */

/**
 * Initial JavaScript of the home page as the browser downloads it (the build's Brotli files):
 * React, the router and Redux Toolkit are ~110 KB of it (~130 KB gzip'd). The budget is 130 KB.
 * Speaking Urdu (issue 29: the message formatter, the catalogue registry, the components' message
 * keys) took the code from 129,393 to 130,917 bytes; publishing the domain and the API client as
 * one ES module per source file (bundlers then leave the rules and endpoints of lazy pages out of
 * the first chunk) brought it to 125,454.
 */
const HOME_JS_BUDGET_BYTES = 130_000;
/**
 * The page's messages, its language's catalogue only (issue 29), parsed at build time: about
 * 11.7 KB for English and 13.6 KB for Urdu on the day.
 */
const HOME_MESSAGES_BUDGET_BYTES: Readonly<Record<'en' | 'ur', number>> = { en: 12_500, ur: 14_500 };
/** The web build's file of one language's catalogue (apps/web/build/precompiled-catalogues.ts). */
const CATALOGUE_CHUNK = /\/_catalogue-(en|ur)-[^/]+\.js$/;
/** Most layout shift a page may have while it loads on a throttled phone. */
const MAX_CLS = 0.05;

interface ShelfBook {
  Book_Id: number;
  BOOK_TITLE: string;
}

/** A book of the demo catalogue and a word of its title to search for. */
async function aBook(request: APIRequestContext): Promise<{ book: ShelfBook; keyword: string }> {
  const res = await request.get('/api/books?limit=1');
  const book = (await res.json()).data.books[0] as ShelfBook;
  const keyword = book.BOOK_TITLE.split(/\s+/).find((word) => /^[A-Za-z]{4,}$/.test(word)) ?? book.BOOK_TITLE;
  return { book, keyword };
}

/** Whether React has taken over (hydrated) the element: it then carries React's fiber key. */
function isHydrated(page: Page, selector: string): Promise<boolean> {
  return page
    .locator(selector)
    .first()
    .evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactFiber$')));
}

test('without JavaScript, home, a book page and search results show their books, prices and results', async ({
  browser,
  request,
}) => {
  const { book, keyword } = await aBook(request);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();

  await page.goto('/');
  const cards = page.getByRole('article');
  expect(await cards.count()).toBeGreaterThanOrEqual(12);
  await expect(
    cards
      .first()
      .getByText(/^Rs\. [\d,]+$/)
      .first(),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Bank Card Discounts' })).toBeVisible();

  await page.goto(`/book/${book.Book_Id}`);
  await expect(page.getByRole('heading', { level: 1, name: book.BOOK_TITLE })).toBeVisible();
  await expect(page.getByText(/Rs\. [\d,]+/).first()).toBeVisible();
  await expect(page.getByRole('img', { name: `Cover of ${book.BOOK_TITLE}` })).toBeVisible();

  await page.goto(`/search?keyword=${encodeURIComponent(keyword)}`);
  await expect(
    page.getByRole('heading', { level: 1, name: `Search results for “${keyword}”` }),
  ).toBeVisible();
  expect(await page.getByRole('article').count()).toBeGreaterThanOrEqual(1);
  await expect(
    page
      .getByRole('article')
      .first()
      .getByText(/^Rs\. [\d,]+$/)
      .first(),
  ).toBeVisible();
  await context.close();
});

test('home, a book page and search results hydrate with no console warning and without fetching their data again', async ({
  page,
  request,
}) => {
  const { book, keyword } = await aBook(request);
  const problems = pageProblems(page);
  const apiCalls: string[] = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (url.pathname.startsWith('/api/')) apiCalls.push(url.pathname);
  });

  const pages = [
    { url: '/', refetched: ['/api/home', '/api/categories/menu', '/api/high-discount-categories'] },
    { url: `/book/${book.Book_Id}`, refetched: [`/api/books/${book.Book_Id}`] },
    { url: `/search?keyword=${encodeURIComponent(keyword)}`, refetched: ['/api/search'] },
  ];
  for (const { url, refetched } of pages) {
    apiCalls.length = 0;
    await page.goto(url);
    await expect.poll(() => isHydrated(page, 'main h1')).toBe(true);
    await page.waitForLoadState('networkidle');
    for (const call of refetched) expect(apiCalls, `${url} fetched ${call} again`).not.toContain(call);
  }
  expect(problems).toEqual([]);
});

test('unknown pages, a book address that is not a number and a missing book answer 404 with the not-found page', async ({
  request,
}) => {
  const unknown = await request.get('/no-such-page/at-all');
  expect(unknown.status()).toBe(404);
  expect(await unknown.text()).toContain('Page not found');
  for (const url of ['/book/abc', '/book/99999999']) {
    const res = await request.get(url);
    expect(res.status(), url).toBe(404);
    expect(await res.text(), url).toContain('Book not found');
  }
});

test('the book cover is in the HTML at high priority in three widths, and home loads only its first covers at once', async ({
  request,
}) => {
  const { book } = await aBook(request);
  const bookHtml = await (await request.get(`/book/${book.Book_Id}`)).text();
  const cover = /<img[^>]*class="book-detail__cover"[^>]*>/.exec(bookHtml)?.[0] ?? '';
  // HTML attribute names are case-insensitive; React writes fetchPriority and srcSet.
  expect(cover).toMatch(/fetchpriority="high"/i);
  expect(cover).not.toMatch(/loading="lazy"/i);
  expect(cover).toMatch(/srcset="[^"]*160w[^"]*320w[^"]*480w"/i);
  expect(cover).toMatch(/width="\d+" height="\d+"/);
  // Its preload leads the head, so a slow connection fetches the cover before the scripts.
  const preload = bookHtml.search(/<link rel="preload" as="image"[^>]*fetchpriority="high"/i);
  expect(preload).toBeGreaterThan(-1);
  expect(preload).toBeLessThan(bookHtml.indexOf('<script type="module"'));

  const homeHtml = await (await request.get('/')).text();
  const covers = [...homeHtml.matchAll(/<img[^>]*alt="Cover of [^"]*"[^>]*>/g)].map((m) => m[0]);
  expect(covers.length).toBeGreaterThanOrEqual(12);
  expect(covers[0]).toMatch(/fetchpriority="high"/i);
  expect(covers[0]).toContain('loading="eager"');
  expect(covers.slice(2).every((img) => img.includes('loading="lazy"'))).toBe(true);
  expect(covers.every((img) => /width="\d+" height="\d+"/.test(img) && /srcset=/i.test(img))).toBe(true);
});

/** What a page needs before it runs, as sent: its module script and the modules it preloads. */
async function firstJavaScript(request: APIRequestContext, path: string) {
  const html = await (await request.get(path)).text();
  const urls = [
    ...html.matchAll(/<script type="module"[^>]* src="([^"]+)"/g),
    ...html.matchAll(/<link rel="modulepreload"[^>]* href="([^"]+)"/g),
  ].map((m) => m[1] as string);
  expect(urls.length).toBeGreaterThan(0);
  return Promise.all(
    urls.map(async (url) => {
      const res = await request.get(url, { headers: { 'accept-encoding': 'br' } });
      expect(res.status(), url).toBe(200);
      expect(res.headers()['content-encoding'], url).toBe('br');
      return {
        url,
        sent: Number(res.headers()['content-length']),
        gzip: gzipSync(await res.body(), { level: 9 }).length,
      };
    }),
  );
}

for (const [language, path] of [
  ['en', '/'],
  ['ur', '/ur'],
] as const) {
  test(`the ${language} home page starts with at most 130 KB of code and its own language's messages, sent as the build compressed them`, async ({
    request,
  }) => {
    // Chunks loaded later on demand (dialogs, other pages) are not part of the start.
    const scripts = await firstJavaScript(request, path);
    const messages = scripts.filter((script) => CATALOGUE_CHUNK.test(script.url));
    const code = scripts.filter((script) => !CATALOGUE_CHUNK.test(script.url));
    // One catalogue, the page's: the other language's messages are never sent.
    expect(messages.map((script) => CATALOGUE_CHUNK.exec(script.url)?.[1])).toEqual([language]);
    const sent = code.reduce((sum, script) => sum + script.sent, 0);
    const gzip = code.reduce((sum, script) => sum + script.gzip, 0);
    const messageBytes = messages[0]?.sent ?? 0;
    // Reported beside the budget: the same files gzip'd at level 9.
    test.info().annotations.push({
      type: `${language} home JavaScript`,
      description: `${sent} bytes of code sent (Brotli), ${gzip} gzip; ${messageBytes} bytes of messages`,
    });
    expect(sent, JSON.stringify(code, null, 1)).toBeLessThanOrEqual(HOME_JS_BUDGET_BYTES);
    expect(messageBytes).toBeLessThanOrEqual(HOME_MESSAGES_BUDGET_BYTES[language]);
  });
}

test('home, a book page and search results shift by at most 0.05 while loading on a throttled 360 px phone', async ({
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  const { book, keyword } = await aBook(request);
  for (const url of ['/', `/book/${book.Book_Id}`, `/search?keyword=${encodeURIComponent(keyword)}`]) {
    expect(await layoutShiftOnPhone(browser, url), url).toBeLessThanOrEqual(MAX_CLS);
  }
});
