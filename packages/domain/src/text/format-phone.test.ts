import { describe, expect, it } from 'vitest';
import { formatPhone } from './format-phone.js';

describe('formatPhone', () => {
  it.each([
    ['+923001234567', '+92 300 1234567'],
    ['+92 300 1234567', '+92 300 1234567'],
    ['03001234567', '+92 300 1234567'],
    ['0300-1234567', '+92 300 1234567'],
    ['00923211234567', '+92 321 1234567'],
    ['923451234567', '+92 345 1234567'],
  ])('shows %s as %s', (given, shown) => {
    expect(formatPhone(given)).toBe(shown);
  });

  it('shows a number that is not a Pakistani mobile as given, trimmed', () => {
    expect(formatPhone(' +44 20 7946 0958 ')).toBe('+44 20 7946 0958');
    expect(formatPhone('042 1234567')).toBe('042 1234567');
  });

  it('gives null for a missing or blank number', () => {
    expect(formatPhone(null)).toBeNull();
    expect(formatPhone(undefined)).toBeNull();
    expect(formatPhone('  ')).toBeNull();
  });
});
