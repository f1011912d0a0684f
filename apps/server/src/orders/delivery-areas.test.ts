import { describe, expect, it } from 'vitest';
import { deliveryAreasFrom } from './delivery-areas.js';

describe('deliveryAreasFrom (STATIONERY_CITIES)', () => {
  it('sends stationery to Lahore only when unset or empty', () => {
    expect(deliveryAreasFrom({})).toEqual({ stationery: ['Lahore'] });
    expect(deliveryAreasFrom({ STATIONERY_CITIES: ' ' })).toEqual({ stationery: ['Lahore'] });
  });

  it('reads cities separated by commas, trimmed and once each', () => {
    expect(deliveryAreasFrom({ STATIONERY_CITIES: 'Lahore, Islamabad ,Lahore,' })).toEqual({
      stationery: ['Lahore', 'Islamabad'],
    });
  });

  it('lifts the limit with *', () => {
    expect(deliveryAreasFrom({ STATIONERY_CITIES: '*' })).toEqual({});
  });

  it('refuses what is not a list of city names, saying what it expects', () => {
    expect(() => deliveryAreasFrom({ STATIONERY_CITIES: 'Lahore; Karachi' })).toThrow(
      'STATIONERY_CITIES must be city names separated by commas (such as "Lahore, Islamabad") or *, got "Lahore; Karachi"',
    );
    expect(() => deliveryAreasFrom({ STATIONERY_CITIES: ',,' })).toThrow('STATIONERY_CITIES must be');
  });
});
