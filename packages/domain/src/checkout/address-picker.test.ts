import { describe, expect, it } from 'vitest';
import { changeAddressPicker, initialAddressPicker } from './address-picker.js';

const punjab = { country: 'Pakistan', province: 'Punjab', city: 'Lahore' };

describe('changeAddressPicker', () => {
  it('starts in Pakistan with nothing else picked', () => {
    expect(initialAddressPicker).toEqual({ country: 'Pakistan', province: '', city: '' });
  });

  it('clears state and city when the country changes', () => {
    expect(changeAddressPicker(punjab, { field: 'country', value: 'United Arab Emirates' })).toEqual({
      country: 'United Arab Emirates',
      province: '',
      city: '',
    });
  });

  it('clears the city when the state changes', () => {
    expect(changeAddressPicker(punjab, { field: 'province', value: 'Sindh' })).toEqual({
      country: 'Pakistan',
      province: 'Sindh',
      city: '',
    });
  });

  it('changes only the city when the city changes', () => {
    expect(changeAddressPicker(punjab, { field: 'city', value: 'Multan' })).toEqual({
      ...punjab,
      city: 'Multan',
    });
  });

  it('keeps everything when the same value is picked again', () => {
    expect(changeAddressPicker(punjab, { field: 'country', value: 'Pakistan' })).toBe(punjab);
    expect(changeAddressPicker(punjab, { field: 'province', value: 'Punjab' })).toBe(punjab);
  });
});
