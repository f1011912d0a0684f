import { type CardNetwork, cardNetworkOf, isLuhnValid } from '@bookshop/domain';
import { type MessageRef, messageRef } from '@bookshop/i18n';

/** Every charge on this card is declined (DESIGN.md); it can still be saved. */
export const DECLINED_TEST_CARD = '4000000000000002';
export const SUCCEEDING_VISA_TEST_CARD = '4242424242424242';

/** A refusal is a catalogue reference: the route words it in the shopper's language. */
export type TestCardVerdict =
  | { ok: true; network: CardNetwork; declinesCharges: boolean }
  | { ok: false; refusal: MessageRef };

/** A Visa number other than the two test cards. */
export const NOT_A_TEST_CARD = messageRef('checkout.sandbox.notTestCard', {
  good: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
});

/**
 * How the sandbox treats a card (DESIGN.md): 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002
 * is saved but declined on every charge, any other Mastercard or Amex number that passes Luhn
 * succeeds; other Visa numbers are not sandbox cards.
 */
export function judgeTestCard(digits: string): TestCardVerdict {
  if (!isLuhnValid(digits)) return { ok: false, refusal: messageRef('checkout.newCard.numberInvalid') };
  const network = cardNetworkOf(digits);
  if (!network) return { ok: false, refusal: messageRef('checkout.newCard.networkNotAccepted') };
  if (digits === SUCCEEDING_VISA_TEST_CARD) return { ok: true, network, declinesCharges: false };
  if (digits === DECLINED_TEST_CARD) return { ok: true, network, declinesCharges: true };
  if (network === 'visa') return { ok: false, refusal: NOT_A_TEST_CARD };
  return { ok: true, network, declinesCharges: false };
}

/** Whether month and four-digit year are this month or later. */
export function isUnexpired(expMonth: number, expYear: number, now: Date): boolean {
  if (!Number.isInteger(expMonth) || expMonth < 1 || expMonth > 12 || !Number.isInteger(expYear))
    return false;
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  return expYear * 12 + (expMonth - 1) >= thisMonth;
}
