// The bench's harness (pnpm bench): starting and stopping the built shop and the bare Fastify
// route beside it, driving load with autocannon, and reading the server's own timings. Each
// section of the bench (run.mjs, book-reads.mjs, results-page.mjs, ...) measures with these, so
// every figure is taken the same way.
import { fork, spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const here = path.dirname(fileURLToPath(import.meta.url));
export const serverDir = path.join(here, '..');
/** BENCH_SECONDS: length of each measurement. */
export const seconds = Number(process.env.BENCH_SECONDS ?? 10);
/** BENCH_CONNECTIONS: concurrent connections of the load generator. */
export const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);

export function freePort(base) {
  return base + Math.floor(Math.random() * 1000);
}

export async function waitForHealth(url, exited, deadlineMs = 180_000) {
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

export class ServerExited extends Error {
  constructor(url) {
    super(`the server for ${url} exited before it became healthy`);
  }
}

/**
 * Starts the built shop (`dist`, default this server's dist/) on a free port with the bench's
 * settings and `env` over them; its stdout goes to the terminal or to `stdout` (a file
 * descriptor), as a deployment's log file does.
 */
export function spawnShop(env, { dist = path.join(serverDir, 'dist'), stdout = 'inherit' } = {}) {
  const port = freePort(20000);
  // BENCH_SHOP_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof": Node flags for the shop alone
  // (NODE_OPTIONS refuses profiling flags, and would profile the load generator too).
  const nodeArgs = process.env.BENCH_SHOP_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeArgs, path.join(dist, 'server.js')], {
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
    stdio: ['ignore', stdout, 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return { port, child, exited, base: `http://127.0.0.1:${port}` };
}

/**
 * Starts the shop and waits until it is healthy. Ports are picked at random on a shared machine,
 * so a start that dies (port taken) is tried again on another.
 */
export async function startShop(env) {
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

export async function stopShop(shop) {
  // The load generator stops without waiting for its last requests; let the server finish them.
  await new Promise((r) => setTimeout(r, 1000));
  shop.child.kill('SIGTERM');
  // PGlite keeps its files locked until the process is gone; the next server needs them.
  await shop.exited;
}

/** Runs the server CLI (seed, import-catalog) against the database the env names. */
export function cli(args, env) {
  const result = spawnSync(process.execPath, [path.join(serverDir, 'dist/cli.js'), ...args], {
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    encoding: 'utf8',
  });
  if (result.status !== 0) {
    throw new Error(`cli ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
  }
  return result.stdout.trim().split('\n').at(-1);
}

/** The bare Fastify route (bare-server.mjs); `env` chooses its mode, e.g. request logging. */
export async function startBare(env = {}) {
  const port = freePort(30000);
  const child = fork(path.join(here, 'bare-server.mjs'), {
    env: { ...process.env, ...env, PORT: String(port) },
  });
  await new Promise((resolve) => child.once('message', resolve));
  return { port, child, base: `http://127.0.0.1:${port}` };
}

export function run(url, paths, options = {}) {
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

/**
 * Requests at an even rate (open loop): one every 1000/rate ms, each timed from when it was due,
 * so a slow answer delays no later request and is not hidden by one (coordinated omission).
 * autocannon's `overallRate` is another load: each connection sends its share of a second back
 * to back at the start of every second, so 500 req/s over 100 connections is 100 requests at
 * once, five deep, every second, and its p99 is that burst's queue. Both are reported.
 */
export async function openLoop(base, paths, { rate, duration = seconds, sockets = 100 }) {
  const { hostname, port } = new URL(base);
  const agent = new http.Agent({ keepAlive: true, maxSockets: sockets });
  const total = Math.round(rate * duration);
  const latencies = new Float64Array(total);
  let errors = 0;
  let sent = 0;
  let done = 0;
  const started = performance.now();
  await new Promise((resolve) => {
    const finish = (n, due) => {
      latencies[n] = performance.now() - due;
      if (++done === total) resolve();
    };
    const tick = () => {
      const due = Math.min(total, Math.floor(((performance.now() - started) * rate) / 1000) + 1);
      while (sent < due) {
        const n = sent++;
        const dueAt = started + (n * 1000) / rate;
        const req = http.get({ hostname, port, path: paths[n % paths.length], agent }, (res) => {
          if (res.statusCode !== 200) errors++;
          res.resume();
          res.on('end', () => finish(n, dueAt));
        });
        req.on('error', () => {
          errors++;
          finish(n, dueAt);
        });
      }
      if (sent < total) setTimeout(tick, 1);
    };
    tick();
  });
  agent.destroy();
  const sorted = latencies.sort();
  const at = (q) => Math.round((sorted[Math.min(total - 1, Math.floor(q * total))] ?? 0) * 10) / 10;
  return {
    rate,
    rps: Math.round(total / ((performance.now() - started) / 1000)),
    p50: at(0.5),
    p99: at(0.99),
    max: at(1),
    errors,
  };
}

export function summary(result) {
  return {
    rps: Math.round(result.requests.average),
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/** Resident memory of a process in MB, from /proc (Linux); null elsewhere. */
export function rssMb(pid) {
  try {
    const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
    return Number.isFinite(kb) ? Math.round(kb / 1024) : null;
  } catch {
    return null;
  }
}

/** The server's own figures since the last call (and it starts them afresh). */
export async function serverTimings(base) {
  const res = await fetch(`${base}/api/bench/timings`);
  return (await res.json()).data;
}

/** Book ids for the book-page reads: many, so a cache (or the database's) is not flattered. */
export async function bookIds(base, wanted = Number(process.env.BENCH_BOOK_IDS ?? 1200)) {
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
export async function firstSuggestion(base) {
  const started = Date.now();
  const res = await fetch(`${base}/api/autocomplete?search=the`);
  if (!res.ok) throw new Error(`autocomplete answered ${res.status}`);
  return Date.now() - started;
}

export async function urduTitles(base) {
  const res = await fetch(`${base}/api/search?language=ur&perPage=60`);
  const body = await res.json();
  return body.data.books.map((b) => b.BOOK_TITLE);
}

/** A line's figures as ratios to the bare route of the same run: throughput, and p99 as a multiple. */
export function vsBare(bare, line) {
  const rps = (line.rps / Math.max(bare.rps, 1)).toFixed(2);
  const p99 = (line.p99 / Math.max(bare.p99, 1)).toFixed(1);
  return `   [${rps} of bare req/s, p99 ${p99}x bare]`;
}

export const fmtServer = (s) =>
  s ? `server p50 ${s.p50} ms  p99 ${s.p99} ms  max ${s.max} ms` : 'server n/a';
