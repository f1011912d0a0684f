import { describe, expect, it } from 'vitest';
import { isPakistaniMobile, parsePakistaniMobile } from './is-pakistani-mobile.js';

describe('isPakistaniMobile', () => {
  it.each([
    '03001234567',
    '0300 1234567',
    '0300-1234567',
    '+92 300 1234567',
    '+923001234567',
    '0092 300 1234567',
    '+92 (345) 123-4567',
  ])('accepts %s', (phone) => {
    expect(isPakistaniMobile(phone)).toBe(true);
  });

  it.each([
    ['a landline', '042 35761234'],
    ['a landline with code', '+92 42 35761234'],
    ['a foreign mobile', '+447911123456'],
    ['too short', '0300123456'],
    ['too long', '030012345678'],
    ['a number inside text', 'call 03001234567 now'],
    ['a number with an extension', '03001234567 ext. 12'],
    ['letters', 'not a phone'],
    ['nothing', ''],
  ])('refuses %s', (_, phone) => {
    expect(isPakistaniMobile(phone)).toBe(false);
  });

  it('refuses missing values', () => {
    expect(isPakistaniMobile(null)).toBe(false);
    expect(isPakistaniMobile(undefined)).toBe(false);
  });

  it('gives the parsed number for valid mobiles', () => {
    expect(parsePakistaniMobile('0300 1234567')?.number).toBe('+923001234567');
    expect(parsePakistaniMobile('042 35761234')).toBeUndefined();
  });
});
