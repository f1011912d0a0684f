import { describe, expect, it } from 'vitest';
import { errorsFor, validValue } from '../test-support.js';
import { editProfileSchema } from './edit-profile-schema.js';

const valid = { first_name: 'Ayesha', last_name: 'Khan', phone: '0300 1234567' };

describe('editProfileSchema', () => {
  it('accepts a profile, giving the phone in E.164 form', () => {
    expect(validValue(editProfileSchema, valid)).toEqual({ ...valid, phone: '+923001234567' });
  });

  it('requires names and phone', () => {
    expect(errorsFor(editProfileSchema, {})).toEqual({
      first_name: ['First name field is required'],
      last_name: ['Last name field is required'],
      phone: ['The phone field is required.'],
    });
  });

  it('bounds names to 3 to 30 characters, and says so', () => {
    expect(errorsFor(editProfileSchema, { ...valid, first_name: 'Al', last_name: 'Ka' })).toEqual({
      first_name: ['The first name should have a minimum length of 3'],
      last_name: ['The last name should have a minimum length of 3'],
    });
    const long = 'A'.repeat(31);
    expect(errorsFor(editProfileSchema, { ...valid, first_name: long, last_name: long })).toEqual({
      first_name: ['The first name should have a maximum length of 30'],
      last_name: ['The last name should have a maximum length of 30'],
    });
    expect(errorsFor(editProfileSchema, { ...valid, first_name: 'Ali', last_name: 'A'.repeat(30) })).toEqual(
      {},
    );
  });

  it('allows only letters, dots, hyphens and spaces in names', () => {
    expect(errorsFor(editProfileSchema, { ...valid, first_name: 'Ayesha_1', last_name: 'Kh@n' })).toEqual({
      first_name: ['The first name must contain only letters, dots, and hyphens.'],
      last_name: ['The last name must contain only letters, dots, and hyphens.'],
    });
  });

  it('requires a Pakistani mobile', () => {
    expect(errorsFor(editProfileSchema, { ...valid, phone: '042 35761234' })).toEqual({
      phone: ['Invalid phone number'],
    });
  });
});
