import { describe, expect, it } from 'vitest';
import { errorsFor } from '../test-support.js';
import { resetPasswordSchema } from './reset-password-schema.js';

const valid = { email: 'ayesha@example.pk', password: 'newpass1', password_confirmation: 'newpass1' };

describe('resetPasswordSchema', () => {
  it('accepts an email and a confirmed password', () => {
    expect(errorsFor(resetPasswordSchema, valid)).toEqual({});
  });

  it('requires email and password', () => {
    expect(errorsFor(resetPasswordSchema, {})).toEqual({
      email: ['The email field is required.'],
      password: ['The password field is required.'],
    });
    expect(errorsFor(resetPasswordSchema, { ...valid, email: 'x' })).toEqual({ email: ['Invalid email'] });
  });

  it('requires the confirmation to match', () => {
    expect(errorsFor(resetPasswordSchema, { ...valid, password_confirmation: 'other1' })).toEqual({
      password_confirmation: ['The password confirmation does not match.'],
    });
  });

  it('keeps the 6 to 18 bound of every password', () => {
    expect(
      errorsFor(resetPasswordSchema, { ...valid, password: 'abc', password_confirmation: 'abc' }),
    ).toEqual({
      password: ['The Password should have a minimum length of 6'],
    });
    const long = 'y'.repeat(19);
    expect(errorsFor(resetPasswordSchema, { ...valid, password: long, password_confirmation: long })).toEqual(
      {
        password: ['The Password should have a maximum length of 18'],
      },
    );
  });
});
