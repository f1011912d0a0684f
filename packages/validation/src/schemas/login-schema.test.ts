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

  it('refuses a password longer than 128 characters before anything hashes it', () => {
    expect(errorsFor(loginSchema, { email: 'ayesha@example.pk', password: 'x'.repeat(128) })).toEqual({});
    expect(errorsFor(loginSchema, { email: 'ayesha@example.pk', password: 'x'.repeat(129) })).toEqual({
      password: ['The password should have a maximum length of 128'],
    });
  });
});
