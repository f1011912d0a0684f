// The shop at a million titles (issue 28): goodbooks grown to BENCH_MILLION_ROWS titles
// (grow-catalog.mjs), imported with `cli import-catalog` (timed, its progress lines counted),
// the autocomplete index's own memory, read time and snapshot (index-memory.mjs), the server's
// start to healthy, ready and first suggestion, first without the index snapshot (every book read)
// then restarted from it, and its resident memory once ready, then autocomplete at a
// fixed rate with the answer cache off, over a query mix with typos (a draw of its own, not
// run.mjs's), each beside a bare Fastify route measured in the same run.
//
//   node apps/server/bench/million-titles.mjs          (builds nothing: run `pnpm build` first)
//
//   BENCH_MILLION_ROWS=1000000   titles
//   BENCH_DATABASE_URL=...       PostgreSQL (a scratch schema, dropped afterwards)
//   BENCH_MILLION_PGLITE=1       also PGlite on disk (its import takes far longer)
//   BENCH_RATE=300               PostgreSQL's fixed autocomplete rate (req/s)
//   BENCH_PGLITE_RATE=100        PGlite's
//   BENCH_SECONDS=10             length of the fixed-rate run
//   BENCH_MILLION_FROM=url       PostgreSQL already holding the grown catalogue (its search_path
//                                in the URL's options): no import, everything else measured
//
// From a harness: `reportMillionTitles(await measureMillionTitles(ctx))`, ctx as `defaults()`.
import { fork, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { parse } from 'csv-parse';
import pg from 'pg';
import { defaultGoodbooksCsv, growCatalog } from './grow-catalog.mjs';
import { rssMb, spawnShop } from './harness.mjs';
import { mulberry32, typo } from './queries.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const serverDir = path.join(here, '..');

/** The measurement's settings, from the environment. */
export function defaults(env = process.env) {
  return {
    rows: Number(env.BENCH_MILLION_ROWS ?? 1_000_000),
    source: env.GOODBOOKS_CSV ?? defaultGoodbooksCsv,
    databaseUrl: env.BENCH_DATABASE_URL ?? null,
    pglite: env.BENCH_MILLION_PGLITE === '1',
    rate: Number(env.BENCH_RATE ?? 300),
    pgliteRate: Number(env.BENCH_PGLITE_RATE ?? 100),
    seconds: Number(env.BENCH_SECONDS ?? 10),
    fromUrl: env.BENCH_MILLION_FROM ?? null,
  };
}

/** Runs a node script to its end; resolves to its stdout and the stderr lines it wrote. */
function runNode(args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      cwd: serverDir,
      env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => {
      stdout += d;
    });
    child.stderr.on('data', (d) => {
      stderr += d;
    });
    child.on('exit', (code) =>
      code === 0 ? resolve({ stdout, stderr }) : reject(new Error(`${args.join(' ')}: ${code}\n${stderr}`)),
    );
  });
}

async function importCatalogue(csv, env) {
  const started = Date.now();
  const { stdout, stderr } = await runNode(['dist/cli.js', 'import-catalog', csv], env);
  return {
    seconds: (Date.now() - started) / 1000,
    progressLines: stderr.split('\n').filter((l) => l.startsWith('import: ')).length,
    summary: stdout.trim().split('\n').at(-1),
  };
}

async function indexMemory(env) {
  const { stdout } = await runNode(['--expose-gc', '--import', 'tsx', 'bench/index-memory.mjs'], env);
  return JSON.parse(stdout.trim().split('\n').at(-1));
}

/** Polls a URL until it answers 2xx; milliseconds since `since`. */
async function until(url, since, exited, deadlineMs = 300_000) {
  let gone = false;
  exited.then(() => {
    gone = true;
  });
  while (Date.now() - since < deadlineMs) {
    if (gone) throw new Error(`the server exited before ${url} answered`);
    try {
      const res = await fetch(url);
      if (res.ok) {
        await res.arrayBuffer();
        return Date.now() - since;
      }
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`${url} did not answer in ${deadlineMs} ms`);
}

async function startShop(env) {
  const started = Date.now();
  const { child, base } = spawnShop({ AUTOCOMPLETE_CACHE_SECONDS: '0', ...env });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const healthyIn = await until(`${base}/api/health`, started, exited);
  const readyIn = await until(`${base}/api/ready`, started, exited);
  const suggestingIn = await until(`${base}/api/autocomplete?search=harry`, started, exited);
  return { child, exited, base, started, healthyIn, readyIn, suggestingIn, rssAtReady: rssMb(child.pid) };
}

/**
 * On PostgreSQL, waits until the shop has saved its index snapshot: a stop waits for a save under
 * way, but only up to the graceful stop's deadline, which a million titles' save may pass on a
 * busy machine. (PGlite's database is the shop's own until it stops: its stop has to do.)
 */
async function snapshotSavedSince(env, since) {
  if (!env.DATABASE_URL) return;
  const client = new pg.Client({ connectionString: env.DATABASE_URL });
  await client.connect();
  try {
    for (const deadline = Date.now() + 300_000; Date.now() < deadline; ) {
      const { rows } = await client.query(
        'select 1 from search_index_snapshots where part = 0 and made_at >= to_timestamp($1 / 1000.0)',
        [since],
      );
      if (rows.length > 0) return;
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error('the shop saved no index snapshot in 5 minutes');
  } finally {
    await client.end();
  }
}

async function stopShop(shop) {
  shop.child.kill('SIGTERM');
  await shop.exited;
}

/**
 * Queries drawn over the whole grown catalogue (a shopper of a million-title shop asks for any of
 * them): titles typed 2-14 characters far, authors, a typo in one of the first words in a quarter
 * of them, ISBNs whole or started.
 */
async function buildQueries(csv, count, seed = 2828) {
  const rows = [];
  const parser = createReadStream(csv).pipe(parse({ columns: true, relax_column_count: true }));
  for await (const r of parser) rows.push({ title: r.title, authors: r.authors, isbn: r.isbn });
  const rnd = mulberry32(seed);
  const queries = [];
  while (queries.length < count) {
    const row = rows[Math.floor(rows.length * rnd() ** 2)];
    const title = (row.title ?? '').replace(/\s*\(.*$/, '');
    const roll = rnd();
    let q;
    if (roll < 0.45) q = title.slice(0, 2 + Math.floor(rnd() * 13));
    else if (roll < 0.6) q = (row.authors ?? '').split(',')[0].slice(0, 3 + Math.floor(rnd() * 10));
    else if (roll < 0.85) {
      const words = title.toLowerCase().split(/\s+/).slice(0, 2);
      const at = words.findIndex((w) => w.length >= 4);
      if (at < 0) continue;
      words[at] = typo(words[at], rnd);
      q = words.join(' ');
    } else {
      const isbn = (row.isbn ?? '').padStart(10, '0');
      if (!/^\d{9}[\dX]$/.test(isbn)) continue;
      q = rnd() < 0.5 ? isbn : isbn.slice(0, 4 + Math.floor(rnd() * 5));
    }
    if (q.trim().length >= 2) queries.push(`/api/autocomplete?search=${encodeURIComponent(q.trim())}`);
  }
  return queries;
}

function load(base, paths, options) {
  let i = 0;
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: base,
        connections: options.connections ?? 10,
        duration: options.seconds,
        ...(options.rate ? { overallRate: options.rate } : {}),
        requests: [{ setupRequest: (req) => ({ ...req, path: paths[i++ % paths.length] }) }],
      },
      (err, r) =>
        err
          ? reject(err)
          : resolve({
              rps: Math.round(r.requests.average),
              p50: r.latency.p50,
              p99: r.latency.p99,
              errors: r.errors + r.non2xx,
            }),
    );
  });
}

async function measureAutocomplete(shop, queries, rate, seconds) {
  await load(shop.base, queries.slice(0, 2000), { seconds: 3, rate }); // warm-up
  await fetch(`${shop.base}/api/bench/timings`);
  const steady = await load(shop.base, queries.slice(2000), { seconds, rate });
  const timings = (await (await fetch(`${shop.base}/api/bench/timings`)).json()).data;
  // The yardstick at the same rate, in the same run: a bare Fastify route.
  const port = 31000 + Math.floor(Math.random() * 1000);
  const bare = fork(path.join(here, 'bare-server.mjs'), { env: { ...process.env, PORT: String(port) } });
  try {
    await new Promise((resolve) => bare.once('message', resolve));
    const bareRun = await load(`http://127.0.0.1:${port}`, ['/bare/1'], { seconds, rate });
    return { ...steady, rate, server: timings.routes['GET /api/autocomplete'] ?? null, bare: bareRun };
  } finally {
    bare.kill();
  }
}

async function measureOn(label, ctx, csv, queries, env, rate, afterImport = async () => undefined) {
  let imported = null;
  if (csv) {
    console.log(`\n[${label}] importing ${ctx.rows.toLocaleString('en-US')} titles…`);
    imported = await importCatalogue(csv, env);
    await afterImport();
    console.log(`  ${imported.summary}`);
  }
  const memory = await indexMemory(env);
  // The first start reads every book and saves the index snapshot (its stop waits for the save);
  // a restart, as after a deploy, loads the snapshot instead.
  const first = await startShop(env);
  await snapshotSavedSince(env, first.started);
  await stopShop(first);
  const shop = await startShop(env);
  try {
    const autocomplete = await measureAutocomplete(shop, queries, rate, ctx.seconds);
    return {
      label,
      rows: ctx.rows,
      imported,
      memory,
      first: { healthyIn: first.healthyIn, readyIn: first.readyIn, suggestingIn: first.suggestingIn },
      healthyIn: shop.healthyIn,
      readyIn: shop.readyIn,
      suggestingIn: shop.suggestingIn,
      rssAtReady: shop.rssAtReady,
      rssAfter: rssMb(shop.child.pid),
      autocomplete,
      load: loadavg()
        .map((l) => l.toFixed(1))
        .join(' '),
    };
  } finally {
    await stopShop(shop);
  }
}

/** Measures the grown catalogue on PostgreSQL (ctx.databaseUrl) and, with ctx.pglite, PGlite. */
export async function measureMillionTitles(ctx = defaults()) {
  const csv = await growCatalog({ rows: ctx.rows, source: ctx.source });
  const queries = await buildQueries(csv, 22_000);
  const results = [];
  if (ctx.fromUrl) {
    const env = { DATABASE_URL: ctx.fromUrl, SEED_DEMO: 'false' };
    results.push(await measureOn('PostgreSQL (imported before)', ctx, null, queries, env, ctx.rate));
  }
  if (ctx.databaseUrl) {
    const schema = `bench_million_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: ctx.databaseUrl });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    try {
      const scoped = new URL(ctx.databaseUrl);
      scoped.searchParams.set('options', `-c search_path=${schema},public`);
      const env = { DATABASE_URL: scoped.toString(), SEED_DEMO: 'false' };
      results.push(await measureOn('PostgreSQL', ctx, csv, queries, env, ctx.rate));
    } finally {
      await admin.query(`drop schema ${schema} cascade`);
      await admin.end();
    }
  }
  if (ctx.pglite) {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'bookshop-million-'));
    try {
      const env = { DATA_DIR: dataDir, SEED_DEMO: 'false', DATABASE_URL: '' };
      results.push(await measureOn('PGlite (on disk)', ctx, csv, queries, env, ctx.pgliteRate));
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }
  return results;
}

const fmtServer = (s) => (s ? `server p50 ${s.p50} ms  p99 ${s.p99} ms` : 'server n/a');

export function reportMillionTitles(results) {
  for (const r of results) {
    const a = r.autocomplete;
    console.log(`\n== ${r.label}, ${r.rows.toLocaleString('en-US')} titles (load average ${r.load})`);
    if (r.imported) {
      console.log(
        `import-catalog   ${r.imported.seconds.toFixed(1)} s with start-up (${r.imported.progressLines} progress lines)   ${r.imported.summary}`,
      );
    }
    console.log(
      `index            read in ${r.memory.loadMs} ms, rebuilt after one edit in ${r.memory.rebuildMs} ms, ${r.memory.books} books, heap + buffers ${r.memory.heapMb} MB, RSS +${r.memory.rssMb} MB (process ${r.memory.processRssMb} MB)`,
    );
    console.log(
      `index snapshot   ${r.memory.snapshotMb} MB, saved in ${r.memory.snapshotSaveMs} ms, loaded back in ${r.memory.snapshotLoadMs} ms`,
    );
    console.log(
      `first start      healthy ${r.first.healthyIn} ms, ready ${r.first.readyIn} ms, first suggestion ${r.first.suggestingIn} ms (no snapshot: every book read, then saved)`,
    );
    console.log(
      `restart          healthy ${r.healthyIn} ms, ready ${r.readyIn} ms, first suggestion ${r.suggestingIn} ms (from the snapshot); RSS ${r.rssAtReady} MB at ready, ${r.rssAfter} MB after the load`,
    );
    console.log(
      `autocomplete     cache off, at ${a.rate} req/s (fixed): ${a.rps} req/s   client p50 ${a.p50} ms  p99 ${a.p99} ms   errors ${a.errors}   ${fmtServer(a.server)}   [bare route at the same rate: p99 ${a.bare.p99} ms; autocomplete p99 ${(a.p99 / Math.max(a.bare.p99, 1)).toFixed(1)}x bare]`,
    );
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const ctx = defaults();
  if (!ctx.databaseUrl && !ctx.pglite && !ctx.fromUrl) {
    console.error('Set BENCH_DATABASE_URL (PostgreSQL), BENCH_MILLION_FROM and/or BENCH_MILLION_PGLITE=1.');
    process.exit(2);
  }
  reportMillionTitles(await measureMillionTitles(ctx));
}
