import type { CardNetwork } from '../entities/payment-method.js';

/** The card number's digits, without the spaces and dashes people type. */
export function cardDigits(input: string): string {
  return input.replace(/[\s-]/g, '');
}

/** Whether a string of 13 to 19 digits passes the Luhn check, as every real card number does. */
export function isLuhnValid(digits: string): boolean {
  if (!/^\d{13,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/**
 * The card network from the leading digits: Visa 4, Mastercard 51–55 and 2221–2720, American
 * Express 34 and 37; null for any other network, which the shop does not take.
 */
export function cardNetworkOf(digits: string): CardNetwork | null {
  if (/^3[47]\d{13}$/.test(digits)) return 'amex';
  if (/^4\d{12}(\d{3}){0,2}$/.test(digits)) return 'visa';
  const two = Number(digits.slice(0, 2));
  const four = Number(digits.slice(0, 4));
  if (digits.length === 16 && ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720)))
    return 'mastercard';
  return null;
}

/**
 * The BIN a shop may keep: the first 8 digits of a card of 16 or more digits, else the first 6
 * (the payment card industry's limits on what may be stored beside the last four).
 */
export function cardBin(digits: string): string {
  return digits.slice(0, digits.length >= 16 ? 8 : 6);
}
