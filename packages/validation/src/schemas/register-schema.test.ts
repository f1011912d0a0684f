import { describe, expect, it } from 'vitest';
import { errorsFor, validValue } from '../test-support.js';
import { registerSchema } from './register-schema.js';

const valid = {
  first_name: 'Muhammad Ali',
  last_name: 'Jinnah-Khan',
  email: 'ali@example.pk',
  password: 'secret12',
  password_confirmation: 'secret12',
};

describe('registerSchema', () => {
  it('accepts names with letters of any script, dots, hyphens and spaces', () => {
    expect(validValue(registerSchema, valid)).toEqual(valid);
    expect(errorsFor(registerSchema, { ...valid, first_name: 'M. Ali', last_name: 'عائشہ' })).toEqual({});
  });

  it('requires every field, with the spec’s messages', () => {
    expect(errorsFor(registerSchema, {})).toEqual({
      first_name: ['First name field is required'],
      last_name: ['Last name field is required'],
      email: ['The email field is required.'],
      password: ['The password field is required.'],
    });
  });

  it('refuses other characters in names', () => {
    expect(errorsFor(registerSchema, { ...valid, first_name: 'Ali2', last_name: "D'Souza" })).toEqual({
      first_name: ['The first name must contain only letters, dots, and hyphens.'],
      last_name: ['The last name must contain only letters, dots, and hyphens.'],
    });
  });

  it('requires a valid email', () => {
    expect(errorsFor(registerSchema, { ...valid, email: 'ali.example.pk' })).toEqual({
      email: ['Invalid email'],
    });
  });

  it('bounds the password to 6 to 18 characters', () => {
    expect(
      errorsFor(registerSchema, { ...valid, password: '12345', password_confirmation: '12345' }),
    ).toEqual({
      password: ['The Password should have a minimum length of 6'],
    });
    const long = 'x'.repeat(19);
    expect(errorsFor(registerSchema, { ...valid, password: long, password_confirmation: long })).toEqual({
      password: ['The Password should have a maximum length of 18'],
    });
    const edge = 'x'.repeat(18);
    expect(errorsFor(registerSchema, { ...valid, password: edge, password_confirmation: edge })).toEqual({});
  });

  it('requires the confirmation to match', () => {
    expect(errorsFor(registerSchema, { ...valid, password_confirmation: 'secret13' })).toEqual({
      password_confirmation: ['The password confirmation does not match.'],
    });
    expect(errorsFor(registerSchema, { ...valid, password_confirmation: undefined })).toEqual({
      password_confirmation: ['The password confirmation does not match.'],
    });
  });

  it('bounds names like the profile (3 to 30) and e-mails to 254 characters', () => {
    expect(errorsFor(registerSchema, { ...valid, first_name: 'Al', last_name: 'x'.repeat(31) })).toEqual({
      first_name: ['The first name should have a minimum length of 3'],
      last_name: ['The last name should have a maximum length of 30'],
    });
    expect(errorsFor(registerSchema, { ...valid, first_name: 'a'.repeat(1_000_000) })).toEqual({
      first_name: ['The first name should have a maximum length of 30'],
    });
    const local = 'a'.repeat(64);
    const label = 'b'.repeat(60);
    const at254 = `${local}@${label}.${label}.${label}.eee.pk`;
    expect(at254).toHaveLength(254);
    expect(errorsFor(registerSchema, { ...valid, email: at254 })).toEqual({});
    expect(errorsFor(registerSchema, { ...valid, email: `a${at254}` })).toEqual({ email: ['Invalid email'] });
    expect(errorsFor(registerSchema, { ...valid, email: `${'a'.repeat(3000)}@example.pk` })).toEqual({
      email: ['Invalid email'],
    });
  });
});
