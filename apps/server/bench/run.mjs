// pnpm bench: throughput and p99 latency of the shop's hot reads, each beside a bare Fastify
// route measured in the same run, so the figures can be compared across machines as ratios.
//
//   BENCH_SECONDS=10          length of each measurement
//   BENCH_DATABASE_URL=...    also measure on PostgreSQL (a scratch schema, dropped afterwards)
import { fork, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';

const here = path.dirname(fileURLToPath(import.meta.url));
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);

function freePort(base) {
  return base + Math.floor(Math.random() * 1000);
}

async function waitForHealth(url, deadlineMs = 30_000) {
  const started = Date.now();
  while (Date.now() - started < deadlineMs) {
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

function startShop(env) {
  const port = freePort(20000);
  const child = spawn(process.execPath, [path.join(here, '../dist/server.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: '',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return { port, child, base: `http://127.0.0.1:${port}` };
}

async function startBare() {
  const port = freePort(30000);
  const child = fork(path.join(here, 'bare-server.mjs'), { env: { ...process.env, PORT: String(port) } });
  await new Promise((resolve) => child.once('message', resolve));
  return { port, child, base: `http://127.0.0.1:${port}` };
}

function run(url, paths) {
  let i = 0;
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url,
        connections,
        duration: seconds,
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

async function bookIds(base) {
  const res = await fetch(`${base}/api/books?limit=100`);
  const body = await res.json();
  return body.data.books.map((b) => b.Book_Id);
}

async function measure(label, env) {
  const shop = startShop(env);
  try {
    const healthyIn = await waitForHealth(`${shop.base}/api/health`);
    const ids = await bookIds(shop.base);
    const bare = await startBare();
    try {
      // Warm both up so JIT and caches are in the same state for each measurement.
      await run(shop.base, ids.map((id) => `/api/books/${id}`).slice(0, 10));
      const book = summary(
        await run(
          shop.base,
          ids.map((id) => `/api/books/${id}`),
        ),
      );
      const bareResult = summary(
        await run(
          bare.base,
          ids.map((id) => `/bare/${id}`),
        ),
      );
      return { label, healthyIn, book, bare: bareResult };
    } finally {
      bare.child.kill();
    }
  } finally {
    shop.child.kill();
  }
}

function report({ label, healthyIn, book, bare }) {
  console.log(`\n== ${label} (healthy ${healthyIn} ms after start)`);
  console.log(`GET /api/books/{id}   ${book.rps} req/s   p99 ${book.p99} ms   errors ${book.errors}`);
  console.log(`bare Fastify route    ${bare.rps} req/s   p99 ${bare.p99} ms   errors ${bare.errors}`);
  console.log(
    `ratio (book / bare)   throughput ${(book.rps / bare.rps).toFixed(2)}   p99 ${(book.p99 / Math.max(bare.p99, 1)).toFixed(2)}x`,
  );
}

/** Start-up from an empty DATA_DIR (migrate + demo seed), then a restart on the same files. */
async function measureStartAndRestart() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bookshop-bench-'));
  try {
    const first = startShop({ DATA_DIR: dataDir });
    const coldMs = await waitForHealth(`${first.base}/api/health`);
    const before = (await (await fetch(`${first.base}/api/books?limit=1`)).json()).data.total;
    await stop(first.child);
    const second = startShop({ DATA_DIR: dataDir });
    const warmMs = await waitForHealth(`${second.base}/api/health`);
    const after = (await (await fetch(`${second.base}/api/books?limit=1`)).json()).data.total;
    await stop(second.child);
    console.log(
      `\n== start-up on PGlite: empty DATA_DIR healthy in ${coldMs} ms; restart healthy in ${warmMs} ms`,
    );
    console.log(
      `   books before restart ${before}, after ${after}${before === after ? '' : '  <-- DATA LOST'}`,
    );
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

function stop(child) {
  return new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

console.log(`bench: ${seconds} s per measurement, ${connections} connections`);
await measureStartAndRestart();
report(await measure('PGlite (embedded, in memory)', { DATA_DIR: ':memory:' }));

if (process.env.BENCH_DATABASE_URL) {
  const url = process.env.BENCH_DATABASE_URL;
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  try {
    const scoped = new URL(url);
    scoped.searchParams.set('options', `-c search_path=${schema},public`);
    report(await measure('PostgreSQL', { DATABASE_URL: scoped.toString() }));
  } finally {
    await admin.query(`drop schema ${schema} cascade`);
    await admin.end();
  }
}
