import { describe, expect, it } from 'vitest';
import { databaseUnavailable } from './database-unavailable.js';

function pgError(code: string, message = 'error'): Error {
  return Object.assign(new Error(message), { code });
}

describe('databaseUnavailable', () => {
  it('counts a terminated, crashed or starting server as unavailable (57P01, 57P02, 57P03)', () => {
    for (const code of ['57P01', '57P02', '57P03']) expect(databaseUnavailable(pgError(code))).toBe(true);
  });

  it('counts the whole connection exception class 08 as unavailable, 08P01 included', () => {
    for (const code of ['08000', '08003', '08006', '08P01'])
      expect(databaseUnavailable(pgError(code))).toBe(true);
  });

  it('counts a reset socket and the driver’s "Connection terminated" words as unavailable', () => {
    expect(databaseUnavailable(pgError('ECONNRESET'))).toBe(true);
    expect(databaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
  });

  it('looks through the cause Drizzle wraps the driver’s error in', () => {
    const wrapped = new Error('Failed query: rollback', { cause: pgError('57P01') });
    expect(databaseUnavailable(wrapped)).toBe(true);
  });

  it('leaves a wrong query or a broken rule to be answered as what it is', () => {
    expect(databaseUnavailable(pgError('42601', 'syntax error'))).toBe(false);
    expect(databaseUnavailable(pgError('23505', 'duplicate key'))).toBe(false);
    expect(databaseUnavailable(pgError('080'))).toBe(false);
    expect(databaseUnavailable('Connection terminated')).toBe(false);
  });
});
