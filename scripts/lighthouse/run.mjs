// pnpm lighthouse: Lighthouse 12 (mobile: Moto G Power screen, simulated slow 4G, 4× CPU) against
// the built shop on home, a real book page (Moth Smoke, found by its title), search results for a
// real term ("Mohsin Hamid"), the cart of a guest with two books, and that cart with the checkout
// open, three runs each, with Debian's Chromium; prints the median performance, accessibility and
// SEO scores and LCP, TBT and CLS per page. Each run gets a fresh browser (a cold cache) driven by
// puppeteer-core (Lighthouse's own dependency); for the cart and checkout the browser first holds
// the guest's session as the web app keeps it: the token in local storage and the page-session
// cookie the shop sets with it. Home and the book page are measured in Urdu too (`/ur/…`, issue
// 29: the same budgets as English).
// It is a benchmark, not a test: it fails only when it cannot measure, never on the figures.
// Lighthouse 13 needs Node 22; the shop supports Node 20.19+, so 12 it is.
//
//   LIGHTHOUSE_RUNS=3          runs per page (the median is printed)
//   LIGHTHOUSE_URL=http://…    measure a running shop instead of starting the built one
//   CHROMIUM_PATH=/usr/bin/chromium
//   LIGHTHOUSE_REPORTS=dir     also keep each run's JSON report there (to read the audits behind a figure)
//   LIGHTHOUSE_PAGES=home,book page (Urdu)   measure only these pages (names as printed)
//   LIGHTHOUSE_BLOCK=*.woff2   block requests matching this pattern (what would a page score without it)
//
// Timings depend on the machine's load: run it on a quiet machine, and compare runs made alike.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import lighthouse from 'lighthouse';
import { realChromiumPath as chromium } from '../test-chromium/launch-options.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
// puppeteer-core as Lighthouse itself depends on it, so the page it is given is one it knows.
const lighthouseMain = createRequire(import.meta.url).resolve('lighthouse');
const puppeteerModule = await import(
  pathToFileURL(createRequire(lighthouseMain).resolve('puppeteer-core')).href
);
const puppeteer = puppeteerModule.default?.launch ? puppeteerModule.default : puppeteerModule;

/** The name of the shop's page-session cookie (apps/server/src/web/page-session-cookie.ts). */
const SESSION_COOKIE = 'bookshop_session';
/** Where the web app keeps its session (apps/web/src/app/session/session-storage.ts). */
const SESSION_KEY = 'bookshop.session';

async function waitForHealth(base, seconds) {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    try {
      // Ready (search index read), so the search results page is measured as shoppers get it.
      if ((await fetch(`${base}/api/ready`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the shop at ${base} did not become healthy in ${seconds} s`);
}

/** Starts the built shop on a free port with the demo catalogue in memory. */
async function startShop() {
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/server.js')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: ':memory:', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  await waitForHealth(base, 180);
  return { base, stop: () => child.kill('SIGTERM') };
}

/**
 * One Lighthouse run of one address in a fresh browser: its report (the LHR). `session`, when
 * given, is put into the browser before the run, and Lighthouse is told not to clear it.
 */
async function lighthouseRun(url, session) {
  const browser = await puppeteer.launch({
    executablePath: chromium,
    headless: true,
    defaultViewport: null,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const page = await browser.newPage();
    if (session) {
      const origin = new URL(url).origin;
      // A small document of the shop's origin, to write its local storage (its assets stay uncached).
      await page.goto(`${origin}/api/site-status`);
      await page.evaluate(
        (key, value) => localStorage.setItem(key, value),
        SESSION_KEY,
        JSON.stringify({ user: null, token: null, guestToken: session.token }),
      );
      await page.setCookie({
        name: SESSION_COOKIE,
        value: session.token,
        url: origin,
        httpOnly: true,
        sameSite: 'Lax',
      });
    }
    const result = await lighthouse(
      url,
      {
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'seo'],
        ...(process.env.LIGHTHOUSE_BLOCK ? { blockedUrlPatterns: [process.env.LIGHTHOUSE_BLOCK] } : {}),
        ...(session ? { disableStorageReset: true } : {}),
      },
      undefined,
      page,
    );
    const report = result?.lhr;
    if (!report) throw new Error(`lighthouse gave no report for ${url}`);
    if (report.runtimeError) throw new Error(`${report.runtimeError.code} for ${url}`);
    return report;
  } finally {
    await browser.close();
  }
}

/** A run that Lighthouse itself gives up on (a trace it could not record, NO_NAVSTART) is run again, twice at most. */
async function lighthouseWithRetry(url, session) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouseRun(url, session);
    } catch (err) {
      if (attempt >= 3) throw err;
      process.stderr.write(`${err.message}; running it again\n`);
    }
  }
}

/** The demo catalogue's book with exactly this title, found through search as a shopper would. */
async function bookTitled(base, title) {
  const res = await fetch(`${base}/api/search?keyword=${encodeURIComponent(title)}`);
  const book = (await res.json()).data.books.find((b) => b.BOOK_TITLE === title);
  if (!book) throw new Error(`the demo catalogue has no book titled "${title}"`);
  return book;
}

/** A guest (a token, as the web app gets one) with one copy of each book in the cart. */
async function guestWithCart(base, books) {
  const issued = await fetch(`${base}/api/auth/guest`, { method: 'POST' });
  if (!issued.ok) throw new Error(`could not get a guest token: ${issued.status}`);
  const { token } = (await issued.json()).data;
  for (const book of books) {
    const added = await fetch(`${base}/api/cart/add-cart-item`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ bookId: book.Book_Id, qty: 1, cartType: 'cart' }),
    });
    if (!added.ok) throw new Error(`could not add "${book.BOOK_TITLE}" to the cart: ${added.status}`);
  }
  return { token };
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

function figures(report) {
  const score = (name) => Math.round((report.categories[name]?.score ?? 0) * 100);
  const audit = (name) => report.audits[name]?.numericValue ?? Number.NaN;
  return {
    perf: score('performance'),
    a11y: score('accessibility'),
    seo: score('seo'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
  };
}

async function main() {
  const shop = process.env.LIGHTHOUSE_URL ? null : await startShop();
  const base = process.env.LIGHTHOUSE_URL ?? shop.base;
  try {
    const book = await bookTitled(base, 'Moth Smoke');
    const guest = await guestWithCart(base, [book, await bookTitled(base, 'Exit West')]);
    const pages = [
      ['home', `${base}/`],
      ['book page', `${base}/book/${book.Book_Id}`],
      ['search results', `${base}/search?keyword=${encodeURIComponent('Mohsin Hamid')}`],
      ['cart (2 books)', `${base}/order-cart`, guest],
      ['checkout', `${base}/order-cart?checkout=open`, guest],
      ['home (Urdu)', `${base}/ur`],
      ['book page (Urdu)', `${base}/ur/book/${book.Book_Id}`],
    ].filter(
      ([name]) => !process.env.LIGHTHOUSE_PAGES || process.env.LIGHTHOUSE_PAGES.split(',').includes(name),
    );
    const rows = [];
    for (const [name, url, session] of pages) {
      const results = [];
      for (let i = 0; i < runs; i++) {
        const report = await lighthouseWithRetry(url, session);
        if (process.env.LIGHTHOUSE_REPORTS) {
          mkdirSync(process.env.LIGHTHOUSE_REPORTS, { recursive: true });
          const file = `${name.replace(/\W+/g, '-')}-${i + 1}.json`;
          writeFileSync(path.join(process.env.LIGHTHOUSE_REPORTS, file), JSON.stringify(report));
        }
        results.push(figures(report));
        process.stderr.write(`${name}: run ${i + 1}/${runs} done\n`);
      }
      const pick = (key) => median(results.map((r) => r[key]));
      rows.push({
        page: name,
        perf: pick('perf'),
        LCP: `${(pick('lcp') / 1000).toFixed(2)} s`,
        TBT: `${Math.round(pick('tbt'))} ms`,
        CLS: pick('cls').toFixed(3),
        a11y: pick('a11y'),
        SEO: pick('seo'),
      });
    }
    const load = loadavg()
      .map((n) => n.toFixed(2))
      .join(', ');
    console.log(`\nLighthouse 12, mobile, median of ${runs} runs (${base}); load average ${load}\n`);
    console.log('| page | perf | LCP | TBT | CLS | accessibility | SEO |');
    console.log('|---|---|---|---|---|---|---|');
    for (const r of rows)
      console.log(`| ${r.page} | ${r.perf} | ${r.LCP} | ${r.TBT} | ${r.CLS} | ${r.a11y} | ${r.SEO} |`);
  } finally {
    shop?.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
