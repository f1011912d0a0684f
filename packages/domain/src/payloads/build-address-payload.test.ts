import { describe, expect, it } from 'vitest';
import { buildAddressPayload } from './build-address-payload.js';

const form = {
  firstName: ' Ayesha ',
  lastName: 'Khan',
  phone: ' +923001234567',
  address: '12 Mall Road ',
  city: 'Lahore',
  province: 'Punjab',
  country: 'Pakistan',
  zipCode: ' 54000 ',
};

describe('buildAddressPayload', () => {
  it('sends names from checkout', () => {
    expect(buildAddressPayload(form, { checkout: true })).toEqual({
      firstName: 'Ayesha',
      lastName: 'Khan',
      phone: '+923001234567',
      address: '12 Mall Road',
      city: 'Lahore',
      province: 'Punjab',
      country: 'Pakistan',
      zipCode: '54000',
    });
  });

  it('sends no names from the profile forms', () => {
    const payload = buildAddressPayload(form, { checkout: false });
    expect(payload).not.toHaveProperty('firstName');
    expect(payload).not.toHaveProperty('lastName');
    expect(payload.zipCode).toBe('54000');
  });

  it('sends empty names from checkout when the form has none', () => {
    const { firstName, lastName, ...rest } = form;
    expect(buildAddressPayload(rest, { checkout: true })).toMatchObject({ firstName: '', lastName: '' });
  });
});
