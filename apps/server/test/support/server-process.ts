import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { builtEntry } from './built-entry.js';

const serverDir = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Resolves when the process has exited. */
  exited: Promise<void>;
}

/** The line the server says once it listens, with where to open it (127.0.0.1 here: HOST). */
export const OPEN_LINE = /Bookshop open at (http:\/\/127\.0\.0\.1:\d+)/;

/**
 * Polls GET /api/ready until it answers 200: the database answers, the migrations are current and
 * the search index is read, as a load balancer would wait before sending shoppers.
 */
export async function waitUntilReady(
  url: string,
  exited: Promise<void>,
  deadlineMs = 120_000,
): Promise<void> {
  let gone = false;
  void exited.then(() => {
    gone = true;
  });
  const started = Date.now();
  let last = '';
  while (Date.now() - started < deadlineMs) {
    if (gone) throw new Error(`the server at ${url} exited before it was ready`);
    const res = await fetch(`${url}/api/ready`).catch(() => null);
    if (res?.status === 200) return;
    last = res ? `${res.status} ${await res.text()}` : 'no answer';
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`the server at ${url} was not ready after ${deadlineMs} ms: ${last}`);
}

/**
 * The real server (built for this run: built-entry.ts) as a process of its own on a random port, on the
 * given PostgreSQL URL. Resolves once it is ready (GET /api/ready answers 200).
 */
export function startServerProcess(
  databaseUrl: string,
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  const child = spawn(process.execPath, [builtEntry('server')], {
    cwd: serverDir,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: '0',
      HOST: '127.0.0.1',
      WEB_DIST_DIR: '',
      LOG_LEVEL: 'info',
      ANON_WRITES_PER_MINUTE: '100000',
      CARD_INTENTS_PER_SHOPPER: '100000',
      CARD_INTENTS_PER_ADDRESS: '100000',
      NODE_ENV: 'test',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = OPEN_LINE.exec(output);
      if (match?.[1]) {
        const url = match[1];
        child.stdout?.off('data', onData);
        child.stdout?.resume();
        waitUntilReady(url, exited).then(() => resolve({ url, child, exited }), reject);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('exit', (code) =>
      reject(new Error(`server exited (${code}) before listening:\n${output.slice(-2000)}`)),
    );
  });
}

/** A scratch schema on the PostgreSQL of TEST_DATABASE_URL, and a URL whose connections use it. */
export async function scratchSchema(baseUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const schema = `fault_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.searchParams.set('options', `-c search_path=${schema},public`);
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      await c.query(`drop schema ${schema} cascade`);
      await c.end();
    },
  };
}
