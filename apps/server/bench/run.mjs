// pnpm bench: throughput and p99 latency of the shop's hot reads, each beside a bare Fastify
// route measured in the same run, so the figures can be compared across machines as ratios.
//
// The measured database holds the demo catalogue and the real goodbooks-10k catalogue (imported
// with the CLI before the server starts, or by the server itself for in-memory PGlite), so
// search runs over 10k books. Autocomplete is measured
// with a rotating, popularity-skewed set of realistic queries (prefixes as typed, typos, ISBNs,
// Urdu), with its answer cache on (as deployed) and off (every request reaches the database).
// The server runs with BENCH=1 and reports its own response times (Fastify's reply.elapsedTime
// per route), so the server-side p99 is printed next to the client-side one.
//
//   BENCH_SECONDS=10          length of each measurement
//   BENCH_CONNECTIONS=20      concurrent connections of the load generator
//   BENCH_RATE=...            requests/s of the fixed-rate autocomplete latency run (default: half
//                             of the saturated throughput)
//   BENCH_DATABASE_URL=...    also measure on PostgreSQL (a scratch schema, dropped afterwards)
//   BENCH_PGLITE=0            skip PGlite on disk (measured by default: what `pnpm start` runs)
//   BENCH_PGLITE_MEMORY=1     also measure PGlite in memory (as the test suite runs it)
//   BENCH_BOOK_IDS=1200       how many books the book-page reads rotate over
//   BENCH_NO_BUILD=1          measure dist/ as it is instead of building it first
//   GOODBOOKS_CSV=...         the goodbooks-10k books.csv (default: the repository's data/goodbooks-10k/books.csv)
//   BENCH_PGLITE_RATE=...     PGlite's fixed rate instead of BENCH_RATE
//   BENCH_HALF_LOAD=1         with a fixed rate, also run at half the saturated throughput
//   BENCH_PGLITE_FROM=dir     PGlite on disk measured on a copy of this data directory (no import)
//   BENCH_ROWS=100000         measure on goodbooks grown to this many titles (bench/grow-catalog.mjs,
//                             written to the temporary directory; BENCH_GROW_SEED, default 18)
//
// Each report also gives the server's time to healthy (/api/health) and to ready (/api/ready: the
// search index read, as a load balancer waits for) and its resident memory (RSS) after start
// and after the measurements.
import { fork, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { parse } from 'csv-parse/sync';
import pg from 'pg';
import { growCatalog } from './grow-catalog.mjs';
import { measurePlaceOrder } from './place-order.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const serverDir = path.join(here, '..');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
// The latency run's rate; by default half of what the saturated run reached: latency at half
// capacity, where queueing no longer dominates it.
const fixedRate = process.env.BENCH_RATE ? Number(process.env.BENCH_RATE) : null;
// A target rate for PGlite of its own (the embedded database carries less), BENCH_PGLITE_RATE.
const pgliteRate = process.env.BENCH_PGLITE_RATE ? Number(process.env.BENCH_PGLITE_RATE) : null;
// BENCH_HALF_LOAD=1: beside a BENCH_RATE run, also the run at half the saturated throughput.
const alsoHalfLoad = process.env.BENCH_HALF_LOAD === '1';
const goodbooksCsv =
  process.env.GOODBOOKS_CSV ?? path.resolve(serverDir, '../../data/goodbooks-10k/books.csv');

function freePort(base) {
  return base + Math.floor(Math.random() * 1000);
}

async function waitForHealth(url, exited, deadlineMs = 180_000) {
  const started = Date.now();
  let gone = false;
  exited?.then(() => {
    gone = true;
  });
  while (Date.now() - started < deadlineMs) {
    if (gone) throw new ServerExited(url);
    try {
      const res = await fetch(url);
      if (res.ok) return Date.now() - started;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`${url} did not become healthy in ${deadlineMs} ms`);
}

class ServerExited extends Error {
  constructor(url) {
    super(`the server for ${url} exited before it became healthy`);
  }
}

function spawnShop(env) {
  const port = freePort(20000);
  const child = spawn(process.execPath, [path.join(serverDir, 'dist/server.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: '',
      BENCH: '1',
      // Place-order signs up 50 guests at once from one address.
      ANON_WRITES_PER_MINUTE: '100000',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return { port, child, exited, base: `http://127.0.0.1:${port}` };
}

/**
 * Starts the shop and waits until it is healthy. Ports are picked at random on a shared machine,
 * so a start that dies (port taken) is tried again on another.
 */
async function startShop(env) {
  for (let attempt = 1; ; attempt++) {
    const shop = spawnShop(env);
    try {
      shop.healthyIn = await waitForHealth(`${shop.base}/api/health`, shop.exited);
      // Ready once the search index is read: the measurements start where shoppers would.
      shop.readyIn = shop.healthyIn + (await waitForHealth(`${shop.base}/api/ready`, shop.exited));
      return shop;
    } catch (err) {
      if (!(err instanceof ServerExited) || attempt >= 3) {
        shop.child.kill();
        throw err;
      }
      console.log(`  ${err.message}; trying another port`);
    }
  }
}

async function stopShop(shop) {
  // The load generator stops without waiting for its last requests; let the server finish them.
  await new Promise((r) => setTimeout(r, 1000));
  shop.child.kill('SIGTERM');
  // PGlite keeps its files locked until the process is gone; the next server needs them.
  await shop.exited;
}

/** Runs the server CLI (seed, import-catalog) against the database the env names. */
function cli(args, env) {
  const result = spawnSync(process.execPath, [path.join(serverDir, 'dist/cli.js'), ...args], {
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    encoding: 'utf8',
  });
  if (result.status !== 0) {
    throw new Error(`cli ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
  }
  return result.stdout.trim().split('\n').at(-1);
}

async function startBare() {
  const port = freePort(30000);
  const child = fork(path.join(here, 'bare-server.mjs'), { env: { ...process.env, PORT: String(port) } });
  await new Promise((resolve) => child.once('message', resolve));
  return { port, child, base: `http://127.0.0.1:${port}` };
}

function run(url, paths, options = {}) {
  let i = 0;
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url,
        connections: options.connections ?? connections,
        duration: options.duration ?? seconds,
        ...(options.rate ? { overallRate: options.rate } : {}),
        ...(options.headers ? { headers: options.headers } : {}),
        requests: [{ setupRequest: (req) => ({ ...req, path: paths[i++ % paths.length] }) }],
      },
      (err, result) => (err ? reject(err) : resolve(result)),
    );
  });
}

function summary(result) {
  return {
    rps: Math.round(result.requests.average),
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/** Resident memory of a process in MB, from /proc (Linux); null elsewhere. */
function rssMb(pid) {
  try {
    const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
    return Number.isFinite(kb) ? Math.round(kb / 1024) : null;
  } catch {
    return null;
  }
}

/** The server's own figures since the last call (and it starts them afresh). */
async function serverTimings(base) {
  const res = await fetch(`${base}/api/bench/timings`);
  return (await res.json()).data;
}

/** Book ids for the book-page reads: many, so a cache (or the database's) is not flattered. */
async function bookIds(base, wanted = Number(process.env.BENCH_BOOK_IDS ?? 1200)) {
  const ids = [];
  while (ids.length < wanted) {
    const res = await fetch(`${base}/api/books?limit=100&offset=${ids.length}`);
    const page = (await res.json()).data.books.map((b) => b.Book_Id);
    ids.push(...page);
    if (page.length < 100) break;
  }
  return ids;
}

/** Milliseconds until the first autocomplete answer. */
async function firstSuggestion(base) {
  const started = Date.now();
  const res = await fetch(`${base}/api/autocomplete?search=the`);
  if (!res.ok) throw new Error(`autocomplete answered ${res.status}`);
  return Date.now() - started;
}

async function urduTitles(base) {
  const res = await fetch(`${base}/api/search?language=ur&perPage=60`);
  const body = await res.json();
  return body.data.books.map((b) => b.BOOK_TITLE);
}

// --- cart (issue 10) ----------------------------------------------------------------------------
/** A guest cart of `lines` books: the token to read it with, or the reason it could not be filled. */
async function fillCart(base, ids, lines) {
  const guest = await fetch(`${base}/api/auth/guest`, { method: 'POST' });
  const token = (await guest.json()).data.token;
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  let added = 0;
  for (const bookId of ids) {
    if (added === lines) break;
    const res = await fetch(`${base}/api/cart/add-cart-item`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ bookId, qty: 1 }),
    });
    if (res.status === 201) added++;
  }
  if (added < lines) throw new Error(`only ${added} of ${lines} books could be added to the bench cart`);
  return { authorization: headers.authorization };
}

/** p99 of `GET /api/cart/order-cart?web=true` on a 20-line cart (priced, grouped, summed). */
async function measureCart(shop, ids) {
  const headers = await fillCart(shop.base, ids, 20);
  const paths = ['/api/cart/order-cart?web=true'];
  await run(shop.base, paths, { duration: 2, headers });
  await serverTimings(shop.base);
  const client = summary(await run(shop.base, paths, { headers }));
  const server = (await serverTimings(shop.base)).routes['GET /api/cart/order-cart'];
  return { ...client, server };
}

// --- realistic autocomplete queries -------------------------------------------------------------

/** Small seeded PRNG, so every run sends the same queries in the same order. */
function mulberry32(seed) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function isbn13Of(isbn10) {
  const body = `978${isbn10.slice(0, 9)}`;
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(body[i]) * (i % 2 === 0 ? 1 : 3);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

/** One slip of the fingers in a word: a letter dropped, doubled, swapped or replaced. */
function typo(word, rnd) {
  const i = 1 + Math.floor(rnd() * (word.length - 2));
  switch (Math.floor(rnd() * 4)) {
    case 0:
      return word.slice(0, i) + word.slice(i + 1);
    case 1:
      return word.slice(0, i) + word[i] + word.slice(i);
    case 2:
      return word.slice(0, i - 1) + word[i] + word[i - 1] + word.slice(i + 1);
    default:
      return word.slice(0, i) + 'aeiou'[Math.floor(rnd() * 5)] + word.slice(i + 1);
  }
}

const cut = (text, length) => text.slice(0, length).trimEnd();

/**
 * A query mix as a shop sees it: the popular books asked for far more often (goodbooks is ordered
 * by popularity), titles typed 2 to 12 characters far (the box asks after a pause, at any point
 * of typing), authors, titles with a typo, ISBNs whole (hyphenated or not) or started, Urdu.
 */
function buildQueries(rows, urdu, count, seed = 4242) {
  const rnd = mulberry32(seed);
  const pick = () => rows[Math.floor(rows.length * rnd() ** 3)];
  const queries = [];
  while (queries.length < count) {
    const row = pick();
    const title = row.title.replace(/\s*\(.*$/, '');
    const roll = rnd();
    let q;
    if (roll < 0.5) {
      q = cut(title, 2 + Math.floor(rnd() * 11));
    } else if (roll < 0.65) {
      const author = row.authors.split(',')[0].trim();
      const surname = author.split(' ').at(-1);
      q = rnd() < 0.5 ? cut(surname, 3 + Math.floor(rnd() * 8)) : cut(author, 3 + Math.floor(rnd() * 10));
    } else if (roll < 0.8) {
      const words = title.toLowerCase().split(/\s+/).slice(0, 2);
      const at = words.findIndex((w) => w.length >= 4);
      if (at < 0) continue;
      words[at] = typo(words[at], rnd);
      q = cut(words.join(' '), 12);
    } else if (roll < 0.92) {
      const isbn10 = row.isbn.padStart(10, '0');
      if (!/^\d{9}[\dX]$/.test(isbn10)) continue;
      const isbn13 = isbn13Of(isbn10);
      const form = Math.floor(rnd() * 4);
      q =
        form === 0
          ? `${isbn10.slice(0, 1)}-${isbn10.slice(1, 4)}-${isbn10.slice(4, 9)}-${isbn10.slice(9)}`
          : form === 1
            ? isbn13
            : form === 2
              ? `${isbn13.slice(0, 3)}-${isbn13.slice(3)}`
              : isbn13.slice(0, 6 + Math.floor(rnd() * 4));
    } else {
      if (urdu.length === 0) continue;
      q = cut(urdu[Math.floor(rnd() * urdu.length)], 2 + Math.floor(rnd() * 7));
    }
    if (q.trim().length >= 2) queries.push(q);
  }
  return queries;
}

function autocompletePaths(rows, urdu, seed) {
  return buildQueries(rows, urdu, 20_000, seed).map(
    (q) => `/api/autocomplete?search=${encodeURIComponent(q)}`,
  );
}

function loadGoodbooks() {
  const rows = parse(readFileSync(catalogueCsv), { columns: true, bom: true, relax_column_count: true });
  return rows.filter((r) => r.title && r.authors);
}

// --- measurements -------------------------------------------------------------------------------

async function measureAutocomplete(shop, paths, steadyPaths, targetRate = fixedRate) {
  await run(shop.base, paths.slice(0, 2000), { duration: 2 }); // warm up JIT and the database caches
  await serverTimings(shop.base);
  const saturated = summary(await run(shop.base, paths));
  const saturatedServer = await serverTimings(shop.base);
  // A fresh draw from the same mix, so the cache holds what recent traffic left, not the answers.
  const half = Math.max(10, Math.round(saturated.rps / 2));
  const rates = targetRate === null ? [half] : alsoHalfLoad ? [half, targetRate] : [targetRate];
  const steadyRuns = [];
  for (const rate of rates) {
    const steady = { ...summary(await run(shop.base, steadyPaths, { rate, connections: 10 })), rate };
    const steadyServer = await serverTimings(shop.base);
    steadyRuns.push({ steady, steadyServer: steadyServer.routes['GET /api/autocomplete'] });
  }
  return {
    saturated,
    saturatedServer: saturatedServer.routes['GET /api/autocomplete'],
    cache: saturatedServer.autocompleteCache,
    steadyRuns,
  };
}

async function measure(label, env, queries) {
  if (env.prepare) {
    console.log(`\n[${label}] importing the catalogue…`);
    const started = Date.now();
    await env.prepare();
    console.log(`  ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } else {
    console.log(`\n[${label}] the server imports the catalogue as it starts…`);
  }

  const shop = await startShop(env.vars);
  let results;
  try {
    const { healthyIn, readyIn } = shop;
    // Suggestions wait for the in-memory catalogue index, read after the server is healthy and
    // before it is ready: its time is reported, and kept out of the measurements.
    const suggestingIn = readyIn + (await firstSuggestion(shop.base));
    const rssAtStart = rssMb(shop.child.pid);
    const ids = await bookIds(shop.base);
    const urdu = await urduTitles(shop.base);
    const paths = autocompletePaths(queries, urdu, 4242);
    const bare = await startBare();
    try {
      // Every id once first, as a running shop has read the books it is asked for (its cache and
      // the database's own hold them); then the measured run rotates over all of them.
      for (let i = 0; i < ids.length; i += 20) {
        await Promise.all(
          ids
            .slice(i, i + 20)
            .map((id) => fetch(`${shop.base}/api/books/${id}`).then((r) => r.arrayBuffer())),
        );
      }
      await run(shop.base, ids.map((id) => `/api/books/${id}`).slice(0, 10), { duration: 2 });
      await serverTimings(shop.base);
      const book = summary(
        await run(
          shop.base,
          ids.map((id) => `/api/books/${id}`),
        ),
      );
      const bookServer = (await serverTimings(shop.base)).routes['GET /api/books/:id'];
      const cart = await measureCart(shop, ids);
      const placeOrder = await measurePlaceOrder(shop.base, ids, { shoppers: 50, seconds });
      const bareResult = summary(
        await run(
          bare.base,
          ids.map((id) => `/bare/${id}`),
        ),
      );
      const cached = await measureAutocomplete(
        shop,
        paths,
        autocompletePaths(queries, urdu, 777),
        env.rate ?? fixedRate,
      );
      results = {
        label,
        healthyIn,
        readyIn,
        book,
        bookCount: ids.length,
        bookServer,
        cart,
        placeOrder,
        bare: bareResult,
        cached,
        distinct: new Set(paths).size,
        rssAtStart,
        suggestingIn,
        rssAfter: rssMb(shop.child.pid),
      };
    } finally {
      bare.child.kill();
    }
  } finally {
    await stopShop(shop);
  }

  // The same queries again with the answer cache off: every request reaches the database.
  const uncachedShop = await startShop({ ...env.vars, AUTOCOMPLETE_CACHE_SECONDS: '0' });
  try {
    await firstSuggestion(uncachedShop.base);
    const urdu = await urduTitles(uncachedShop.base);
    results.uncached = await measureAutocomplete(
      uncachedShop,
      autocompletePaths(queries, urdu, 4242),
      autocompletePaths(queries, urdu, 777),
      env.rate ?? fixedRate,
    );
  } finally {
    await stopShop(uncachedShop);
  }
  return results;
}

const fmtServer = (s) => (s ? `server p50 ${s.p50} ms  p99 ${s.p99} ms  max ${s.max} ms` : 'server n/a');

/** A line's figures as ratios to the bare route of the same run: throughput, and p99 as a multiple. */
function vsBare(r, line) {
  const rps = (line.rps / Math.max(r.bare.rps, 1)).toFixed(2);
  const p99 = (line.p99 / Math.max(r.bare.p99, 1)).toFixed(1);
  return `   [${rps} of bare req/s, p99 ${p99}x bare]`;
}

function report(r) {
  // Other work on the machine shows in every figure; the load average says how much there was.
  console.log(
    `\n== ${r.label} (healthy ${r.healthyIn} ms after start, ready at ${r.readyIn} ms, first suggestion at ${r.suggestingIn} ms; load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}; RSS ${r.rssAtStart ?? '?'} MB after start, ${r.rssAfter ?? '?'} MB after the load)`,
  );
  console.log(
    `GET /api/books/{id} (${r.bookCount} ids)   ${r.book.rps} req/s   p99 ${r.book.p99} ms   errors ${r.book.errors}   ${fmtServer(r.bookServer)}${vsBare(r, r.book)}`,
  );
  console.log(
    `GET /api/cart/order-cart (20 lines)  ${r.cart.rps} req/s   p99 ${r.cart.p99} ms   errors ${r.cart.errors}   ${fmtServer(r.cart.server)}${vsBare(r, r.cart)}`,
  );
  const po = r.placeOrder;
  console.log(
    `POST /api/cart/place-order (${po.shoppers} shoppers, cash)  ${po.ordersPerSecond} orders/s   p50 ${po.p50} ms   p99 ${po.p99} ms   placed ${po.placed}   refused ${po.refused}   errors ${po.errors}   lost ${po.lost}   duplicated ${po.duplicated}   replays ${po.replays} (mismatched ${po.replayMismatches})`,
  );
  console.log(`bare Fastify route    ${r.bare.rps} req/s   p99 ${r.bare.p99} ms   errors ${r.bare.errors}`);
  console.log(
    `ratio (book / bare)   throughput ${(r.book.rps / r.bare.rps).toFixed(2)}   p99 ${(r.book.p99 / Math.max(r.bare.p99, 1)).toFixed(2)}x`,
  );
  console.log(`GET /api/autocomplete, ${r.distinct} distinct queries in a rotation of 20000:`);
  for (const [name, a] of [
    ['cache on ', r.cached],
    ['cache off', r.uncached],
  ]) {
    const hitRate =
      a.cache && a.cache.hits + a.cache.misses > 0 ? a.cache.hits / (a.cache.hits + a.cache.misses) : 0;
    console.log(
      `  ${name} saturated (${connections} conn)  ${a.saturated.rps} req/s   client p99 ${a.saturated.p99} ms   errors ${a.saturated.errors}   ${fmtServer(a.saturatedServer)}` +
        (name.startsWith('cache on') ? `   cache hits ${(hitRate * 100).toFixed(0)}%` : '') +
        vsBare(r, a.saturated),
    );
    for (const { steady, steadyServer } of a.steadyRuns) {
      console.log(
        `  ${name} at ${steady.rate} req/s (fixed)  ${steady.rps} req/s   client p99 ${steady.p99} ms   errors ${steady.errors}   ${fmtServer(steadyServer)}${vsBare(r, steady)}`,
      );
    }
  }
}

if (!existsSync(goodbooksCsv)) {
  console.error(`goodbooks-10k not found at ${goodbooksCsv}; set GOODBOOKS_CSV.`);
  process.exit(1);
}
// The measured catalogue: goodbooks-10k as it is, or grown to BENCH_ROWS titles.
const catalogueCsv = process.env.BENCH_ROWS
  ? await growCatalog({
      rows: Number(process.env.BENCH_ROWS),
      seed: Number(process.env.BENCH_GROW_SEED ?? 18),
      source: goodbooksCsv,
    })
  : goodbooksCsv;
if (process.env.BENCH_NO_BUILD !== '1') {
  // The server and the workspace packages it bundles (domain, validation), so a fresh clone benches.
  const build = spawnSync(
    'pnpm',
    ['exec', 'turbo', 'run', 'build', '--filter=@bookshop/server...', '--output-logs=errors-only'],
    {
      cwd: serverDir,
      stdio: 'inherit',
    },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const goodbooks = loadGoodbooks();
console.log(
  `bench: ${seconds} s per measurement, ${connections} connections, catalogue rows ${goodbooks.length} (${catalogueCsv})`,
);

/** Loads the demo catalogue and goodbooks-10k into the database the variables name, with the CLI. */
function importWithCli(vars) {
  console.log(`  seed: ${cli(['seed'], vars)}`);
  console.log(`  import: ${cli(['import-catalog', catalogueCsv], vars)}`);
}

// In memory, as the test suite runs it; the server imports the catalogue itself (BENCH_IMPORT_CSV),
// since no other process can reach an in-memory database.
if (process.env.BENCH_PGLITE_MEMORY === '1') {
  report(
    await measure(
      'PGlite (embedded, in memory)',
      { vars: { DATA_DIR: ':memory:', BENCH_IMPORT_CSV: catalogueCsv }, rate: pgliteRate },
      goodbooks,
    ),
  );
}

// On disk, as `pnpm start` runs it by default.
if (process.env.BENCH_PGLITE !== '0') {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bookshop-bench-'));
  try {
    const vars = { DATA_DIR: dataDir, SEED_DEMO: 'false' };
    report(
      await measure(
        'PGlite (embedded, on disk)',
        {
          vars,
          // BENCH_PGLITE_FROM=dir: a copy of a data directory already holding the catalogue,
          // instead of importing it again (a 100k import takes minutes on PGlite).
          prepare: process.env.BENCH_PGLITE_FROM
            ? () => cp(process.env.BENCH_PGLITE_FROM, dataDir, { recursive: true })
            : () => importWithCli(vars),
          rate: pgliteRate,
        },
        goodbooks,
      ),
    );
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

if (process.env.BENCH_DATABASE_URL) {
  const url = process.env.BENCH_DATABASE_URL;
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  try {
    const scoped = new URL(url);
    scoped.searchParams.set('options', `-c search_path=${schema},public`);
    const vars = { DATABASE_URL: scoped.toString(), SEED_DEMO: 'false' };
    const env = {
      vars,
      prepare: async () => {
        // The importer refreshes the planner's statistics itself when it finishes (ANALYZE).
        importWithCli(vars);
      },
    };
    report(await measure('PostgreSQL', env, goodbooks));
  } finally {
    await admin.query(`drop schema ${schema} cascade`);
    await admin.end();
  }
}
