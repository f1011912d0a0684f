import { describe, expect, it } from 'vitest';
import { parseCardExpiry } from './card-expiry';

describe('parseCardExpiry', () => {
  it('reads MM/YY and MM/YYYY, spaces allowed', () => {
    expect(parseCardExpiry('12/29')).toEqual({ expMonth: 12, expYear: 2029 });
    expect(parseCardExpiry(' 3 / 2031 ')).toEqual({ expMonth: 3, expYear: 2031 });
  });

  it('refuses what is not a month of a year', () => {
    for (const text of ['13/29', '0/29', '1229', '12/9', '']) expect(parseCardExpiry(text), text).toBeNull();
  });
});
