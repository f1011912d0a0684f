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
//   BENCH_SHOP_NODE_ARGS=...  Node flags for the measured shop only (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof")
//   BENCH_ROWS=100000         measure on goodbooks grown to this many titles (bench/grow-catalog.mjs,
//                             written to the temporary directory; BENCH_GROW_SEED, default 18)
//   BENCH_ONLY=books,orders   measure only these sections (default: all of them, in this order:
//                             books, book-reads, cart, orders, autocomplete, results,
//                             autocomplete-uncached;
//                             the million-title run is its own script: pnpm bench:million)
//
// Each report also gives the server's time to healthy (/api/health) and to ready (/api/ready: the
// search index read, as a load balancer waits for) and its resident memory (RSS) after start
// and after the measurements.

import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { measureBookReads, reportBookReads } from './book-reads.mjs';
import { growCatalog } from './grow-catalog.mjs';
import {
  bookIds,
  cli,
  connections,
  firstSuggestion,
  fmtServer,
  rssMb,
  run,
  seconds,
  serverDir,
  serverTimings,
  startBare,
  startShop,
  stopShop,
  summary,
  urduTitles,
  vsBare,
} from './harness.mjs';
import { measurePlaceOrder } from './place-order.mjs';
import { autocompletePaths, loadGoodbooks } from './queries.mjs';
import { measureResultsPage, reportResultsPage } from './results-page.mjs';

// The latency run's rate; by default half of what the saturated run reached: latency at half
// capacity, where queueing no longer dominates it.
const fixedRate = process.env.BENCH_RATE ? Number(process.env.BENCH_RATE) : null;
// A target rate for PGlite of its own (the embedded database carries less), BENCH_PGLITE_RATE.
const pgliteRate = process.env.BENCH_PGLITE_RATE ? Number(process.env.BENCH_PGLITE_RATE) : null;
// BENCH_HALF_LOAD=1: beside a BENCH_RATE run, also the run at half the saturated throughput.
const alsoHalfLoad = process.env.BENCH_HALF_LOAD === '1';
const goodbooksCsv =
  process.env.GOODBOOKS_CSV ?? path.resolve(serverDir, '../../data/goodbooks-10k/books.csv');

// --- sections -----------------------------------------------------------------------------------

async function measureAutocomplete(shop, paths, steadyPaths, targetRate) {
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

function reportAutocomplete(name, a, bare, distinct) {
  const hitRate =
    a.cache && a.cache.hits + a.cache.misses > 0 ? a.cache.hits / (a.cache.hits + a.cache.misses) : 0;
  console.log(
    `GET /api/autocomplete ${name} (${distinct} distinct queries in a rotation of 20000), saturated (${connections} conn)  ${a.saturated.rps} req/s   client p99 ${a.saturated.p99} ms   errors ${a.saturated.errors}   ${fmtServer(a.saturatedServer)}` +
      (name.startsWith('cache on') ? `   cache hits ${(hitRate * 100).toFixed(0)}%` : '') +
      vsBare(bare, a.saturated),
  );
  for (const { steady, steadyServer } of a.steadyRuns) {
    console.log(
      `  ${name} at ${steady.rate} req/s (fixed)  ${steady.rps} req/s   client p99 ${steady.p99} ms   errors ${steady.errors}   ${fmtServer(steadyServer)}${vsBare(bare, steady)}`,
    );
  }
}

/**
 * What `pnpm bench` measures on each database, in order. Each section takes the running shop and
 * the run's context ({ ids, queries, urdu, rate, env, bare }) and returns plain figures, which its
 * `report` prints (as ratios to the bare route where one fits). A section with `ownShop` starts
 * the shops it needs itself, from `ctx.env.vars`, once the main shop has stopped (PGlite on disk
 * lets one process at a time open its data directory).
 */
const SECTIONS = [
  {
    name: 'books',
    async measure(shop, ctx) {
      // Every id once first, as a running shop has read the books it is asked for (its cache and
      // the database's own hold them); then the measured run rotates over all of them.
      for (let i = 0; i < ctx.ids.length; i += 20) {
        await Promise.all(
          ctx.ids
            .slice(i, i + 20)
            .map((id) => fetch(`${shop.base}/api/books/${id}`).then((r) => r.arrayBuffer())),
        );
      }
      const paths = ctx.ids.map((id) => `/api/books/${id}`);
      await run(shop.base, paths.slice(0, 10), { duration: 2 });
      await serverTimings(shop.base);
      const book = summary(await run(shop.base, paths));
      return { book, server: (await serverTimings(shop.base)).routes['GET /api/books/:id'] };
    },
    report: (r, ctx) =>
      console.log(
        `GET /api/books/{id} (${ctx.ids.length} ids)   ${r.book.rps} req/s   p99 ${r.book.p99} ms   errors ${r.book.errors}   ${fmtServer(r.server)}${vsBare(ctx.bare, r.book)}`,
      ),
  },
  {
    name: 'book-reads',
    ownShop: true,
    measure: (_shop, ctx) => measureBookReads(null, ctx),
    report: (r) => reportBookReads(r),
  },
  {
    name: 'cart',
    async measure(shop, ctx) {
      const headers = await fillCart(shop.base, ctx.ids, 20);
      const paths = ['/api/cart/order-cart?web=true'];
      await run(shop.base, paths, { duration: 2, headers });
      await serverTimings(shop.base);
      const client = summary(await run(shop.base, paths, { headers }));
      return { ...client, server: (await serverTimings(shop.base)).routes['GET /api/cart/order-cart'] };
    },
    report: (r, ctx) =>
      console.log(
        `GET /api/cart/order-cart (20 lines)  ${r.rps} req/s   p99 ${r.p99} ms   errors ${r.errors}   ${fmtServer(r.server)}${vsBare(ctx.bare, r)}`,
      ),
  },
  {
    name: 'orders',
    async measure(shop, ctx) {
      // The shop's own database, so the bench checks every acknowledged order and the stock in it.
      const pool = databaseOf(ctx.env.vars);
      try {
        return await measurePlaceOrder(shop.base, ctx.ids, { shoppers: 50, seconds, sql: pool });
      } finally {
        await pool?.end();
      }
    },
    report: (po) => {
      console.log(
        `POST /api/cart/place-order (${po.shoppers} shoppers, cash)  ${po.ordersPerSecond} orders/s   p50 ${po.p50} ms   p99 ${po.p99} ms   whole checkout p99 ${po.checkoutP99} ms   placed ${po.placed}   refused ${po.refused}   errors ${po.errors}   lost ${po.lost}   duplicated ${po.duplicated}   replays ${po.replays} (mismatched ${po.replayMismatches})`,
      );
      const st = po.statements;
      console.log(
        `  SQL statements: add to cart ${st?.addToCart ?? '?'}, read cart ${st?.readCart ?? '?'}, place ${st?.place ?? '?'} in ${st?.placeRoundTrips ?? '?'} round trips, whole checkout ${st?.checkout ?? '?'} in ${st?.checkoutRoundTrips ?? '?'}; per placed order under load ${po.statementsPerOrder ?? '?'} in ${po.roundTripsPerOrder ?? '?'} round trips; CPU per order: server ${po.serverCpuMsPerOrder ?? '?'} ms, load generator ${po.loadCpuMsPerOrder ?? '?'} ms, whole machine ${po.machineCpuMsPerOrder ?? '?'} ms` +
          (po.database
            ? `; database: ${po.database.ordersInDb} orders, missing ${po.database.missing}, extra ${po.database.extra}, wrong lines ${po.database.wrongLines}, stock mismatches ${po.database.stockMismatches}`
            : ''),
      );
    },
  },
  {
    name: 'autocomplete',
    async measure(shop, ctx) {
      const paths = autocompletePaths(ctx.queries, ctx.urdu, 4242);
      const result = await measureAutocomplete(
        shop,
        paths,
        autocompletePaths(ctx.queries, ctx.urdu, 777),
        ctx.rate,
      );
      return { ...result, distinct: new Set(paths).size };
    },
    report: (r, ctx) => reportAutocomplete('cache on ', r, ctx.bare, r.distinct),
  },
  {
    name: 'results',
    measure: (shop, ctx) => measureResultsPage(shop, ctx),
    report: (r) => reportResultsPage(r),
  },
  {
    name: 'autocomplete-uncached',
    ownShop: true,
    // The same queries again with the answer cache off: every request reaches the database.
    async measure(_shop, ctx) {
      const shop = await startShop({ ...ctx.env.vars, AUTOCOMPLETE_CACHE_SECONDS: '0' });
      try {
        await firstSuggestion(shop.base);
        const urdu = await urduTitles(shop.base);
        const paths = autocompletePaths(ctx.queries, urdu, 4242);
        const result = await measureAutocomplete(
          shop,
          paths,
          autocompletePaths(ctx.queries, urdu, 777),
          ctx.rate,
        );
        return { ...result, distinct: new Set(paths).size };
      } finally {
        await stopShop(shop);
      }
    },
    report: (r, ctx) => reportAutocomplete('cache off', r, ctx.bare, r.distinct),
  },
];

const only = process.env.BENCH_ONLY?.split(',').map((s) => s.trim());
const unknown = only?.filter((name) => !SECTIONS.some((s) => s.name === name)) ?? [];
if (unknown.length > 0) {
  console.error(
    `BENCH_ONLY: no section ${unknown.join(', ')}; sections: ${SECTIONS.map((s) => s.name).join(', ')}`,
  );
  process.exit(1);
}
const sections = only ? SECTIONS.filter((s) => only.includes(s.name)) : SECTIONS;

/**
 * A connection to the database a shop started with these variables uses: PostgreSQL by its URL,
 * PGlite on disk through the socket the running shop serves in its data directory; none in memory.
 */
function databaseOf(vars) {
  if (vars.DATABASE_URL) return new pg.Pool({ connectionString: vars.DATABASE_URL, max: 2 });
  if (vars.DATA_DIR && vars.DATA_DIR !== ':memory:')
    return new pg.Pool({ host: vars.DATA_DIR, user: 'postgres', database: 'postgres', max: 1 });
  return null;
}

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

// --- one database -------------------------------------------------------------------------------

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
  const results = { label, sections: [] };
  try {
    results.healthyIn = shop.healthyIn;
    results.readyIn = shop.readyIn;
    // Suggestions wait for the in-memory catalogue index, read after the server is healthy and
    // before it is ready: its time is reported, and kept out of the measurements.
    results.suggestingIn = shop.readyIn + (await firstSuggestion(shop.base));
    results.rssAtStart = rssMb(shop.child.pid);
    const ctx = {
      ids: await bookIds(shop.base),
      urdu: await urduTitles(shop.base),
      queries,
      seconds,
      connections,
      rate: env.rate ?? fixedRate,
      env,
    };
    const bare = await startBare();
    try {
      ctx.bare = summary(
        await run(
          bare.base,
          ctx.ids.map((id) => `/bare/${id}`),
        ),
      );
    } finally {
      bare.child.kill();
    }
    results.ctx = ctx;
    for (const section of sections.filter((s) => !s.ownShop)) {
      results.sections.push({ section, result: await section.measure(shop, ctx) });
    }
    results.rssAfter = rssMb(shop.child.pid);
  } finally {
    await stopShop(shop);
  }
  for (const section of sections.filter((s) => s.ownShop)) {
    results.sections.push({ section, result: await section.measure(null, results.ctx) });
  }
  return results;
}

function report(r) {
  // Other work on the machine shows in every figure; the load average says how much there was.
  console.log(
    `\n== ${r.label} (healthy ${r.healthyIn} ms after start, ready at ${r.readyIn} ms, first suggestion at ${r.suggestingIn} ms; load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}; RSS ${r.rssAtStart ?? '?'} MB after start, ${r.rssAfter ?? '?'} MB after the load)`,
  );
  const { bare } = r.ctx;
  console.log(`bare Fastify route    ${bare.rps} req/s   p99 ${bare.p99} ms   errors ${bare.errors}`);
  for (const { section, result } of r.sections) section.report(result, r.ctx);
}

// --- the run ------------------------------------------------------------------------------------

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
const goodbooks = loadGoodbooks(catalogueCsv);
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
