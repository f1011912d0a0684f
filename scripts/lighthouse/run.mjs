// pnpm lighthouse: Lighthouse 12 (mobile: Moto G Power screen, simulated slow 4G, 4× CPU) against
// the built shop on home, a book page and search results, three runs each, with Debian's Chromium;
// prints the median performance, accessibility and SEO scores and LCP, TBT and CLS per page.
// It is a benchmark, not a test: it fails only when it cannot measure, never on the figures.
// Lighthouse 13 needs Node 22; the shop supports Node 20.19+, so 12 it is.
//
//   LIGHTHOUSE_RUNS=3          runs per page (the median is printed)
//   LIGHTHOUSE_URL=http://…    measure a running shop instead of starting the built one
//   CHROMIUM_PATH=/usr/bin/chromium
//   LIGHTHOUSE_REPORTS=dir     also keep each run's JSON report there (to read the audits behind a figure)
//
// Timings depend on the machine's load: run it on a quiet machine, and compare runs made alike.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const lighthouseCli = createRequire(import.meta.url).resolve('lighthouse/cli/index.js');

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

/** One Lighthouse run of one address: its JSON report (Lighthouse's CLI, its own Chrome). */
function lighthouse(url) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        lighthouseCli,
        url,
        '--quiet',
        '--output=json',
        '--output-path=stdout',
        '--only-categories=performance,accessibility,seo',
        '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage',
      ],
      { env: { ...process.env, CHROME_PATH: chromium }, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`lighthouse exited with ${code} for ${url}`));
      try {
        resolve(JSON.parse(out));
      } catch (err) {
        reject(err);
      }
    });
  });
}

/** A run that Lighthouse itself gives up on (a trace it could not record, NO_NAVSTART) is run again, twice at most. */
async function lighthouseWithRetry(url) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouse(url);
    } catch (err) {
      if (attempt >= 3) throw err;
      process.stderr.write(`${err.message}; running it again\n`);
    }
  }
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
    const { data } = await (await fetch(`${base}/api/books?limit=1`)).json();
    const book = data.books[0];
    const keyword = book.BOOK_TITLE.split(/\s+/).find((word) => /^[A-Za-z]{4,}$/.test(word)) ?? 'book';
    const pages = [
      ['home', `${base}/`],
      ['book page', `${base}/book/${book.Book_Id}`],
      ['search results', `${base}/search?keyword=${encodeURIComponent(keyword)}`],
    ];
    const rows = [];
    for (const [name, url] of pages) {
      const results = [];
      for (let i = 0; i < runs; i++) {
        const report = await lighthouseWithRetry(url);
        if (process.env.LIGHTHOUSE_REPORTS) {
          mkdirSync(process.env.LIGHTHOUSE_REPORTS, { recursive: true });
          const file = `${name.replaceAll(' ', '-')}-${i + 1}.json`;
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
    console.log(`\nLighthouse 12, mobile, median of ${runs} runs (${base})\n`);
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
