import { describe, expect, it } from 'vitest';
import { errorsFor, validValue } from '../test-support.js';
import { notifyMeRequestSchema, notifyMeSchema } from './notify-me-schema.js';

describe('notifyMeSchema', () => {
  it('requires a valid email, with the dialog’s own messages', () => {
    expect(errorsFor(notifyMeSchema, { email: 'ayesha@example.pk' })).toEqual({});
    expect(errorsFor(notifyMeSchema, { email: '' })).toEqual({ email: ['Email is required'] });
    expect(errorsFor(notifyMeSchema, { email: 'ayesha@' })).toEqual({
      email: ['Please enter a valid email address'],
    });
  });
});

describe('notifyMeRequestSchema', () => {
  it('takes the book id as a string and a stock status', () => {
    expect(
      validValue(notifyMeRequestSchema, { email: 'a@b.pk', bookId: 42, status: 'out_of_stock' }),
    ).toEqual({
      email: 'a@b.pk',
      bookId: '42',
      status: 'out_of_stock',
    });
  });

  it('requires a numeric book id and a known status', () => {
    expect(errorsFor(notifyMeRequestSchema, { email: 'a@b.pk' })).toEqual({
      bookId: ['The book id field is required.'],
      status: ['The status field is required.'],
    });
    expect(errorsFor(notifyMeRequestSchema, { email: 'a@b.pk', bookId: 'abc', status: 'sold' })).toEqual({
      bookId: ['Invalid book id'],
      status: ['Invalid book status'],
    });
  });
});
