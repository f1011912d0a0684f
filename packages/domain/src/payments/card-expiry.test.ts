import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseCardExpiry } from './card-expiry.js';

describe('parseCardExpiry', () => {
  it('reads MM/YY and MM/YYYY, spaces allowed', () => {
    expect(parseCardExpiry('12/29')).toEqual({ expMonth: 12, expYear: 2029 });
    expect(parseCardExpiry('01/30')).toEqual({ expMonth: 1, expYear: 2030 });
    expect(parseCardExpiry(' 3 / 2031 ')).toEqual({ expMonth: 3, expYear: 2031 });
  });

  it('refuses what is not a month of a year', () => {
    for (const text of ['13/29', '0/29', '00/29', '1229', '12/9', '12/203', '12-29', 'MM/YY', ''])
      expect(parseCardExpiry(text), text).toBeNull();
  });

  it('gives back any month of this century typed as MM/YY', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 0, max: 99 }), (month, year) => {
        const typed = `${String(month).padStart(2, '0')}/${String(year).padStart(2, '0')}`;
        expect(parseCardExpiry(typed)).toEqual({ expMonth: month, expYear: 2000 + year });
      }),
    );
  });
});
