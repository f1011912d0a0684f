import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { builtEntry } from './support/built-entry.js';
import { OPEN_LINE, waitUntilReady } from './support/server-process.js';
import { testDatabaseKind } from './support/test-database.js';

const serverDir = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
vi.setConfig({ testTimeout: 180_000 });
// The processes here choose their own database (PGlite in memory); once, in the PGlite project.
const once = testDatabaseKind === 'pglite';

const children: ChildProcess[] = [];
afterEach(async () => {
  for (const child of children.splice(0)) {
    if (child.exitCode !== null) continue;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
});

/** Starts the built server on an empty in-memory shop; resolves with its output once `until` shows in it. */
function start(
  env: Record<string, string>,
  until: RegExp,
): Promise<{ output: () => string; child: ChildProcess }> {
  // Whatever the test run's own environment says about these, the shop starts without them.
  const { PUBLIC_URL: _publicUrl, LOG_FORMAT: _logFormat, ...inherited } = process.env;
  const child = spawn(process.execPath, [builtEntry('server')], {
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
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (until.test(output)) resolve({ output: () => output, child });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server exited (${code}):\n${output.slice(-2000)}`)));
  });
}

describe.runIf(once)('start', () => {
  it('says once where to open the shop, as JSON lines when stdout is not a terminal, and is ready after', async () => {
    const shop = await start({}, OPEN_LINE);
    const url = OPEN_LINE.exec(shop.output())?.[1] ?? '';
    const exited = new Promise<void>((resolve) => shop.child.once('exit', () => resolve()));
    await waitUntilReady(url, exited);
    const lines = shop
      .output()
      .split('\n')
      .filter((line) => line.trim() !== '');
    // Every line is one JSON record: nothing pretty reaches a pipe.
    const records = lines.map((line) => JSON.parse(line) as { msg?: string; url?: string });
    const open = records.filter((r) => r.msg?.startsWith('Bookshop open at'));
    expect(open).toHaveLength(1);
    expect(open[0]?.url).toBe(url);
    expect(shop.output()).not.toContain('Server listening at');
  });

  it('says PUBLIC_URL when it is given, and writes readable lines with LOG_FORMAT=pretty', async () => {
    const shop = await start(
      { PUBLIC_URL: 'https://shop.example.pk', LOG_FORMAT: 'pretty' },
      /Bookshop open at https:\/\/shop\.example\.pk/,
    );
    const line = shop
      .output()
      .split('\n')
      .find((l) => l.includes('Bookshop open at'));
    expect(line).toMatch(/^\[\d\d:\d\d:\d\d\.\d{3}\] INFO.*: Bookshop open at https:\/\/shop\.example\.pk$/);
    expect(() => JSON.parse(line ?? '')).toThrow();
    expect(shop.output()).not.toContain('Server listening at');
  });
});
