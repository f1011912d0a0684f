import { createHash, randomBytes, randomInt } from 'node:crypto';
import { GIFT_CARD_CODE_ALPHABET, GIFT_CARD_CODE_LENGTH, normalizeGiftCardCode } from '@bookshop/domain';

/** A new gift card code: 16 characters drawn uniformly (randomInt) from the code alphabet. */
export function newGiftCardCode(): string {
  let code = '';
  for (let i = 0; i < GIFT_CARD_CODE_LENGTH; i += 1)
    code += GIFT_CARD_CODE_ALPHABET[randomInt(GIFT_CARD_CODE_ALPHABET.length)];
  return code;
}

/**
 * What the shop stores of a code: its SHA-256. A salt would make the code impossible to look up;
 * it is not needed, since ~79 random bits cannot be found by hashing guesses.
 */
export function hashGiftCardCode(typed: string): string {
  return createHash('sha256').update(normalizeGiftCardCode(typed)).digest('hex');
}

/** A random key and its hash: the buyer's browser keeps the key, the shop only the hash. */
export function newReceiptKey(): { key: string; hash: string } {
  const key = randomBytes(24).toString('base64url');
  return { key, hash: hashReceiptKey(key) };
}

export function hashReceiptKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}
