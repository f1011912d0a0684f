/**
 * The characters of a gift card code: capital letters and digits without the look-alikes
 * 0/O and 1/I/L, so a code read from an e-mail is typed right (31 characters).
 */
export const GIFT_CARD_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** Characters in a code: 16, each one of 31, about 79 random bits; guessing is hopeless. */
export const GIFT_CARD_CODE_LENGTH = 16;

/**
 * A code as the shop compares it: capitals, without the spaces and dashes people type or the
 * e-mail shows (`abcd-efgh…` and `ABCDEFGH…` are the same code).
 */
export function normalizeGiftCardCode(typed: string): string {
  return typed.toUpperCase().replace(/[\s-]/g, '');
}

/** A code in groups of four for reading, e.g. `ABCD-EFGH-JKMN-PQRS`. */
export function formatGiftCardCode(code: string): string {
  return normalizeGiftCardCode(code).replace(/(.{4})(?=.)/g, '$1-');
}

/** Whether typed text could be a code at all (right length and characters), before asking. */
export function looksLikeGiftCardCode(typed: string): boolean {
  const code = normalizeGiftCardCode(typed);
  return code.length === GIFT_CARD_CODE_LENGTH && [...code].every((c) => GIFT_CARD_CODE_ALPHABET.includes(c));
}
