import { describe, expect, it } from 'vitest';
import { formatRupees } from './format-rupees.js';

describe('formatRupees', () => {
  it('prints whole rupees with thousands separators', () => {
    expect(formatRupees(1234)).toBe('Rs. 1,234');
    expect(formatRupees(1234567)).toBe('Rs. 1,234,567');
    expect(formatRupees(500)).toBe('Rs. 500');
    expect(formatRupees(0)).toBe('Rs. 0');
  });

  it('rounds to whole rupees', () => {
    expect(formatRupees(999.5)).toBe('Rs. 1,000');
    expect(formatRupees(999.4)).toBe('Rs. 999');
  });

  it('puts the minus before Rs. and never prints -0', () => {
    expect(formatRupees(-50)).toBe('-Rs. 50');
    expect(formatRupees(-1500)).toBe('-Rs. 1,500');
    expect(formatRupees(-0.4)).toBe('Rs. 0');
  });

  it('shows a missing amount as Rs. 0', () => {
    expect(formatRupees(null)).toBe('Rs. 0');
    expect(formatRupees(undefined)).toBe('Rs. 0');
    expect(formatRupees(Number.NaN)).toBe('Rs. 0');
  });
});
