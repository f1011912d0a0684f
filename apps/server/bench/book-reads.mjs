// Book reads (issue 28): GET /api/books/{id} beside the bare Fastify route (bare-server.mjs), in
// the same run, three ways:
//
//   logging on    the shop at LOG_LEVEL=info, its stdout a file (JSON lines, as `> shop.log`
//                 makes it), beside the bare route logging every request with pino at info into a
//                 file the same way (BARE_LOG_FILE: Fastify's two request lines, asynchronous)
//   logging off   the shop at LOG_LEVEL=warn beside the bare route without a logger
//   cache misses  the shop with its read cache off (READ_CACHE_MB=0, logging off): every read goes
//                 to the database, beside the bare route without a logger
//
// Each rotates over the run's book ids after reading each once. Besides the client's req/s and
// p99, each line gives the server's CPU time per request (utime + stime of the process, all its
// threads, from /proc): on a machine others are using, that ratio moves less than throughput.
//
// A section of the bench that starts its own shops (from ctx.env.vars, so on PGlite on disk the
// data directory must be free). On its own, on a PostgreSQL that holds the catalogue, or on PGlite
// in memory importing goodbooks-10k as it starts (the default):
//
//   BOOK_READS_DATABASE_URL=postgres://... node bench/book-reads.mjs
//   node bench/book-reads.mjs
//
// BOOK_READS_DIST=dir measures another build of the server (say, of the code before a change)
// instead of dist/.
import { mkdtempSync, openSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  bookIds,
  connections as defaultConnections,
  seconds as defaultSeconds,
  run,
  ServerExited,
  serverDir,
  serverTimings,
  spawnShop,
  startBare,
  stopShop,
  summary,
  waitForHealth,
} from './harness.mjs';

/** CPU time of a process so far, in ms (all its threads), from /proc; null where there is none. */
function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // utime and stime, in clock ticks (100 a second on Linux).
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

/**
 * The built shop with its stdout written into `logFile` (the harness's shops print to the
 * terminal, where LOG_FORMAT=auto would make pretty lines). Retried on another port like the
 * harness's startShop.
 */
async function startShopLoggingTo(env, logFile) {
  for (let attempt = 1; ; attempt++) {
    const dist = process.env.BOOK_READS_DIST ?? path.join(serverDir, 'dist');
    const shop = spawnShop(env, { dist, stdout: openSync(logFile, 'a') });
    const { child, exited } = shop;
    try {
      await waitForHealth(`${shop.base}/api/health`, exited);
      await waitForHealth(`${shop.base}/api/ready`, exited);
      return shop;
    } catch (err) {
      if (!(err instanceof ServerExited) || attempt >= 3) {
        child.kill();
        throw err;
      }
    }
  }
}

/** One autocannon run with the server's CPU time per request beside it. */
async function measured(target, paths, seconds, connections) {
  const before = cpuMs(target.child.pid);
  const result = await run(target.base, paths, { duration: seconds, connections });
  const after = cpuMs(target.child.pid);
  const total = result.requests.total;
  const cpuUs = before === null || after === null || total === 0 ? null : ((after - before) * 1000) / total;
  return { ...summary(result), cpuUsPerRequest: cpuUs === null ? null : Math.round(cpuUs * 10) / 10 };
}

/**
 * The shop (started with `env`) and then the bare route (with `bareEnv`), each after a warm-up:
 * every id read once, then a short run.
 */
async function shopBesideBare(ctx, folder, name, env, bareEnv) {
  const logFile = path.join(folder, `shop-${name}.log`);
  const shop = await startShopLoggingTo({ ...ctx.env.vars, ...env }, logFile);
  let book;
  let server;
  let cache;
  try {
    const ids = await bookIds(shop.base, ctx.ids.length);
    const paths = ids.map((id) => `/api/books/${id}`);
    for (let i = 0; i < paths.length; i += 20) {
      await Promise.all(paths.slice(i, i + 20).map((p) => fetch(shop.base + p).then((r) => r.arrayBuffer())));
    }
    await run(shop.base, paths.slice(0, 10), { duration: 2, connections: ctx.connections });
    await serverTimings(shop.base);
    book = await measured(shop, paths, ctx.seconds, ctx.connections);
    const timings = await serverTimings(shop.base);
    server = timings.routes['GET /api/books/:id'];
    cache = timings.catalogueCache;
  } finally {
    await stopShop(shop);
  }
  const shopLogBytes = statSync(logFile).size;

  const bare = await startBare(bareEnv);
  let bareResult;
  try {
    const paths = ctx.ids.map((id) => `/bare/${id}`);
    await run(bare.base, paths.slice(0, 10), { duration: 2, connections: ctx.connections });
    bareResult = await measured(bare, paths, ctx.seconds, ctx.connections);
  } finally {
    bare.child.kill();
  }
  return { book, server, cache, bare: bareResult, shopLogBytes };
}

/**
 * Measures the three comparisons; returns plain figures. `ctx`: { ids, seconds, connections,
 * env: { vars } } (the database the shops use). The shop given is not used: each comparison
 * needs a shop started its own way.
 */
export async function measureBookReads(_shop, ctx) {
  const settings = { seconds: defaultSeconds, connections: defaultConnections, ...ctx };
  const folder = mkdtempSync(path.join(tmpdir(), 'bookshop-book-reads-'));
  try {
    const logged = await shopBesideBare(
      settings,
      folder,
      'logged',
      { LOG_LEVEL: 'info', LOG_FORMAT: 'json' },
      { BARE_LOG_FILE: path.join(folder, 'bare.log') },
    );
    const quiet = await shopBesideBare(settings, folder, 'quiet', { LOG_LEVEL: 'warn' }, {});
    const misses = await shopBesideBare(
      settings,
      folder,
      'misses',
      { LOG_LEVEL: 'warn', READ_CACHE_MB: '0' },
      {},
    );
    return { ids: settings.ids.length, connections: settings.connections, logged, quiet, misses };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

const ratio = (a, b) => (a === null || b === null || !b ? 'n/a' : (a / b).toFixed(2));

function line(label, r) {
  const { book, bare } = r;
  const server = r.server ? `server p50 ${r.server.p50} ms p99 ${r.server.p99} ms` : 'server n/a';
  return [
    `${label}  shop ${book.rps} req/s  p99 ${book.p99} ms  errors ${book.errors}  ${server}  CPU ${book.cpuUsPerRequest ?? '?'} µs/req`,
    `${' '.repeat(label.length)}  bare ${bare.rps} req/s  p99 ${bare.p99} ms  errors ${bare.errors}  CPU ${bare.cpuUsPerRequest ?? '?'} µs/req`,
    `${' '.repeat(label.length)}  [${ratio(book.rps, bare.rps)} of bare req/s, p99 ${ratio(book.p99, Math.max(bare.p99, 1))}x bare; CPU per request: bare/shop ${ratio(bare.cpuUsPerRequest, book.cpuUsPerRequest)}]`,
  ].join('\n');
}

/** Prints the figures of measureBookReads, as ratios to the bare route of the same run. */
export function reportBookReads(result) {
  console.log(
    `GET /api/books/{id} beside the bare route (${result.ids} ids, ${result.connections} connections):`,
  );
  console.log(line('  logging on  (LOG_LEVEL=info, both into a file)', result.logged));
  console.log(`  ${' '.repeat(46)}  shop's log ${Math.round(result.logged.shopLogBytes / 1024)} KB`);
  console.log(line('  logging off (LOG_LEVEL=warn, bare without a logger)', result.quiet));
  const cache = result.misses.cache;
  console.log(
    line(
      `  cache misses (READ_CACHE_MB=0: hits ${cache?.hits ?? '?'}, misses ${cache?.misses ?? '?'})`,
      result.misses,
    ),
  );
}

// On its own: node bench/book-reads.mjs (see the top of this file).
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const databaseUrl = process.env.BOOK_READS_DATABASE_URL;
  const goodbooks =
    process.env.GOODBOOKS_CSV ?? path.resolve(serverDir, '../../data/goodbooks-10k/books.csv');
  const vars = databaseUrl
    ? { DATABASE_URL: databaseUrl, SEED_DEMO: 'false' }
    : { DATA_DIR: ':memory:', BENCH_IMPORT_CSV: goodbooks };
  // The ids come from a first shop, as the harness's run gives them.
  const folder = mkdtempSync(path.join(tmpdir(), 'bookshop-book-reads-ids-'));
  const first = await startShopLoggingTo(vars, path.join(folder, 'shop.log'));
  const ids = await bookIds(first.base);
  await stopShop(first);
  rmSync(folder, { recursive: true, force: true });
  reportBookReads(await measureBookReads(null, { ids, env: { vars } }));
}
