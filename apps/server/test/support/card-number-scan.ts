import { isLuhnValid } from '@bookshop/domain';

/**
 * Every run of 13 to 19 digits in a text (on its own, or written in groups of four with spaces
 * or dashes, as people type card numbers) that passes the Luhn check: what a card number looks
 * like.
 */
export function luhnValidNumbersIn(text: string): string[] {
  const found: string[] = [];
  const patterns = [/(?<!\d)\d{13,19}(?!\d)/g, /(?<![\d])\d{4}(?:[ -]\d{4}){2,3}(?:[ -]?\d{1,3})?(?![\d])/g];
  for (const pattern of patterns) {
    for (const match of text.matchAll(pattern)) {
      const digits = match[0].replace(/[ -]/g, '');
      if (digits.length >= 13 && digits.length <= 19 && isLuhnValid(digits)) found.push(match[0]);
    }
  }
  return found;
}
