import { describe, expect, it } from 'vitest';
import { readApiError } from './api-error.js';

describe('readApiError', () => {
  it('reads a 422 with field errors and uses the first one as the message', () => {
    const result = readApiError({
      status: 422,
      data: { errors: { email: ['The email has already been taken.'], phone: ['Invalid phone number'] } },
    });
    expect(result).toEqual({
      status: 422,
      message: 'The email has already been taken.',
      fieldErrors: { email: ['The email has already been taken.'], phone: ['Invalid phone number'] },
    });
  });

  it('prefers the server error string', () => {
    expect(readApiError({ status: 401, data: { error: 'Invalid credentials' } }).message).toBe(
      'Invalid credentials',
    );
  });

  it('accepts a single string per field', () => {
    expect(
      readApiError({ status: 422, data: { errors: { zipCode: 'Zip code field is required.' } } }).fieldErrors,
    ).toEqual({ zipCode: ['Zip code field is required.'] });
  });

  it('falls back for network errors and unknown shapes', () => {
    expect(readApiError({ status: 'FETCH_ERROR', error: 'TypeError' }, 'Failed to place order')).toEqual({
      status: 'network',
      message: 'Failed to place order',
      fieldErrors: {},
    });
    expect(readApiError(new Error('boom')).message).toBe('Something went wrong, please try again.');
    expect(readApiError({ status: 500, data: '<html>' }).message).toBe(
      'Something went wrong, please try again.',
    );
  });
});
