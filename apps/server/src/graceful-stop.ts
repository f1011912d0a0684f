import type { FastifyInstance } from 'fastify';
import { logsWritten } from './logging/log-destination.js';

/** How long a stop waits for requests in flight before it gives up on them. */
export const STOP_TIMEOUT_MS = 10_000;

/**
 * On SIGTERM or SIGINT: stop accepting connections, let the requests in flight finish (Fastify's
 * close; idle keep-alive connections are closed at once), run the close hooks (background work,
 * then the database), and exit 0. Bounded: past `timeoutMs` the process exits 1 rather than hang
 * an orchestrator's stop. Every exit waits for the log lines written in the background, its own
 * last line included (an exit cuts off a write under way).
 */
export function stopGracefullyOnSignals(app: FastifyInstance, timeoutMs = STOP_TIMEOUT_MS): void {
  let closing = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (closing) return;
      closing = true;
      app.log.info({ signal }, 'stopping: no new connections, finishing requests in flight');
      // The first exit decides the code: a stop past its deadline exits 1 even if it then ends.
      let exitCode: number | null = null;
      const exit = (code: number) => {
        exitCode ??= code;
        return logsWritten(app.log).then(() => process.exit(exitCode ?? code));
      };
      const deadline = setTimeout(() => {
        app.log.error({ timeoutMs }, 'stop took too long; exiting with requests unfinished');
        void exit(1);
      }, timeoutMs);
      deadline.unref();
      // A keep-alive connection whose request was in flight at the signal goes idle only later;
      // closing idle ones as they appear keeps the stop from waiting out the keep-alive timeout.
      const sweepIdle = setInterval(() => app.server.closeIdleConnections(), 100);
      sweepIdle.unref();
      app.close().then(
        () => {
          app.log.info('stopped');
          return exit(0);
        },
        (err: unknown) => {
          app.log.error({ err }, 'stop failed');
          return exit(1);
        },
      );
    });
  }
}
