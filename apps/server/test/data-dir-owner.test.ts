import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { LOCK_FILE } from '../src/db/data-dir-lock.js';
import { startShop } from '../src/start.js';
import { builtEntry } from './support/built-entry.js';
import { testDatabaseKind } from './support/test-database.js';

const serverDir = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

/** Runs the CLI or the server (built for this run) in a process of its own, as an operator would. */
function runBuilt(entry: 'server' | 'cli', args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn(process.execPath, [builtEntry(entry), ...args], {
      cwd: serverDir,
      env: { ...process.env, LOG_LEVEL: 'warn', WEB_DIST_DIR: '', ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => {
      stdout += d;
    });
    child.stderr.on('data', (d) => {
      stderr += d;
    });
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

function shopConfig(dataDir: string) {
  return loadConfig({ DATA_DIR: dataDir, WEB_DIST_DIR: '', LOG_LEVEL: 'silent', PORT: '0' });
}

async function stockOf(app: Awaited<ReturnType<typeof startShop>>, id: number): Promise<number> {
  const res = await app.inject({ method: 'GET', url: `/api/books/${id}` });
  expect(res.statusCode).toBe(200);
  return res.json().data.book.stock;
}

// The embedded database's one-owner rule; PostgreSQL has its own server and needs none.
describe.runIf(testDatabaseKind === 'pglite')('one owner of DATA_DIR', () => {
  const dirs: string[] = [];
  afterEach(async () => {
    for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
  });

  async function dataDir(): Promise<string> {
    const dir = await mkdtemp(path.join(tmpdir(), 'bookshop-owner-'));
    dirs.push(dir);
    return dir;
  }

  it('set-stock from the CLI while the shop runs is answered by the shop at once and kept after a restart', async () => {
    const dir = await dataDir();
    let shop = await startShop(shopConfig(dir));
    try {
      const before = await stockOf(shop, 5);
      const target = before === 7 ? 8 : 7;
      const cli = await runBuilt('cli', ['set-stock', '5', String(target)], { DATA_DIR: dir });
      expect(cli.stderr).toContain(`through the shop running on ${dir}`);
      expect(cli.stdout).toMatch(new RegExp(`stock ${target}, available`));
      expect(cli.code).toBe(0);
      expect(await stockOf(shop, 5)).toBe(target);

      await shop.close();
      shop = await startShop(shopConfig(dir));
      expect(await stockOf(shop, 5)).toBe(target);
    } finally {
      await shop.close();
    }
  }, 120_000);

  it('a second server on the same DATA_DIR refuses with one clear line and a non-zero exit', async () => {
    const dir = await dataDir();
    const shop = await startShop(shopConfig(dir));
    try {
      const second = await runBuilt('server', [], { DATA_DIR: dir, PORT: '0', HOST: '127.0.0.1' });
      expect(second.code).toBe(1);
      expect(second.stderr.trim()).toBe(
        `DATA_DIR ${dir} is already used by a running bookshop server (pid ${process.pid}); stop it first or choose another DATA_DIR.`,
      );
      // The first shop still answers: the refused one never opened the files.
      expect(await stockOf(shop, 5)).toBeGreaterThanOrEqual(0);
    } finally {
      await shop.close();
    }
  }, 120_000);

  it('takes over a lock left by a process that no longer runs', async () => {
    const dir = await dataDir();
    // A pid far above the kernel's default pid_max: no process can have it.
    writeFileSync(
      path.join(dir, LOCK_FILE),
      JSON.stringify({
        pid: 99_999_999,
        role: 'server',
        startTicks: null,
        startedAt: '2026-01-01T00:00:00Z',
      }),
    );
    const shop = await startShop(shopConfig(dir));
    try {
      expect(await stockOf(shop, 5)).toBeGreaterThanOrEqual(0);
    } finally {
      await shop.close();
    }
  }, 120_000);
});
