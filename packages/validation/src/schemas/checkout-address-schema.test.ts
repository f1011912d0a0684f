import { describe, expect, it } from 'vitest';
import { errorsFor, validValue } from '../test-support.js';
import { checkoutAddressSchema } from './checkout-address-schema.js';

const valid = {
  firstName: 'Ayesha',
  lastName: 'Khan',
  phone: '03001234567',
  address: '12 Mall Road',
  city: 'Lahore',
  province: 'Punjab',
  country: 'Pakistan',
  zipCode: '54000',
};

describe('checkoutAddressSchema', () => {
  it('accepts an address with names', () => {
    expect(validValue(checkoutAddressSchema, valid)).toEqual({ ...valid, phone: '+923001234567' });
  });

  it('requires names as well as the address fields', () => {
    expect(errorsFor(checkoutAddressSchema, {})).toEqual({
      firstName: ['First name is required.'],
      lastName: ['Last name is required.'],
      phone: ['Phone field is required.'],
      address: ['Address field is required.'],
      city: ['City field is required.'],
      province: ['Province field is required.'],
      country: ['Country field is required.'],
      zipCode: ['Zip code field is required.'],
    });
  });

  it('bounds names to 3 to 60 characters', () => {
    expect(errorsFor(checkoutAddressSchema, { ...valid, firstName: 'Ay', lastName: 'Kh' })).toEqual({
      firstName: ['First name should have a minimum length of 3'],
      lastName: ['Last name should have a minimum length of 3'],
    });
    const long = 'a'.repeat(61);
    expect(errorsFor(checkoutAddressSchema, { ...valid, firstName: long, lastName: long })).toEqual({
      firstName: ['First name should have a maximum length of 60'],
      lastName: ['Last name should have a maximum length of 60'],
    });
  });

  it('allows only letters, dots, hyphens and spaces in names', () => {
    expect(errorsFor(checkoutAddressSchema, { ...valid, firstName: 'Ayesha1', lastName: 'Khan!' })).toEqual({
      firstName: ['The first name must contain only letters, dots, and hyphens.'],
      lastName: ['The last name must contain only letters, dots, and hyphens.'],
    });
    expect(
      errorsFor(checkoutAddressSchema, { ...valid, firstName: 'Ayesha Bibi', lastName: 'Khan-Niazi' }),
    ).toEqual({});
  });

  it('allows an address line up to 100 characters', () => {
    expect(errorsFor(checkoutAddressSchema, { ...valid, address: 'x'.repeat(100) })).toEqual({});
    expect(errorsFor(checkoutAddressSchema, { ...valid, address: 'x'.repeat(101) })).toEqual({
      address: ['The address should have a maximum length of 100'],
    });
    expect(errorsFor(checkoutAddressSchema, { ...valid, address: 'xy' })).toEqual({
      address: ['The address should have a minimum length of 3'],
    });
  });

  it('keeps the phone rule of the address form', () => {
    expect(errorsFor(checkoutAddressSchema, { ...valid, phone: '12' })).toEqual({
      phone: ['Invalid phone number'],
    });
  });
});
