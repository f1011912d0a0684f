import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isPakistaniMobile } from './is-pakistani-mobile.js';
import { normalizePhone } from './normalize-phone.js';

/** Pakistani mobiles written the ways shoppers write them. */
const writtenMobile = fc
  .record({
    prefix: fc.constantFrom('0', '+92 ', '+92', '0092 ', '+92-'),
    operator: fc.integer({ min: 300, max: 349 }).filter((code) => code !== 338),
    separator: fc.constantFrom('', ' ', '-'),
    subscriber: fc.integer({ min: 0, max: 9_999_999 }),
    padding: fc.constantFrom('', ' ', '  '),
  })
  .map(
    ({ prefix, operator, separator, subscriber, padding }) =>
      `${padding}${prefix}${operator}${separator}${String(subscriber).padStart(7, '0')}${padding}`,
  );

describe('normalizePhone', () => {
  it('gives Pakistani mobiles in E.164 form', () => {
    expect(normalizePhone('0300 1234567')).toBe('+923001234567');
    expect(normalizePhone('+92 300 1234567')).toBe('+923001234567');
    expect(normalizePhone(' 0345-7654321 ')).toBe('+923457654321');
  });

  it('gives anything else back trimmed', () => {
    expect(normalizePhone(' 042 35761234 ')).toBe('042 35761234');
    expect(normalizePhone('+447911123456')).toBe('+447911123456');
    expect(normalizePhone('')).toBe('');
  });

  it('turns every written form of a mobile into a valid +92 number', () => {
    fc.assert(
      fc.property(writtenMobile, (phone) => {
        const normalized = normalizePhone(phone);
        expect(normalized).toMatch(/^\+923\d{9}$/);
        expect(isPakistaniMobile(normalized)).toBe(true);
      }),
    );
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.oneof(writtenMobile, fc.string(), fc.stringMatching(/^[+\d\s()-]{0,20}$/)), (phone) => {
        const once = normalizePhone(phone);
        expect(normalizePhone(once)).toBe(once);
      }),
      { numRuns: 1000 },
    );
  });
});
