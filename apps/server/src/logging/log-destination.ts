import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';

/** How long a stop waits for the log to be written before it goes anyway (an output nobody reads). */
export const LOG_SETTLE_MS = 2000;

/** Where the JSON lines go: written in the background, with a way to wait until all are out. */
export interface AsyncLogDestination extends pino.DestinationStream {
  /** Resolves once every line handed over so far has been written (or writing failed). */
  written(): Promise<void>;
}

/**
 * The shop's JSON lines, written without blocking the request that logged them: pino's
 * asynchronous destination (sonic-boom) queues each line and writes the queue with one system
 * call while the previous write is under way, so a busy shop writes in large chunks and a quiet
 * one at once. A synchronous write per line cost each request two system calls (issue 28).
 *
 * Nothing is lost: lines wait in memory only, pino writes what is left synchronously when the
 * process exits (its own exit handler), and written() lets a stop wait for a write already under
 * way, which an exit could otherwise cut off.
 */
export function asyncLogDestination(fd = 1): AsyncLogDestination {
  const stream = pino.destination({ dest: fd, sync: false });
  // Set on every line and cleared when sonic-boom says its queue is empty ('drain'), so written()
  // knows, without sonic-boom's private state, whether there is anything to wait for.
  let pending = false;
  let broken = false;
  const waiting: Array<() => void> = [];
  const settle = () => {
    pending = false;
    for (const resolve of waiting.splice(0)) resolve();
  };
  stream.on('drain', settle);
  // A destination that failed (EPIPE: nobody reads the output) never drains: nothing to wait for.
  stream.on('error', () => {
    broken = true;
    settle();
  });
  stream.on('close', settle);
  const write = stream.write.bind(stream);
  return Object.assign(stream, {
    write(line: string) {
      if (!broken) pending = true;
      return write(line);
    },
    written(): Promise<void> {
      if (!pending) return Promise.resolve();
      return new Promise<void>((resolve) => waiting.push(resolve));
    },
  });
}

function isAsyncDestination(stream: unknown): stream is AsyncLogDestination {
  return typeof (stream as Partial<AsyncLogDestination> | null)?.written === 'function';
}

/**
 * Resolves once the logger's lines so far are written: the asynchronous destination's own wait,
 * or pino's flush for any other output (the pretty transport's worker thread, a test's stream);
 * at once for no logger (`logger: false`).
 * Bounded by `timeoutMs`: a stop never hangs on an output that cannot take more.
 */
export function logsWritten(logger: FastifyBaseLogger, timeoutMs = LOG_SETTLE_MS): Promise<void> {
  const stream = (logger as unknown as Record<symbol, unknown>)[pino.symbols.streamSym];
  const flush = (logger as Partial<pino.Logger>).flush?.bind(logger);
  const done = isAsyncDestination(stream)
    ? stream.written()
    : new Promise<void>((resolve) => (flush ? flush(() => resolve()) : resolve()));
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, timeoutMs);
    timer.unref();
  });
  return Promise.race([done, late]).finally(() => clearTimeout(timer));
}
