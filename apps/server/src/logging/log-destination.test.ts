import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import pino from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { asyncLogDestination, LOG_SETTLE_MS, logsWritten } from './log-destination.js';

const folders: string[] = [];
afterEach(() => {
  vi.useRealTimers();
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function logFile(): { file: string; fd: number } {
  const folder = mkdtempSync(path.join(tmpdir(), 'bookshop-log-'));
  folders.push(folder);
  const file = path.join(folder, 'shop.log');
  return { file, fd: openSync(file, 'a') };
}

const linesOf = (file: string) =>
  readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as { n: number; msg: string });

describe('asyncLogDestination', () => {
  it('has every line in the file, in order, once written() resolves', async () => {
    const { file, fd } = logFile();
    const destination = asyncLogDestination(fd);
    const logger = pino({ level: 'info' }, destination);
    // More than one write's worth (sonic-boom writes at most 16 KB at a time), logged in one go.
    for (let n = 0; n < 3000; n++) logger.info({ n }, 'line');
    await destination.written();
    const lines = linesOf(file);
    expect(lines.map((line) => line.n)).toEqual(Array.from({ length: 3000 }, (_, n) => n));
    closeSync(fd);
  });

  it('says written at once when no line is waiting, and again after lines logged later', async () => {
    const { file, fd } = logFile();
    const destination = asyncLogDestination(fd);
    await destination.written();
    const logger = pino({ level: 'info' }, destination);
    logger.info({ n: 1 }, 'later');
    await logsWritten(logger);
    expect(linesOf(file)).toMatchObject([{ n: 1, msg: 'later' }]);
    closeSync(fd);
  });
});

describe('logsWritten', () => {
  it('asks pino to flush an output that is not the asynchronous destination, and waits for it', async () => {
    let flushed = false;
    const stream = Object.assign(
      new Writable({
        write(_chunk, _encoding, done) {
          done();
        },
      }),
      {
        flush(done: () => void) {
          setImmediate(() => {
            flushed = true;
            done();
          });
        },
      },
    );
    await logsWritten(pino({ level: 'info' }, stream));
    expect(flushed).toBe(true);
  });

  it('resolves at once for an app without a logger', async () => {
    const app = Fastify({ logger: false });
    await expect(logsWritten(app.log)).resolves.toBeUndefined();
  });

  it(`gives up after ${LOG_SETTLE_MS} ms on an output that never finishes, so a stop cannot hang`, async () => {
    vi.useFakeTimers();
    const stuck = Object.assign(
      new Writable({
        write(_chunk, _encoding, done) {
          done();
        },
      }),
      { flush(_done: () => void) {} },
    );
    let settled = false;
    const waiting = logsWritten(pino({ level: 'info' }, stuck)).then(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(LOG_SETTLE_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await waiting;
    expect(settled).toBe(true);
  });
});
