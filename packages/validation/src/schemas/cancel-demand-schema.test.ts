import { describe, expect, it } from 'vitest';
import { isTextArea } from '../fields.js';
import { errorsFor, validValue } from '../test-support.js';
import { cancelDemandSchema } from './cancel-demand-schema.js';

describe('cancelDemandSchema', () => {
  it('takes a trimmed reason', () => {
    expect(validValue(cancelDemandSchema, { reason: '  Ordered twice by mistake ' })).toEqual({
      reason: 'Ordered twice by mistake',
    });
  });

  it('keeps the line breaks and tabs typed in the text area, and marks the reason a text area', () => {
    expect(
      validValue(cancelDemandSchema, { reason: 'Ordered twice.\r\n\tPlease cancel this one.\n' }),
    ).toEqual({
      reason: 'Ordered twice.\r\n\tPlease cancel this one.',
    });
    expect(isTextArea(cancelDemandSchema.describe().fields.reason)).toBe(true);
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
