import { parentPort, workerData } from 'node:worker_threads';
import { openPglite } from './pglite-open.js';
import type { WorkerReply, WorkerRequest, WorkerSettings } from './pglite-thread-protocol.js';
import { startWireServer } from './pglite-wire-server.js';

/**
 * The database thread: owns the PGlite instance and serves it on a Unix socket, so queries (a
 * WASM Postgres that computes synchronously) never stall the HTTP thread.
 */
const settings = workerData as WorkerSettings;
const port = parentPort;
if (!port) throw new Error('pglite-worker runs as a worker thread');

function send(message: WorkerReply): void {
  port?.postMessage(message);
}

try {
  const db = await openPglite(settings.dataDir, settings.template ?? null, settings.wasmModule);
  // A single backend: one LISTEN here covers every client's commits (see the wire server).
  for (const channel of settings.listen) await db.exec(`listen "${channel.replaceAll('"', '""')}"`);
  const server = await startWireServer({
    db,
    socketPath: settings.socketPath,
    onNotification: (channel, payload) => send({ type: 'notification', channel, payload }),
  });
  port.on('message', async (message: WorkerRequest) => {
    if (message.type !== 'close') return;
    await server.close();
    await db.close();
    send({ type: 'closed' });
    port.close();
  });
  send({ type: 'ready' });
} catch (err) {
  send({ type: 'failed', message: err instanceof Error ? err.message : String(err) });
}
