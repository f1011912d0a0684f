import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PreviousReleaseBuild } from './previous-release-build.js';

export interface PreviousReleaseServer {
  url: string;
  /** What the process wrote, for a failure's message. */
  output(): string;
  /** The lines it logged at error level or above (pino's 50, 60), and anything else on stderr. */
  errors(): string[];
  /** SIGTERM, then SIGKILL if it has not gone within 10 s; resolves once it has exited. */
  stop(): Promise<void>;
}

/** The line every release so far logs once it listens (Fastify's own, through pino). */
const LISTENING = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/;

/**
 * The previous release's built server as a process of its own, on a random port of 127.0.0.1 and
 * the given PostgreSQL URL, as an operator would run it: its own migrate-at-start (which applies
 * only what it finds missing), no demo catalogue (the shop has one), no web app. The environment is
 * its alone, so nothing of this test run's (a REDIS_URL, say) leaks into it. Resolves once
 * GET /api/health, the only probe that release has, answers 200.
 */
export function startPreviousRelease(
  build: PreviousReleaseBuild,
  databaseUrl: string,
): Promise<PreviousReleaseServer> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'previous-release-data-'));
  const child = spawn(process.execPath, [build.serverFile], {
    cwd: dataDir,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      // A newer Node's deprecation notes about old code are not the schema's doing.
      NODE_NO_WARNINGS: '1',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      WEB_DIST_DIR: '',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'info',
      // One test address makes every guest and address: the per-address limit is tested elsewhere.
      ANON_WRITES_PER_MINUTE: '100000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const errors: string[] = [];
  let partial = '';
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', (chunk: Buffer) => {
    collect(chunk);
    const lines = (partial + chunk.toString()).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) if (isErrorLine(line)) errors.push(line);
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    collect(chunk);
    errors.push(chunk.toString());
  });
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
  void exited.then(() => rmSync(dataDir, { recursive: true, force: true }));
  const server = (url: string): PreviousReleaseServer => ({
    url,
    output: () => output,
    errors: () => [...errors],
    stop: () => stop(child, exited),
  });

  return new Promise((resolve, reject) => {
    const fail = (why: string) => {
      void stop(child, exited).then(() => reject(new Error(`${why}\n${output.slice(-4000)}`)));
    };
    const onData = () => {
      const url = LISTENING.exec(output)?.[1];
      if (!url) return;
      child.stdout?.off('data', onData);
      waitForHealth(url, exited).then(
        () => resolve(server(url)),
        (err: Error) => fail(err.message),
      );
    };
    child.stdout?.on('data', onData);
    void exited.then(() =>
      fail(`the previous release exited (${child.exitCode ?? child.signalCode}) before it was up`),
    );
  });
}

function isErrorLine(line: string): boolean {
  if (!line.startsWith('{')) return false;
  try {
    return Number((JSON.parse(line) as { level?: unknown }).level) >= 50;
  } catch {
    return false;
  }
}

async function waitForHealth(url: string, exited: Promise<void>, deadlineMs = 60_000): Promise<void> {
  let gone = false;
  void exited.then(() => {
    gone = true;
  });
  const started = Date.now();
  let last = 'no answer';
  while (Date.now() - started < deadlineMs) {
    if (gone) throw new Error(`the previous release at ${url} exited before its health check passed`);
    const res = await fetch(`${url}/api/health`).catch(() => null);
    if (res?.status === 200) return;
    if (res) last = `${res.status} ${await res.text()}`;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`the previous release at ${url} was not healthy after ${deadlineMs} ms: ${last}`);
}

async function stop(child: ChildProcess, exited: Promise<void>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return exited;
  child.kill('SIGTERM');
  // It finishes its requests in flight within 10 s (graceful-stop.ts of that release).
  const timer = setTimeout(() => child.kill('SIGKILL'), 12_000);
  await exited;
  clearTimeout(timer);
}
