import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { compiledPglite } from './pglite-module.js';
import { openPglite } from './pglite-open.js';

const scratch = mkdtempSync(path.join(tmpdir(), 'pglite-module-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/**
 * A stand-in for the database thread that tells, as it closes, whether it was handed a compiled
 * module (a notification on the channel "module": "compiled" or "none").
 */
const moduleReportingWorker = path.join(scratch, 'worker.mjs');
writeFileSync(
  moduleReportingWorker,
  `import { parentPort, workerData } from 'node:worker_threads';
const payload = workerData.wasmModule instanceof WebAssembly.Module ? 'compiled' : 'none';
parentPort.postMessage({ type: 'ready' });
parentPort.on('message', () => {
  parentPort.postMessage({ type: 'notification', channel: 'module', payload });
  parentPort.postMessage({ type: 'closed' });
  parentPort.close();
});
`,
);

describe('PGlite compiled once per process', () => {
  it('gives every caller the same compiled module', async () => {
    const first = await compiledPglite();
    expect(Object.prototype.toString.call(first)).toBe('[object WebAssembly.Module]');
    expect(await compiledPglite()).toBe(first);
  });

  it("leaves a process's first database thread to compile PGlite and hands every later one the compiled module", async () => {
    // A process that has started no database thread yet.
    vi.resetModules();
    const { startPgliteThread } = await import('./pglite-thread.js');
    const settings = { dataDir: null, socketPath: path.join(scratch, 'unused.sock'), listen: [] };
    const received: string[] = [];
    for (let i = 0; i < 3; i++) {
      const thread = await startPgliteThread(settings, moduleReportingWorker);
      thread.onNotification((_channel, payload) => received.push(payload));
      await thread.close();
    }
    expect(received).toEqual(['none', 'compiled', 'compiled']);
  });

  it('opens a working database from the compiled module', async () => {
    const db = await openPglite(null, null, await compiledPglite());
    try {
      const { rows } = await db.query<{ answer: number }>('select 6 * 7 as answer');
      expect(rows).toEqual([{ answer: 42 }]);
    } finally {
      await db.close();
    }
  }, 60_000);
});
