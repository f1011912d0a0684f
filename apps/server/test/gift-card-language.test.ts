import { GIFT_CARD_API_PATHS } from '@bookshop/domain';
import { formActionInLanguage, formatMessage, keepLeftToRight } from '@bookshop/i18n';
import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { giftCards, outbox } from '../src/db/schema/index.js';
import { newGuest, useCheckoutTestApp } from './support/checkout.js';
import { confirmedIntent, GIFT_FORM } from './support/gift-cards.js';

/*
 * The e-gift card is bought by a plain form post, which cannot send the page's language header:
 * the Urdu page names its language in the form's action (`?lang=ur`). The post goes back to the
 * Urdu gift card page, refusals are worded in Urdu, and the card's e-mails are written in Urdu,
 * whatever the browser's Accept-Language says.
 */

const t = useCheckoutTestApp();
let buyer: string;
let posts = 0;
beforeAll(async () => {
  buyer = await newGuest(t.app);
});

function postFromUrduPage(fields: Record<string, string>) {
  return t.app.inject({
    method: 'POST',
    url: formActionInLanguage('ur', GIFT_CARD_API_PATHS.purchase),
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'en-GB' },
    payload: new URLSearchParams(fields).toString(),
    remoteAddress: `10.14.0.${++posts}`,
  });
}

function locationOf(res: { headers: Record<string, unknown> }): URL {
  return new URL(String(res.headers.location), 'https://shop.example.pk');
}

describe('an e-gift card bought from the Urdu page', () => {
  it('goes back to the Urdu gift card page with the receipt, and both e-mails are in Urdu', async () => {
    const payment = await confirmedIntent(t.app, buyer, '4242424242424242');
    const res = await postFromUrduPage({ ...GIFT_FORM, ...payment });
    expect(res.statusCode).toBe(303);
    const back = locationOf(res);
    expect(back.pathname).toBe('/ur/gift-card');
    expect(back.searchParams.get('receipt')).toMatch(/^\d+\./);

    const [card] = await t.database.db
      .select({ language: giftCards.language })
      .from(giftCards)
      .where(eq(giftCards.paymentIntentId, payment.payment_intent_id));
    expect(card?.language).toBe('ur');
    const newestMailTo = async (recipient: string) =>
      (
        await t.database.db
          .select({ subject: outbox.subject, html: outbox.html })
          .from(outbox)
          .where(eq(outbox.recipient, recipient))
          .orderBy(desc(outbox.id))
          .limit(1)
      )[0];
    const recipientMail = await newestMailTo(GIFT_FORM.recipient_email);
    const receiptMail = await newestMailTo(GIFT_FORM.email);
    expect(receiptMail?.html).toMatch(/<html[^>]*\bdir="rtl"/);
    expect(recipientMail?.subject).toBe(
      formatMessage('ur', 'mail.giftCard.recipientSubject', {
        buyer: GIFT_FORM.name,
        amount: keepLeftToRight('ur', 'Rs. 2,500'),
      }),
    );
  });

  it('refuses a form without the policy accepted back to the Urdu page, worded in Urdu', async () => {
    const payment = await confirmedIntent(t.app, buyer, '4242424242424242');
    const res = await postFromUrduPage({ ...GIFT_FORM, ...payment, policy_check: '' });
    expect(res.statusCode).toBe(303);
    const back = locationOf(res);
    expect(back.pathname).toBe('/ur/gift-card');
    const errors = JSON.parse(back.searchParams.get('errors') ?? '{}') as Record<string, string[]>;
    expect(Object.keys(errors)).toEqual(['policy_check']);
    expect(errors.policy_check?.[0]).toMatch(/[\u0600-\u06FF]/);
  });

  it('leaves an English post as it was: back to /gift-card', async () => {
    const payment = await confirmedIntent(t.app, buyer, '4242424242424242');
    const res = await t.app.inject({
      method: 'POST',
      url: GIFT_CARD_API_PATHS.purchase,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ ...GIFT_FORM, ...payment, policy_check: '' }).toString(),
      remoteAddress: '10.14.1.1',
    });
    expect(locationOf(res).pathname).toBe('/gift-card');
  });
});
