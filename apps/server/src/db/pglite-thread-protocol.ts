/** Messages between the server thread and the database thread (pglite-worker.ts). */

export interface WorkerSettings {
  /** PGlite directory; null keeps the database in memory. */
  dataDir: string | null;
  socketPath: string;
  /** Channels whose NOTIFYs are passed to the server thread. */
  listen: string[];
  /** A data-directory dump a new cluster starts from instead of the empty one (DatabaseOptions.pgliteTemplate). */
  template?: string | null;
  /** PGlite's WebAssembly compiled by the thread that starts this one (pglite-module.ts). */
  wasmModule?: WebAssembly.Module;
}

export type WorkerRequest = { type: 'close' };

export type WorkerReply =
  | { type: 'ready' }
  | { type: 'failed'; message: string }
  | { type: 'notification'; channel: string; payload: string }
  | { type: 'closed' };
