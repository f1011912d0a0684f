import { type CardNetwork, cardNetworkOf, isLuhnValid } from '@bookshop/domain';

/** Every charge on this card is declined (DESIGN.md); it can still be saved. */
export const DECLINED_TEST_CARD = '4000000000000002';
export const SUCCEEDING_VISA_TEST_CARD = '4242424242424242';

export type TestCardVerdict =
  | { ok: true; network: CardNetwork; declinesCharges: boolean }
  | { ok: false; message: string };

export const NOT_A_TEST_CARD =
  'This is the sandbox: use 4242 4242 4242 4242, 4000 0000 0000 0002, or a Mastercard or American Express test number.';

/**
 * How the sandbox treats a card (DESIGN.md): 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002
 * is saved but declined on every charge, any other Mastercard or Amex number that passes Luhn
 * succeeds; other Visa numbers are not sandbox cards.
 */
export function judgeTestCard(digits: string): TestCardVerdict {
  if (!isLuhnValid(digits)) return { ok: false, message: 'Your card number is invalid.' };
  const network = cardNetworkOf(digits);
  if (!network)
    return { ok: false, message: 'Only Visa, Mastercard and American Express cards are accepted.' };
  if (digits === SUCCEEDING_VISA_TEST_CARD) return { ok: true, network, declinesCharges: false };
  if (digits === DECLINED_TEST_CARD) return { ok: true, network, declinesCharges: true };
  if (network === 'visa') return { ok: false, message: NOT_A_TEST_CARD };
  return { ok: true, network, declinesCharges: false };
}

/** Whether month and four-digit year are this month or later. */
export function isUnexpired(expMonth: number, expYear: number, now: Date): boolean {
  if (!Number.isInteger(expMonth) || expMonth < 1 || expMonth > 12 || !Number.isInteger(expYear))
    return false;
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  return expYear * 12 + (expMonth - 1) >= thisMonth;
}
