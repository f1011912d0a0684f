import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app.js';
import { asyncLogDestination } from '../src/logging/log-destination.js';
import { forOutput } from '../src/logging/terminal-logs.js';
import { logOptions } from '../src/security/log-options.js';
import { builtEntry } from './support/built-entry.js';
import { OPEN_LINE, waitUntilReady } from './support/server-process.js';
import { createTestDatabase, testDatabaseKind } from './support/test-database.js';

const serverDir = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
vi.setConfig({ testTimeout: 180_000 });

interface LogLine {
  level: number;
  msg: string;
  requestId?: string;
  req?: { method: string; url: string };
  res?: { statusCode: number };
  err?: { type: string; message: string; stack: string };
  [key: string]: unknown;
}

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function logFile(): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'bookshop-async-log-'));
  folders.push(folder);
  return path.join(folder, 'shop.log');
}

const linesOf = (file: string): LogLine[] =>
  readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as LogLine);

/** Each request's "incoming request" and "request completed" lines, by request id. */
function requestLines(lines: LogLine[]) {
  const incoming = lines.filter((line) => line.msg === 'incoming request');
  const completed = lines.filter((line) => line.msg === 'request completed');
  return { incoming, completed, ids: new Set(incoming.map((line) => line.requestId)) };
}

describe('asynchronous request logs in the app', () => {
  it('are all in the file once the app is closed (a request that crashed and lines logged just before the close included), each line holding what it held before', async () => {
    const file = logFile();
    const fd = openSync(file, 'a');
    const database = await createTestDatabase();
    const app = await buildApp({
      config: { dataDir: null, webDistDir: null, logLevel: 'info', anonymousWritesPerMinute: 100_000 },
      database,
      // The shop's own settings and destination (JSON lines, written in the background), into a file.
      logger: forOutput(logOptions('info'), 'json', false, () => asyncLogDestination(fd)),
    });
    // A handler with a bug: the error handler logs it and answers 500, and the shop goes on.
    app.get('/api/test/crash', async () => {
      throw new TypeError("Cannot read properties of undefined (reading 'title')");
    });
    const requests = 300;
    const answers = await Promise.all(
      Array.from({ length: requests }, (_, n) =>
        app.inject({ url: n % 10 === 0 ? '/api/test/crash' : `/api/books?limit=1&offset=${n}` }),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 500)).toHaveLength(requests / 10);
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(requests - requests / 10);
    // Lines logged just before the close (a background job's report, say) are still being written.
    for (let n = 0; n < 20_000; n++) app.log.info({ n }, 'closing report');
    await app.close();
    const lines = linesOf(file);
    closeSync(fd);
    await database.dispose();
    expect(lines.filter((line) => line.msg === 'closing report')).toHaveLength(20_000);
    const { incoming, completed, ids } = requestLines(lines);
    expect(incoming).toHaveLength(requests);
    expect(completed).toHaveLength(requests);
    expect(ids.size).toBe(requests);
    expect(new Set(completed.map((line) => line.requestId))).toEqual(ids);
    const crashes = lines.filter((line) => line.msg === 'request failed');
    expect(crashes).toHaveLength(requests / 10);
    for (const crash of crashes) {
      expect(ids.has(crash.requestId)).toBe(true);
      expect(crash.err).toMatchObject({
        type: 'TypeError',
        message: expect.stringContaining("reading 'title'"),
      });
      expect(crash.err?.stack).toContain('TypeError');
    }
    // What a request's lines hold: the same fields as with synchronous logging, and no more.
    const fields = (line: LogLine | undefined) => Object.keys(line ?? {}).sort();
    expect(fields(incoming[0])).toEqual(['hostname', 'level', 'msg', 'pid', 'req', 'requestId', 'time']);
    expect(Object.keys(incoming[0]?.req ?? {}).sort()).toEqual(['ip', 'method', 'url']);
    expect(fields(completed[0])).toEqual([
      'hostname',
      'level',
      'msg',
      'pid',
      'requestId',
      'res',
      'responseTime',
      'time',
    ]);
    expect(completed[0]?.res).toEqual({ statusCode: expect.any(Number) });
  });
});

// The process here chooses its own database (PGlite in memory); once, in the PGlite project.
describe.runIf(testDatabaseKind === 'pglite')('a graceful stop of the real server', () => {
  let child: ChildProcess | null = null;
  afterEach(async () => {
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child?.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  });

  it('loses no line: every request logged before SIGTERM is in the file, and "stopped" is its last line', async () => {
    const file = logFile();
    const fd = openSync(file, 'a');
    const { PUBLIC_URL: _publicUrl, LOG_FORMAT: _logFormat, ...inherited } = process.env;
    const shop = spawn(process.execPath, [builtEntry('server')], {
      cwd: serverDir,
      env: {
        ...inherited,
        DATA_DIR: ':memory:',
        DATABASE_URL: '',
        WEB_DIST_DIR: '',
        SEED_DEMO: 'false',
        HOST: '127.0.0.1',
        PORT: '0',
        LOG_LEVEL: 'info',
        ANON_WRITES_PER_MINUTE: '100000',
      },
      // stdout is a file, as an operator's `> shop.log` makes it: JSON lines, written in the background.
      stdio: ['ignore', fd, 'pipe'],
    });
    child = shop;
    closeSync(fd);
    const exited = new Promise<number | null>((resolve) => shop.once('exit', (code) => resolve(code)));
    let url = '';
    while (!url) {
      if (shop.exitCode !== null)
        throw new Error(`the shop exited (${shop.exitCode}) before it said where it is open`);
      url = OPEN_LINE.exec(readFileSync(file, 'utf8'))?.[1] ?? '';
      if (!url) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await waitUntilReady(
      url,
      exited.then(() => undefined),
    );

    const requests = 400;
    for (let batch = 0; batch < requests; batch += 50) {
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, n) => fetch(`${url}/api/books/${batch + n + 1}`)),
      );
      expect(answers.map((answer) => answer.status)).toEqual(Array(50).fill(404));
    }
    shop.kill('SIGTERM');
    expect(await exited).toBe(0);

    const lines = linesOf(file);
    const { incoming, completed, ids } = requestLines(lines);
    expect(incoming).toHaveLength(requests);
    expect(completed).toHaveLength(requests);
    expect(new Set(completed.map((line) => line.requestId))).toEqual(ids);
    expect(new Set(incoming.map((line) => line.req?.url)).size).toBe(requests);
    expect(lines.at(-1)?.msg).toBe('stopped');
  });
});
