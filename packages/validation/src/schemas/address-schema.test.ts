import { describe, expect, it } from 'vitest';
import { errorsFor, validValue } from '../test-support.js';
import { addressSchema } from './address-schema.js';

const valid = {
  phone: '+92 300 1234567',
  address: ' 12 Mall Road ',
  city: 'Lahore',
  province: 'Punjab',
  country: 'Pakistan',
  zipCode: '54000',
};

describe('addressSchema', () => {
  it('accepts an address, trimmed and with the phone in E.164 form', () => {
    expect(validValue(addressSchema, valid)).toEqual({
      ...valid,
      phone: '+923001234567',
      address: '12 Mall Road',
    });
  });

  it('takes a zip code sent as a number', () => {
    expect(validValue(addressSchema, { ...valid, zipCode: 54000 })).toMatchObject({ zipCode: '54000' });
  });

  it('requires every field, with the spec’s messages', () => {
    expect(errorsFor(addressSchema, {})).toEqual({
      phone: ['Phone field is required.'],
      address: ['Address field is required.'],
      city: ['City field is required.'],
      province: ['Province field is required.'],
      country: ['Country field is required.'],
      zipCode: ['Zip code field is required.'],
    });
  });

  it('refuses a country the shop does not deliver to yet', () => {
    expect(errorsFor(addressSchema, { ...valid, country: 'United Arab Emirates' })).toEqual({
      country: ['We deliver within Pakistan only for now.'],
    });
  });

  it('requires a Pakistani mobile', () => {
    expect(errorsFor(addressSchema, { ...valid, phone: '+447911123456' })).toEqual({
      phone: ['Invalid phone number'],
    });
  });

  it('enforces the minimum of 3, and says so', () => {
    expect(
      errorsFor(addressSchema, {
        ...valid,
        address: 'ab',
        city: 'ab',
        province: 'ab',
        country: 'ab',
        zipCode: '12',
      }),
    ).toEqual({
      address: ['The address should have a minimum length of 3'],
      city: ['The city should have a minimum length of 3'],
      province: ['The province should have a minimum length of 3'],
      country: ['The country should have a minimum length of 3'],
      zipCode: ['The zip code should have a minimum length of 3'],
    });
  });

  it('enforces the maximum of 60, or 30 for the zip code, and says so', () => {
    const x61 = 'x'.repeat(61);
    expect(
      errorsFor(addressSchema, {
        ...valid,
        address: x61,
        city: x61,
        province: x61,
        country: x61,
        zipCode: 'x'.repeat(31),
      }),
    ).toEqual({
      address: ['The address should have a maximum length of 60'],
      city: ['The city should have a maximum length of 60'],
      province: ['The province should have a maximum length of 60'],
      country: ['The country should have a maximum length of 60'],
      zipCode: ['The zip code should have a maximum length of 30'],
    });
    const x60 = 'x'.repeat(60);
    expect(errorsFor(addressSchema, { ...valid, address: x60, city: x60, zipCode: 'x'.repeat(30) })).toEqual(
      {},
    );
  });
});
