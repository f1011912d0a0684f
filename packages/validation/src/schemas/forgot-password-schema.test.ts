import { describe, expect, it } from 'vitest';
import { errorsFor } from '../test-support.js';
import { forgotPasswordSchema } from './forgot-password-schema.js';

describe('forgotPasswordSchema', () => {
  it('requires a valid email', () => {
    expect(errorsFor(forgotPasswordSchema, { email: 'ayesha@example.pk' })).toEqual({});
    expect(errorsFor(forgotPasswordSchema, {})).toEqual({ email: ['The email field is required.'] });
    expect(errorsFor(forgotPasswordSchema, { email: 'ayesha' })).toEqual({ email: ['Invalid email'] });
  });
});
