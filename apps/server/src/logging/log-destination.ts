import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';

/** How long a stop waits for the log to be written before it goes anyway (an output nobody reads). */
export const LOG_SETTLE_MS = 2000;

/** Where the JSON lines go: written in the background, with a way to wait until all are out. */
export interface AsyncLogDestination extends pino.DestinationStream {
  /** Resolves once every line handed over so far has been written (or writing failed). */
  written(): Promise<void>;
}

/** Lines are written once this many bytes wait, or at the end of the event loop's turn. */
const CHUNK_BYTES = 8192;

/**
 * The shop's JSON lines, written without blocking the request that logged them: pino's
 * asynchronous destination (sonic-boom) queues them and writes the queue at the end of each turn
 * of the event loop (or once 8 KB wait), so a busy shop writes many requests' lines with one
 * system call and a quiet one writes each line at once. A synchronous write per line cost each
 * request two system calls, and an asynchronous write per line about as much (issue 28).
 *
 * Nothing is lost: lines wait in memory only, pino writes what is left synchronously when the
 * process exits (its own exit handler), and written() lets a stop wait for the writes under way,
 * which an exit could otherwise cut off. Bytes handed over and bytes written are counted, so
 * written() knows without sonic-boom's private state whether anything is still to come.
 */
export function asyncLogDestination(fd = 1): AsyncLogDestination {
  const stream = pino.destination({ dest: fd, sync: false, minLength: CHUNK_BYTES });
  let given = 0;
  let done = 0;
  let broken = false;
  let flushScheduled = false;
  const waiting: Array<() => void> = [];
  const settle = () => {
    for (const resolve of waiting.splice(0)) resolve();
  };
  const flushRest = () => {
    flushScheduled = false;
    if (done < given && !broken) stream.flush();
  };
  stream.on('write', (bytes: number) => {
    done += bytes;
    if (done >= given) settle();
  });
  // sonic-boom stops writing with less than minLength waiting; what is left goes now.
  stream.on('drain', flushRest);
  // A destination that failed (EPIPE: nobody reads the output) writes nothing more.
  stream.on('error', () => {
    broken = true;
    settle();
  });
  stream.on('close', () => {
    broken = true;
    settle();
  });
  const write = stream.write.bind(stream);
  return Object.assign(stream, {
    write(line: string) {
      given += Buffer.byteLength(line);
      const accepted = write(line);
      if (!flushScheduled) {
        flushScheduled = true;
        setImmediate(flushRest);
      }
      return accepted;
    },
    written(): Promise<void> {
      if (done >= given || broken) return Promise.resolve();
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
