import { describe, expect, it } from 'vitest';
import { object, string, ValidationError } from 'yup';
import { loginSchema } from './schemas/login-schema.js';
import { firstFieldErrors, toFieldErrors, validateForm } from './validate-form.js';

describe('validateForm', () => {
  it('gives the cleaned value when valid, dropping unknown fields', () => {
    expect(
      validateForm(loginSchema, { email: ' ayesha@example.pk ', password: 'secret1', admin: true }),
    ).toEqual({
      ok: true,
      value: { email: 'ayesha@example.pk', password: 'secret1' },
    });
  });

  it('reports every failing field at once', () => {
    expect(validateForm(loginSchema, { email: 'nope', password: '' })).toEqual({
      ok: false,
      errors: { email: ['Invalid email'], password: ['The password field is required.'] },
    });
  });

  it('checks a body that is not an object as an empty one', () => {
    const expected = {
      ok: false,
      errors: { email: ['The email field is required.'], password: ['The password field is required.'] },
    };
    expect(validateForm(loginSchema, undefined)).toEqual(expected);
    expect(validateForm(loginSchema, 'email=a')).toEqual(expected);
    expect(validateForm(loginSchema, [1, 2])).toEqual(expected);
  });

  it('keeps all messages of a field, without repeats', () => {
    const schema = object({
      code: string()
        .required()
        .test('digits', 'Digits only', (v) => /^\d*$/.test(v))
        .test('length', 'Four digits', (v) => v.length === 4)
        .test('again', 'Digits only', (v) => /^\d*$/.test(v)),
    });
    expect(validateForm(schema, { code: 'ab' })).toEqual({
      ok: false,
      errors: { code: ['Digits only', 'Four digits'] },
    });
  });

  it('passes on errors that are not validation errors', () => {
    const schema = object({
      code: string().test('boom', 'unused', () => {
        throw new TypeError('broken test');
      }),
    });
    expect(() => validateForm(schema, { code: 'x' })).toThrow(TypeError);
  });
});

describe('toFieldErrors', () => {
  it('files an error without inner errors under its own path, or the empty field for the whole form', () => {
    expect(toFieldErrors(new ValidationError('Broken', 'x', 'email'))).toEqual({ email: ['Broken'] });
    expect(toFieldErrors(new ValidationError('Broken'))).toEqual({ '': ['Broken'] });
  });
});

describe('firstFieldErrors', () => {
  it('keeps the first message of each field, as a form shows them', () => {
    expect(
      firstFieldErrors({ email: ['Invalid email', 'Other'], phone: ['Invalid phone number'], zip: [] }),
    ).toEqual({
      email: 'Invalid email',
      phone: 'Invalid phone number',
    });
  });
});
