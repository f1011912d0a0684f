import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatGiftCardCode,
  GIFT_CARD_CODE_ALPHABET,
  GIFT_CARD_CODE_LENGTH,
  looksLikeGiftCardCode,
  normalizeGiftCardCode,
} from './gift-card-code.js';

describe('gift card codes', () => {
  it('use 31 characters without the look-alikes 0, O, 1, I and L', () => {
    expect(GIFT_CARD_CODE_ALPHABET).toHaveLength(31);
    expect(new Set(GIFT_CARD_CODE_ALPHABET).size).toBe(31);
    for (const c of '0O1IL') expect(GIFT_CARD_CODE_ALPHABET).not.toContain(c);
  });

  it('are compared without case, spaces or dashes', () => {
    expect(normalizeGiftCardCode(' abcd-efgh jkmn-pqrs ')).toBe('ABCDEFGHJKMNPQRS');
  });

  it('are shown in groups of four', () => {
    expect(formatGiftCardCode('ABCDEFGHJKMNPQRS')).toBe('ABCD-EFGH-JKMN-PQRS');
  });

  it('are recognised as typed, formatted or not, and refused when short or with foreign characters', () => {
    expect(looksLikeGiftCardCode('abcd-efgh-jkmn-pqrs')).toBe(true);
    expect(looksLikeGiftCardCode('ABCD-EFGH-JKMN-PQR')).toBe(false);
    expect(looksLikeGiftCardCode('ABCD-EFGH-JKMN-PQR0')).toBe(false);
  });

  it('read back the same after formatting', () => {
    const code = fc
      .array(fc.constantFrom(...GIFT_CARD_CODE_ALPHABET), {
        minLength: GIFT_CARD_CODE_LENGTH,
        maxLength: GIFT_CARD_CODE_LENGTH,
      })
      .map((chars) => chars.join(''));
    fc.assert(
      fc.property(code, (c) => {
        expect(normalizeGiftCardCode(formatGiftCardCode(c))).toBe(c);
        expect(looksLikeGiftCardCode(formatGiftCardCode(c).toLowerCase())).toBe(true);
      }),
    );
  });
});
