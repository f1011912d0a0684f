import { describe, expect, it } from 'vitest';
import { object } from 'yup';
import { errorsFor, validValue } from '../test-support.js';
import {
  giftCardCodeSchema,
  giftCardPurchaseSchema,
  giftCardSchema,
  optionalGiftCardCode,
} from './gift-card-schema.js';

const valid = {
  amount: 2500,
  recipient_name: 'Sara',
  recipient_email: 'sara@example.pk',
  recipient_mobile: '0321 1234567',
  name: 'Ayesha',
  email: 'ayesha@example.pk',
  mobile: '+92 300 1234567',
  policy_check: true,
};

const hint = 'Rs. 500 to Rs. 10,000 only*';

describe('giftCardSchema', () => {
  it('accepts a gift card, with mobiles in E.164 form', () => {
    expect(validValue(giftCardSchema, valid)).toEqual({
      ...valid,
      recipient_mobile: '+923211234567',
      mobile: '+923001234567',
    });
  });

  it('reads the amount as typed, thousands separators included', () => {
    expect(validValue(giftCardSchema, { ...valid, amount: '10,000' })).toMatchObject({ amount: 10_000 });
    expect(validValue(giftCardSchema, { ...valid, amount: ' 500 ' })).toMatchObject({ amount: 500 });
  });

  it('refuses amounts that are not digits with thousands separators, such as 1e3 and 0x3e8, with the hint', () => {
    for (const amount of ['1e3', '0x3e8', '0b1111101000', '+1000', '10 000', '1,0000']) {
      expect(errorsFor(giftCardSchema, { ...valid, amount }), amount).toEqual({ amount: [hint] });
    }
    expect(validValue(giftCardSchema, { ...valid, amount: '1000' })).toMatchObject({ amount: 1000 });
    expect(errorsFor(giftCardSchema, { ...valid, amount: '750.50' })).toEqual({
      amount: ['The amount should be in whole rupees'],
    });
  });

  it('requires every field', () => {
    expect(errorsFor(giftCardSchema, { amount: '' })).toEqual({
      amount: ['The amount field is required.'],
      recipient_name: ['The recipient name field is required.'],
      recipient_email: ['The recipient email field is required.'],
      recipient_mobile: ['Phone field is required.'],
      name: ['The name field is required.'],
      email: ['The email field is required.'],
      mobile: ['Phone field is required.'],
      policy_check: ['Please confirm that gift cards are non-refundable and for one time use only.'],
    });
  });

  it('keeps the amount within Rs. 500 to Rs. 10,000, showing the form’s hint', () => {
    expect(errorsFor(giftCardSchema, { ...valid, amount: 499 })).toEqual({ amount: [hint] });
    expect(errorsFor(giftCardSchema, { ...valid, amount: 10_001 })).toEqual({ amount: [hint] });
    expect(errorsFor(giftCardSchema, { ...valid, amount: 'lots' })).toEqual({ amount: [hint] });
    expect(errorsFor(giftCardSchema, { ...valid, amount: 500 })).toEqual({});
    expect(errorsFor(giftCardSchema, { ...valid, amount: 10_000 })).toEqual({});
  });

  it('takes whole rupees only', () => {
    expect(errorsFor(giftCardSchema, { ...valid, amount: 750.5 })).toEqual({
      amount: ['The amount should be in whole rupees'],
    });
  });

  it('requires valid emails and Pakistani mobiles', () => {
    expect(
      errorsFor(giftCardSchema, {
        ...valid,
        recipient_email: 'sara',
        email: 'x@',
        recipient_mobile: '123',
        mobile: '042 35761234',
      }),
    ).toEqual({
      recipient_email: ['Invalid email'],
      email: ['Invalid email'],
      recipient_mobile: ['Invalid phone number'],
      mobile: ['Invalid phone number'],
    });
  });

  it('requires the non-refundable agreement to be ticked', () => {
    expect(errorsFor(giftCardSchema, { ...valid, policy_check: false })).toEqual({
      policy_check: ['Please confirm that gift cards are non-refundable and for one time use only.'],
    });
  });
});

describe('giftCardSchema as a form post sends it', () => {
  it('reads every field from text, a ticked box as on or true', () => {
    const posted = { ...valid, amount: '2,500', policy_check: 'on' };
    expect(validValue(giftCardSchema, posted)).toMatchObject({ amount: 2500, policy_check: true });
    expect(validValue(giftCardSchema, { ...posted, policy_check: 'true' })).toMatchObject({
      policy_check: true,
    });
  });

  it('refuses names longer than 100 characters', () => {
    expect(errorsFor(giftCardSchema, { ...valid, recipient_name: 'a'.repeat(101) })).toEqual({
      recipient_name: ['At most 100 characters'],
    });
  });
});

describe('giftCardPurchaseSchema', () => {
  const paid = {
    payment_intent_id: 'pi_abcdefghijklmnop',
    client_secret: 'pi_abcdefghijklmnop_secret_Qx9-zz',
    shopper_token: 'T'.repeat(43),
  };
  const bankCardsOnly = ['Gift cards are paid by bank card only.'];

  it('needs the provider intent the bank card was confirmed on, and nothing that looks like a card', () => {
    expect(errorsFor(giftCardPurchaseSchema, { ...valid, ...paid, payment_intent_id: '' })).toEqual({
      payment_intent_id: bankCardsOnly,
    });
    expect(
      errorsFor(giftCardPurchaseSchema, { ...valid, ...paid, payment_intent_id: '4242424242424242' }),
    ).toEqual({ payment_intent_id: bankCardsOnly });
    expect(errorsFor(giftCardPurchaseSchema, { ...valid, ...paid })).toEqual({});
  });

  it('needs the intent’s client secret and the shopper’s token beside its id: an id alone buys nothing', () => {
    expect(
      errorsFor(giftCardPurchaseSchema, { ...valid, payment_intent_id: paid.payment_intent_id }),
    ).toEqual({
      client_secret: bankCardsOnly,
      shopper_token: bankCardsOnly,
    });
    expect(
      errorsFor(giftCardPurchaseSchema, {
        ...valid,
        ...paid,
        client_secret: 'no spaces allowed',
        shopper_token: 'short',
      }),
    ).toEqual({ client_secret: bankCardsOnly, shopper_token: bankCardsOnly });
  });
});

describe('giftCardCodeSchema', () => {
  it('normalises a typed code and gives one message for anything that cannot be one', () => {
    expect(validValue(giftCardCodeSchema, { code: 'abcd-efgh jkmn-pqrs' })).toEqual({
      code: 'ABCDEFGHJKMNPQRS',
    });
    for (const code of ['', 'ABCD', 'ABCD-EFGH-JKMN-PQR0', null])
      expect(errorsFor(giftCardCodeSchema, { code })).toEqual({
        code: ['This gift card code is not valid.'],
      });
  });
});

describe('optionalGiftCardCode', () => {
  const schema = object({ gift_card_code: optionalGiftCardCode() });

  it('is left out when blank and normalised when given', () => {
    expect(validValue(schema, {})).toEqual({});
    expect(validValue(schema, { gift_card_code: '  ' })).toEqual({});
    expect(validValue(schema, { gift_card_code: 'abcd efgh-jkmn-pqrs' })).toEqual({
      gift_card_code: 'ABCDEFGHJKMNPQRS',
    });
  });

  it('refuses what cannot be a code with the one generic message', () => {
    expect(errorsFor(schema, { gift_card_code: 'WELCOME10' })).toEqual({
      gift_card_code: ['This gift card code is not valid.'],
    });
  });
});
