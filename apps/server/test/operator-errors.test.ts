import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { builtEntry } from './support/built-entry.js';
import { testDatabaseKind } from './support/test-database.js';

const serverDir = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
// Each test starts a process (the server built for this run); a busy machine makes that slow.
const PROCESS_TIMEOUT = 180_000;
vi.setConfig({ testTimeout: PROCESS_TIMEOUT });
// The processes here choose their own database; running them once (in the PGlite project) is enough.
const once = testDatabaseKind === 'pglite';

interface Ended {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the server or the CLI (built for this run, as the other process tests do) to its end. */
function run(entry: 'server' | 'cli', args: string[], env: Record<string, string>): Promise<Ended> {
  const child = spawn(process.execPath, [builtEntry(entry), ...args], {
    cwd: serverDir,
    env: {
      ...process.env,
      DATA_DIR: ':memory:',
      WEB_DIST_DIR: '',
      SEED_DEMO: 'false',
      HOST: '127.0.0.1',
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, stdout, stderr })));
}

/** One plain line on stderr, no stack trace. */
function expectOneLine(ended: Ended, pattern: RegExp) {
  expect(ended.code, ended.stderr).toBe(1);
  const lines = ended.stderr.trim().split('\n');
  expect(lines, ended.stderr).toHaveLength(1);
  expect(lines[0]).toMatch(pattern);
  expect(ended.stderr).not.toMatch(/^\s+at /m);
}

describe.runIf(once)('operator errors end with one plain line and exit code 1', () => {
  it('a port already in use, said before DATA_DIR is made or a database opened', async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const port = (blocker.address() as { port: number }).port;
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'bookshop-op-')), 'data');
    try {
      const ended = await run('server', [], { PORT: String(port), DATA_DIR: dataDir });
      expectOneLine(ended, new RegExp(`^Port ${port} is already in use on 127\\.0\\.0\\.1: .*PORT`));
      expect(existsSync(dataDir), 'DATA_DIR made before the port was found taken').toBe(false);
    } finally {
      blocker.close();
    }
  });

  it('an unwritable DATA_DIR', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'bookshop-op-')), 'a-file');
    writeFileSync(file, 'not a directory');
    const ended = await run('server', [], { PORT: '0', DATA_DIR: path.join(file, 'data') });
    expectOneLine(ended, /^DATA_DIR .*a-file\/data is not writable \(ENOTDIR\): /);
  });

  it('an unreachable DATABASE_URL, with its password left out', async () => {
    const ended = await run('server', [], {
      PORT: '0',
      DATABASE_URL: 'postgres://shop:hunter22@127.0.0.1:1/shop',
    });
    expectOneLine(
      ended,
      /^Cannot reach the database at postgres:\/\/shop:\*\*\*@127\.0\.0\.1:1\/shop .*DATABASE_URL/,
    );
    expect(ended.stderr).not.toContain('hunter22');
  });

  it('a bad setting', async () => {
    const ended = await run('server', [], { PORT: '0', TRUST_PROXY: 'true' });
    expectOneLine(ended, /^TRUST_PROXY=true would believe any X-Forwarded-For header/);
  });

  it('a missing or unreadable CSV given to the CLI', async () => {
    const missing = await run('cli', ['import-catalog', '/nonexistent/books.csv'], {});
    expectOneLine(missing, /^Cannot read the CSV file \/nonexistent\/books\.csv: no such file\. /);
    const directory = await run('cli', ['import-catalog', tmpdir()], {});
    expectOneLine(directory, /: it is a directory\. /);
  });
});

describe.runIf(once)('graceful stop', () => {
  it('on SIGTERM finishes the requests in flight, then exits 0', async () => {
    const child = spawn(process.execPath, [builtEntry('server')], {
      cwd: serverDir,
      env: {
        ...process.env,
        DATA_DIR: ':memory:',
        WEB_DIST_DIR: '',
        SEED_DEMO: 'false',
        HOST: '127.0.0.1',
        PORT: '0',
        DATABASE_URL: '',
        LOG_LEVEL: 'info',
        ANON_WRITES_PER_MINUTE: '1000',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    const url = await new Promise<string>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const match = /Bookshop open at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
        if (match?.[1]) resolve(match[1]);
      });
      child.once('exit', () => reject(new Error(`server ended before listening: ${output}`)));
    });
    // Registrations hash a password (tens of milliseconds): several are in flight at the signal.
    const inFlight = Array.from({ length: 4 }, (_, i) =>
      fetch(`${url}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          first_name: 'Ayesha',
          last_name: 'Khan',
          email: `stop.${i}.${Date.now()}@example.pk`,
          password: 'secret123',
          password_confirmation: 'secret123',
        }),
      }),
    );
    // Signal once the server has read all four requests: they are in its handlers, not in the wire.
    await new Promise<void>((resolve) => {
      const check = () => {
        if ((output.match(/"incoming request"/g) ?? []).length >= 4) {
          child.stdout.off('data', check);
          resolve();
        }
      };
      child.stdout.on('data', check);
      check();
    });
    child.kill('SIGTERM');
    const answers = await Promise.all(inFlight);
    expect(answers.map((res) => res.status)).toEqual([201, 201, 201, 201]);
    expect(await exited, output.slice(-3000)).toBe(0);
    expect(output).toContain('"msg":"stopped"');
    expect(output).not.toContain('Cannot use a pool after calling end');
  });
});
