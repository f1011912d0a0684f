import {
  GIFT_CARD_MAX_AMOUNT,
  GIFT_CARD_MIN_AMOUNT,
  GIFT_CARD_PAYMENT_FIELD,
  GIFT_CARD_SECRET_FIELD,
  GIFT_CARD_SHOPPER_FIELD,
  looksLikeGiftCardCode,
  normalizeGiftCardCode,
  parseGiftCardAmount,
} from '@bookshop/domain';
import { rupees } from '@bookshop/i18n/core';
import { boolean, type InferType, number, object, string } from 'yup';
import { email, mobile, text } from '../fields.js';
import { type CatalogueMessage, msg } from '../messages.js';

const amountHint = msg('giftCard.amountHint', {
  min: rupees(GIFT_CARD_MIN_AMOUNT),
  max: rupees(GIFT_CARD_MAX_AMOUNT),
});
const agreementRequired = msg('giftCard.agreementRequired');
const bankCardsOnly = msg('giftCard.bankCardsOnly');
const invalidCode = msg('giftCard.invalidCode');
/** Longer than any name; a bound so a form post cannot fill the database. */
const NAME_MAX = 100;

/**
 * Reads a typed amount: digits with the thousands separators shoppers type ('5,000'), nothing
 * else ('1e3' and '0x3e8' are not Rs. 1,000); what is not an amount gets the form's hint.
 */
function parseAmount(_: unknown, original: unknown): unknown {
  if (typeof original !== 'string') return original;
  if (original.trim() === '') return undefined;
  return parseGiftCardAmount(original) ?? Number.NaN;
}

/** A ticked HTML checkbox posts 'on' unless it has a value; both mean yes. */
function parseTicked(value: unknown, original: unknown): unknown {
  return original === 'on' ? true : value;
}

const name = (required: CatalogueMessage) =>
  text()
    .required(required)
    .test(
      'max',
      msg('form.atMostCharacters', { max: NAME_MAX }),
      (value) => !value || value.length <= NAME_MAX,
    );

/**
 * The e-gift card form (spec section 5). Every out-of-range amount shows the form's own hint,
 * since that hint is what tells the shopper the range.
 */
export const giftCardSchema = object({
  amount: number()
    .transform(parseAmount)
    .typeError(amountHint)
    .required(msg('giftCard.amountRequired'))
    .min(GIFT_CARD_MIN_AMOUNT, amountHint)
    .max(GIFT_CARD_MAX_AMOUNT, amountHint)
    .integer(msg('giftCard.amountWhole')),
  recipient_name: name(msg('giftCard.recipientNameRequired')),
  recipient_email: email(msg('giftCard.recipientEmailRequired'), msg('account.emailInvalid')),
  recipient_mobile: mobile(msg('address.phoneRequired'), msg('address.phoneInvalid')),
  name: name(msg('giftCard.nameRequired')),
  email: email(msg('account.emailRequired'), msg('account.emailInvalid')),
  mobile: mobile(msg('address.phoneRequired'), msg('address.phoneInvalid')),
  policy_check: boolean()
    .transform(parseTicked)
    .typeError(agreementRequired)
    .required(agreementRequired)
    .oneOf([true], agreementRequired),
});

/** Valid e-gift card values. */
export type GiftCardValues = InferType<typeof giftCardSchema>;

/** A payment field of the form post: required, of the given shape, else "bank cards only". */
const paymentField = (shape: RegExp) =>
  string().typeError(bankCardsOnly).trim().required(bankCardsOnly).matches(shape, bankCardsOnly);

/**
 * The body of the `POST /update_e_gift_card` form post: the e-gift fields, the sandbox
 * provider's intent the bank card was confirmed on (never a card number: bank cards only,
 * spec section 5), that intent's client secret and the token of the shopper who made it (a plain
 * form post carries no `Authorization` header). Whether the secret and the shopper are the
 * intent's own is the server's to check.
 */
export const giftCardPurchaseSchema = giftCardSchema.shape({
  [GIFT_CARD_PAYMENT_FIELD]: paymentField(/^pi_[A-Za-z0-9_-]{10,64}$/),
  [GIFT_CARD_SECRET_FIELD]: paymentField(/^[A-Za-z0-9_-]{10,200}$/),
  [GIFT_CARD_SHOPPER_FIELD]: paymentField(/^[A-Za-z0-9_-]{32,128}$/),
});

/** A valid gift card purchase form post. */
export type GiftCardPurchaseValues = InferType<typeof giftCardPurchaseSchema>;

/**
 * A gift card code as typed at checkout, normalised (capitals, no spaces or dashes). Anything that
 * cannot be a code gets the same message as a wrong code, so the answer tells a guesser nothing.
 */
export const giftCardCodeSchema = object({
  code: string()
    .transform((value: unknown) => (typeof value === 'string' ? normalizeGiftCardCode(value) : value))
    .required(invalidCode)
    .test('code', invalidCode, (value) => !value || looksLikeGiftCardCode(value)),
});

/** A code that could be one: {@link giftCardCodeSchema}'s value. */
export type GiftCardCodeValues = InferType<typeof giftCardCodeSchema>;

/**
 * The optional `gift_card_code` of a place-order body: normalised when given, left out when
 * blank, and the one generic message for anything that cannot be a code.
 */
export function optionalGiftCardCode() {
  return string()
    .transform((value: unknown) =>
      typeof value === 'string' && value.trim() !== '' ? normalizeGiftCardCode(value) : undefined,
    )
    .test('code', invalidCode, (value) => value === undefined || looksLikeGiftCardCode(value));
}
