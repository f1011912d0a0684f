import { describe, expect, it } from 'vitest';
import { errorsFor, validValue } from '../test-support.js';
import { loginSchema } from './login-schema.js';

describe('loginSchema', () => {
  it('accepts an email and a password, trimming the email only', () => {
    expect(validValue(loginSchema, { email: ' ayesha@example.pk ', password: ' secret ' })).toEqual({
      email: 'ayesha@example.pk',
      password: ' secret ',
    });
  });

  it('requires both fields', () => {
    expect(errorsFor(loginSchema, { email: '  ', password: '' })).toEqual({
      email: ['The email field is required.'],
      password: ['The password field is required.'],
    });
    expect(errorsFor(loginSchema, { email: null, password: null })).toEqual({
      email: ['The email field is required.'],
      password: ['The password field is required.'],
    });
  });

  it('requires a valid email', () => {
    expect(errorsFor(loginSchema, { email: 'ayesha@', password: 'x' })).toEqual({ email: ['Invalid email'] });
  });
});
