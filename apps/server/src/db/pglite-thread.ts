import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { compiledPglite } from './pglite-module.js';
import type { WorkerReply, WorkerSettings } from './pglite-thread-protocol.js';

export interface PgliteThread {
  socketPath: string;
  /** Receives every NOTIFY on the channels named at start. */
  onNotification(listener: (channel: string, payload: string) => void): () => void;
  close(): Promise<void>;
}

/**
 * The worker's code: dist/pglite-worker.js once built (a tsup entry of its own), else the
 * TypeScript source, which a worker can only load through tsx (tests, `tsx` in development).
 */
function workerScript(): { url: URL; typescript: boolean } {
  const built = new URL('./pglite-worker.js', import.meta.url);
  if (existsSync(fileURLToPath(built))) return { url: built, typescript: false };
  return { url: new URL('./pglite-worker.ts', import.meta.url), typescript: true };
}

function spawnWorker(settings: WorkerSettings, builtScript: string | null): Worker {
  const script = builtScript ? { url: pathToFileURL(builtScript), typescript: false } : workerScript();
  if (!script.typescript) return new Worker(script.url, { workerData: settings });
  // require.resolve finds the CommonJS build; the worker imports its ES module twin beside it.
  const tsxCjs = createRequire(import.meta.url).resolve('tsx/esm/api');
  const tsx = pathToFileURL(tsxCjs.replace(/\.cjs$/, '.mjs')).href;
  const bootstrap = `import(${JSON.stringify(tsx)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(script.url.href)}); })`;
  return new Worker(bootstrap, { eval: true, workerData: settings });
}

/** Database threads this process has started. */
let threadsStarted = 0;

/**
 * Starts the database thread and waits until its socket takes connections. `builtScript` names
 * the thread's code built to JavaScript, to run instead of the one found beside this module.
 */
export async function startPgliteThread(
  settings: WorkerSettings,
  builtScript: string | null = null,
): Promise<PgliteThread> {
  // The first thread compiles PGlite itself, as a shop's only thread does (compiling it here too
  // would keep about 50 MB more resident); a process that starts more, as the tests do, compiles
  // it here once for all the later ones (pglite-module.ts).
  const wasmModule = threadsStarted++ > 0 ? await compiledPglite() : undefined;
  const worker = spawnWorker(wasmModule ? { ...settings, wasmModule } : settings, builtScript);
  const listeners = new Set<(channel: string, payload: string) => void>();
  let closing = false;
  let closed: (() => void) | null = null;

  await new Promise<void>((resolve, reject) => {
    worker.on('message', (message: WorkerReply) => {
      if (message.type === 'ready') resolve();
      else if (message.type === 'failed')
        reject(new Error(`The embedded database did not open: ${message.message}`));
      else if (message.type === 'notification')
        for (const listener of listeners) listener(message.channel, message.payload);
      else if (message.type === 'closed') closed?.();
    });
    worker.on('error', (err) => {
      if (!closing) reject(err);
    });
    worker.on('exit', (code) => {
      reject(new Error(`The embedded database thread exited (code ${code}) before it was ready.`));
      if (!closing) {
        // Every query would hang or fail from here on; a supervisor restarting the shop is better.
        console.error(`The embedded database thread stopped unexpectedly (code ${code}); the shop stops.`);
        process.exit(70);
      }
    });
  });

  return {
    socketPath: settings.socketPath,
    onNotification(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      if (closing) return;
      closing = true;
      await new Promise<void>((resolve) => {
        closed = resolve;
        worker.once('exit', () => resolve());
        worker.postMessage({ type: 'close' });
      });
      await worker.terminate();
    },
  };
}
