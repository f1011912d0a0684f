import { describe, expect, it } from 'vitest';
import { errorsFor } from '../test-support.js';
import { changePasswordSchema } from './change-password-schema.js';

const valid = { current_password: 'oldpass', new_password: 'newpass1', new_confirm_password: 'newpass1' };

describe('changePasswordSchema', () => {
  it('accepts a confirmed new password', () => {
    expect(errorsFor(changePasswordSchema, valid)).toEqual({});
  });

  it('requires the current and the new password', () => {
    expect(errorsFor(changePasswordSchema, {})).toEqual({
      current_password: ['The current password field is required.'],
      new_password: ['The new password field is required.'],
    });
  });

  it('bounds the new password to 6 to 18 characters', () => {
    expect(
      errorsFor(changePasswordSchema, { ...valid, new_password: 'abcde', new_confirm_password: 'abcde' }),
    ).toEqual({
      new_password: ['The new password should have a minimum length of 6'],
    });
    const long = 'z'.repeat(19);
    expect(
      errorsFor(changePasswordSchema, { ...valid, new_password: long, new_confirm_password: long }),
    ).toEqual({
      new_password: ['The new password should have a maximum length of 18'],
    });
  });

  it('requires the confirmation to match', () => {
    expect(errorsFor(changePasswordSchema, { ...valid, new_confirm_password: 'newpass2' })).toEqual({
      new_confirm_password: ['Password confirmation does not match password'],
    });
  });
});
