import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loggableRecord, logOptions, REDACTED } from './log-options.js';

/** What the shop's logger writes for one call, parsed. */
function logged(object: Record<string, unknown>): Record<string, unknown> {
  let line = '';
  const stream = new Writable({
    write(chunk, _encoding, done) {
      line += String(chunk);
      done();
    },
  });
  pino(logOptions('info') as pino.LoggerOptions, stream).info(object, 'probe');
  return JSON.parse(line) as Record<string, unknown>;
}

describe('log records', () => {
  it('replace a secret key at any depth, in arrays too, and a mail body, leaving the rest', () => {
    const line = logged({
      password: 'p0',
      order: { shopper: { account: { session: { token: 't4', kept: 'yes' } } } },
      cards: [{ clientSecret: 's1', last4: '4242' }],
      mail: { to: 'a@example.pk', body: 'reset link' },
      note: { body: 'not a mail: kept' },
    });
    expect(line.password).toBe(REDACTED);
    expect(line.order).toEqual({ shopper: { account: { session: { token: REDACTED, kept: 'yes' } } } });
    expect(line.cards).toEqual([{ clientSecret: REDACTED, last4: '4242' }]);
    expect(line.mail).toEqual({ to: 'a@example.pk', body: REDACTED });
    expect(line.note).toEqual({ body: 'not a mail: kept' });
  });

  it('log an error found inside an object in its safe shape, without the query parameters it carries', () => {
    const failure = Object.assign(new Error('insert failed'), {
      query: 'insert into users (email) values ($1)',
      params: ['ayesha@example.pk'],
    });
    const line = logged({ job: { name: 'sweep', failure } });
    const job = line.job as { failure: { type: string; message: string } };
    expect(job.failure).toMatchObject({
      type: 'Error',
      message: 'Failed query: insert into users (email) values ($1)',
    });
    expect(JSON.stringify(line)).not.toContain('ayesha@example.pk');
  });

  it('leave out what is nested deeper than six levels, and a cycle, instead of writing it unread', () => {
    const cycle: Record<string, unknown> = { name: 'loop' };
    cycle.self = cycle;
    const record = loggableRecord({
      deep: { a: { b: { c: { d: { e: { f: { password: 'x' } } } } } } },
      cycle,
    });
    expect(JSON.stringify(record)).not.toContain('"x"');
    expect(JSON.stringify(record)).toContain('[Cut: nested too deep]');
  });

  it('leave the request, reply and error at the top to their serializers', () => {
    const error = new Error('boom');
    const req = { method: 'GET', url: '/api/books/1?token=abc' };
    const record = loggableRecord({ req, err: error, responseTime: 1.5 });
    expect(record.req).toBe(req);
    expect(record.err).toBe(error);
    expect(record.responseTime).toBe(1.5);
    expect(logged({ req }).req).toEqual({ method: 'GET', url: '/api/books/1?token=[Redacted]' });
  });
});
