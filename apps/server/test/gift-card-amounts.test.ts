import { GIFT_CARD_API_PATHS, GIFT_CARD_MESSAGES } from '@bookshop/domain';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { giftCards } from '../src/db/schema/index.js';
import { countRows, newGuest, useCheckoutTestApp } from './support/checkout.js';
import { confirmedIntent, GIFT_FORM, postGiftCardForm, redirectParams } from './support/gift-cards.js';

/*
 * The amount of an e-gift card is digits with optional thousands separators. '1e3' and '0x3e8'
 * were bought as Rs. 1,000 (Number() reads them so); they go back to the form with the spec's
 * amount message, charging nothing.
 */

const t = useCheckoutTestApp();
let buyer: string;
beforeAll(async () => {
  buyer = await newGuest(t.app);
});

function errorsOf(res: LightMyRequestResponse): Record<string, string[]> {
  return JSON.parse(redirectParams(res).get('errors') ?? '{}');
}

describe('the gift card amount of the form post', () => {
  it.each(['1e3', '0x3e8', '1E3', '0b1111101000', '+1000', '1,0000'])(
    'refuses %s with the amount hint, charging nothing and storing no card',
    async (amount) => {
      const payment = await confirmedIntent(t.app, buyer, '4242424242424242');
      const payments = await countRows(t.database.db, 'sandbox_provider_payments');
      const res = await postGiftCardForm(t.app, { ...GIFT_FORM, ...payment, amount });
      expect(res.statusCode).toBe(303);
      expect(errorsOf(res)).toEqual({ amount: [GIFT_CARD_MESSAGES.amountHint] });
      expect(await countRows(t.database.db, 'sandbox_provider_payments')).toBe(payments);
      const stored = await t.database.db
        .select()
        .from(giftCards)
        .where(eq(giftCards.paymentIntentId, payment.payment_intent_id));
      expect(stored).toEqual([]);
    },
  );

  it('buys Rs. 1,000 typed as 1,000 (and 1000 reads the same)', async () => {
    const payment = await confirmedIntent(t.app, buyer, '4242424242424242');
    const res = await postGiftCardForm(t.app, { ...GIFT_FORM, ...payment, amount: '1,000' });
    expect(res.statusCode).toBe(303);
    expect(redirectParams(res).get('receipt')).toBeTruthy();
    const [stored] = await t.database.db
      .select({ amount: giftCards.amount })
      .from(giftCards)
      .where(eq(giftCards.paymentIntentId, payment.payment_intent_id));
    expect(stored?.amount).toBe(1000);
  });

  it('sends an amount given twice back to the form with a field message, rather than buying the last one', async () => {
    const payment = await confirmedIntent(t.app, buyer, '4242424242424242');
    const form = new URLSearchParams({ ...GIFT_FORM, ...payment });
    form.append('amount', '2000');
    const res = await t.app.inject({
      method: 'POST',
      url: GIFT_CARD_API_PATHS.purchase,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form.toString(),
      remoteAddress: '10.13.0.1',
    });
    expect(res.statusCode).toBe(303);
    expect(errorsOf(res).amount).toEqual([expect.any(String)]);
  });
});
