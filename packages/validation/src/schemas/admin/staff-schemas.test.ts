import { describe, expect, it } from 'vitest';
import { validateForm } from '../../validate-form.js';
import {
  STAFF_FORM_MESSAGES as M,
  staffInviteSchema,
  staffSetupSchema,
  staffSignInSchema,
  staffTotpEnrolSchema,
} from './staff-schemas.js';

const token = 'a'.repeat(43);

describe('staff schemas', () => {
  it('takes a sign-in without a code (before TOTP is set up) and drops the spaces of a code', () => {
    expect(validateForm(staffSignInSchema, { email: 'o@shop.pk', password: 'x' })).toEqual({
      ok: true,
      value: { email: 'o@shop.pk', password: 'x', code: '' },
    });
    const spaced = validateForm(staffSignInSchema, { email: 'o@shop.pk', password: 'x', code: '123 456' });
    expect(spaced.ok && spaced.value.code).toBe('123456');
  });

  it('refuses a code that is not six digits', () => {
    expect(validateForm(staffSignInSchema, { email: 'o@shop.pk', password: 'x', code: '12345a' })).toEqual({
      ok: false,
      errors: { code: [M.codeInvalid] },
    });
    expect(validateForm(staffTotpEnrolSchema, { setup_token: token })).toEqual({
      ok: false,
      errors: { code: [M.codeRequired] },
    });
  });

  it('wants a staff password of at least 12 characters, confirmed', () => {
    expect(
      validateForm(staffSetupSchema, {
        token,
        password: 'short-pass1',
        password_confirmation: 'short-pass1',
      }),
    ).toEqual({ ok: false, errors: { password: [M.passwordTooShort] } });
    expect(
      validateForm(staffSetupSchema, { token, password: 'long enough pass', password_confirmation: 'other' }),
    ).toEqual({ ok: false, errors: { password_confirmation: [M.confirmationMismatch] } });
    expect(
      validateForm(staffSetupSchema, {
        token: 'x',
        password: 'long enough pass',
        password_confirmation: 'long enough pass',
      }),
    ).toEqual({ ok: false, errors: { token: [M.tokenInvalid] } });
  });

  it('invites with one of the three roles, the e-mail lower-cased', () => {
    expect(validateForm(staffInviteSchema, { email: ' Ali@Shop.PK ', role: 'orders' })).toEqual({
      ok: true,
      value: { email: 'ali@shop.pk', role: 'orders' },
    });
    expect(validateForm(staffInviteSchema, { email: 'ali@shop.pk', role: 'admin' })).toEqual({
      ok: false,
      errors: { role: [M.roleInvalid] },
    });
  });
});
