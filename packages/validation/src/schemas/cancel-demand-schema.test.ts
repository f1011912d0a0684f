import { describe, expect, it } from 'vitest';
import { errorsFor, validValue } from '../test-support.js';
import { cancelDemandSchema } from './cancel-demand-schema.js';

describe('cancelDemandSchema', () => {
  it('takes a trimmed reason', () => {
    expect(validValue(cancelDemandSchema, { reason: '  Ordered twice by mistake ' })).toEqual({
      reason: 'Ordered twice by mistake',
    });
  });

  it('requires a reason of at most 500 characters', () => {
    expect(errorsFor(cancelDemandSchema, { reason: '   ' })).toEqual({
      reason: ['Please tell us why you want this order cancelled.'],
    });
    expect(errorsFor(cancelDemandSchema, { reason: 'x'.repeat(501) })).toEqual({
      reason: ['The reason can be at most 500 characters.'],
    });
    expect(errorsFor(cancelDemandSchema, { reason: 'x'.repeat(500) })).toEqual({});
  });
});
