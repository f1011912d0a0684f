import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GIFT_CARD_MAX_AMOUNT, GIFT_CARD_MIN_AMOUNT, parseGiftCardAmount } from './gift-card-amount.js';

describe('parseGiftCardAmount', () => {
  it('reads digits, with or without thousands separators, around spaces', () => {
    expect(parseGiftCardAmount('1000')).toBe(1000);
    expect(parseGiftCardAmount('10,000')).toBe(10_000);
    expect(parseGiftCardAmount(' 500 ')).toBe(500);
    expect(parseGiftCardAmount('1,00,000')).toBe(100_000);
    expect(parseGiftCardAmount('750.50')).toBe(750.5);
  });

  it('refuses what Number() reads as Rs. 1,000 but nobody types for it: exponents, hex, binary, signs', () => {
    for (const typed of ['1e3', '1E3', '0x3e8', '0b1111101000', '0o1750', '+1000', '-1000', 'Infinity']) {
      expect(parseGiftCardAmount(typed), typed).toBeNull();
    }
  });

  it('refuses misplaced separators, other separators and anything else', () => {
    for (const typed of [
      '',
      ' ',
      '10,00',
      '1,0000',
      ',1000',
      '1000,',
      '10 000',
      '10_000',
      '1.000.',
      'Rs. 500',
      '٥٠٠',
    ]) {
      expect(parseGiftCardAmount(typed), typed).toBeNull();
    }
  });

  it('reads back every whole amount as written with or without its separators', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (rupees) => {
        expect(parseGiftCardAmount(String(rupees))).toBe(rupees);
        expect(parseGiftCardAmount(rupees.toLocaleString('en-US'))).toBe(rupees);
        expect(parseGiftCardAmount(rupees.toLocaleString('en-IN'))).toBe(rupees);
      }),
    );
  });

  it('gives a number only for text of digits, commas and one point', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), (typed) => {
        const amount = parseGiftCardAmount(typed);
        if (amount !== null) {
          expect(typed.trim()).toMatch(/^[\d,]+(\.\d+)?$/);
          expect(Number.isFinite(amount)).toBe(true);
        }
      }),
    );
  });

  it('keeps the spec’s range: Rs. 500 to Rs. 10,000', () => {
    expect([GIFT_CARD_MIN_AMOUNT, GIFT_CARD_MAX_AMOUNT]).toEqual([500, 10_000]);
  });
});
