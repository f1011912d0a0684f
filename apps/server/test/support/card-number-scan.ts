import { isLuhnValid } from '@bookshop/domain';

/**
 * Hex digests (SHA-256 of secrets, token hashes) are 32 or more hex characters; 10 in 16 of them
 * are digits, so one in a hundred holds a Luhn-valid run of 13. They are masked before the scan:
 * a card number is at most 19 digits and never sits inside one.
 */
const HEX_DIGEST = /(?<![0-9a-f])[0-9a-f]{32,}(?![0-9a-f])/gi;
/**
 * A UUID (every request id in the logs) is 32 hex characters in dashed groups, and its groups
 * of four can line up into a Luhn-valid run (CI hit 4766-9995-42287 in one); masked the same way.
 */
const UUID = /(?<![0-9a-f-])[0-9a-f]{8}(?:-[0-9a-f]{4}){3}-[0-9a-f]{12}(?![0-9a-f-])/gi;
/**
 * A decimal fraction (a duration the logger or a timer measured, 0.4242424242424242 ms) has long
 * digit runs after its point by nature; a card number is never written as one.
 */
const DECIMAL_FRACTION = /\d+\.\d+/g;

/**
 * Every run of 13 to 19 digits in a text (on its own, or written in groups of four with spaces
 * or dashes, as people type card numbers) that passes the Luhn check: what a card number looks
 * like.
 */
export function luhnValidNumbersIn(text: string): string[] {
  const found: string[] = [];
  text = text.replace(UUID, '<uuid>').replace(HEX_DIGEST, '<digest>').replace(DECIMAL_FRACTION, '<decimal>');
  const patterns = [/(?<!\d)\d{13,19}(?!\d)/g, /(?<![\d])\d{4}(?:[ -]\d{4}){2,3}(?:[ -]?\d{1,3})?(?![\d])/g];
  for (const pattern of patterns) {
    for (const match of text.matchAll(pattern)) {
      const digits = match[0].replace(/[ -]/g, '');
      if (digits.length >= 13 && digits.length <= 19 && isLuhnValid(digits)) found.push(match[0]);
    }
  }
  return found;
}
