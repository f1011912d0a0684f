import { randomUUID } from 'node:crypto';
import {
  GIFT_CARD_MESSAGES,
  type GiftCard,
  type GiftCardCheckResponse,
  type GiftCardReceiptResponse,
} from '@bookshop/domain';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { giftCards, orders, outbox, sandboxProviderPayments } from '../src/db/schema/index.js';
import { hashGiftCardCode } from '../src/gift-cards/gift-card-code.js';
import { createOutboxRepository } from '../src/mail/repository.js';
import { createSandboxProvider } from '../src/payments/sandbox/sandbox-provider.js';
import {
  auth,
  bookWithStock,
  countRows,
  newGuest,
  orderBody,
  readyGuest,
  useCheckoutTestApp,
} from './support/checkout.js';
import { mismatches, shape } from './support/contract-shape.js';
import {
  buyGiftCard,
  codeFromOutbox,
  confirmedIntent,
  GIFT_FORM,
  postGiftCardForm,
  redirectParams,
} from './support/gift-cards.js';
import { saveCard } from './support/sandbox-card.js';

const t = useCheckoutTestApp();
let buyer: string;
beforeAll(async () => {
  buyer = await newGuest(t.app);
});

/** Every field error the form post came back with. */
function errorsOf(res: LightMyRequestResponse): Record<string, string[]> {
  return JSON.parse(redirectParams(res).get('errors') ?? '{}');
}

let addresses = 0;
/** A client address of its own: code guesses are limited per address, and have a test of that. */
function nextAddress(): string {
  addresses += 1;
  return `10.13.${(addresses >> 8) & 255}.${addresses & 255}`;
}

function checkCode(token: string, code: string): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: '/api/gift-cards/check',
    headers: auth(token),
    payload: { code },
    remoteAddress: nextAddress(),
  });
}

/** Places the shopper's order (cash unless the body says otherwise) redeeming a gift card code. */
function orderWithCode(
  g: { token: string; addressId: number; lines: Parameters<typeof orderBody>[0]['lines'] },
  code: string,
  extra: Partial<Parameters<typeof orderBody>[0]> = {},
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: '/api/cart/place-order',
    headers: { ...auth(g.token), 'idempotency-key': randomUUID() },
    payload: { ...orderBody({ addressId: g.addressId, lines: g.lines, ...extra }), gift_card_code: code },
    remoteAddress: nextAddress(),
  });
}

describe('POST /update_e_gift_card: validation', () => {
  it('sends bad input back to the form with the schema’s messages, charging nothing', async () => {
    const payment = await confirmedIntent(t.app, buyer, '4242424242424242');
    const payments = await countRows(t.database.db, 'sandbox_provider_payments');
    const res = await postGiftCardForm(t.app, {
      ...GIFT_FORM,
      amount: '499',
      recipient_mobile: '042 35761234',
      email: 'not-an-email',
      policy_check: '',
      ...payment,
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(errorsOf(res)).toEqual({
      amount: [GIFT_CARD_MESSAGES.amountHint],
      recipient_mobile: ['Invalid phone number'],
      email: ['Invalid email'],
      policy_check: ['Please confirm that gift cards are non-refundable and for one time use only.'],
    });
    expect(await countRows(t.database.db, 'sandbox_provider_payments')).toBe(payments);
    expect(
      await t.database.db
        .select()
        .from(giftCards)
        .where(eq(giftCards.paymentIntentId, payment.payment_intent_id)),
    ).toEqual([]);
  });

  it('requires every field, and a bank card confirmed with the provider', async () => {
    const res = await postGiftCardForm(t.app, {});
    expect(Object.keys(errorsOf(res)).sort()).toEqual(
      [
        'amount',
        'client_secret',
        'email',
        'mobile',
        'name',
        'payment_intent_id',
        'policy_check',
        'recipient_email',
        'recipient_mobile',
        'recipient_name',
        'shopper_token',
      ].sort(),
    );
    expect(errorsOf(res).payment_intent_id).toEqual([GIFT_CARD_MESSAGES.bankCardsOnly]);
  });
});

describe('POST /update_e_gift_card: payment', () => {
  it('charges the card 4242… the amount, e-mails the code and comes back with the result', async () => {
    const paid = await confirmedIntent(t.app, buyer, '4242424242424242');
    const intentId = paid.payment_intent_id;
    const res = await postGiftCardForm(t.app, { ...GIFT_FORM, ...paid });
    expect(res.statusCode).toBe(303);
    // The dialog's form may post only to the shop itself.
    expect(String(res.headers['content-security-policy'])).toContain("form-action 'self'");
    const receipt = redirectParams(res).get('receipt') ?? '';
    expect(receipt).toMatch(/^\d+\.[A-Za-z0-9_-]{20,}$/);

    const shown = await t.app.inject({ method: 'GET', url: `/api/gift-cards/receipt?receipt=${receipt}` });
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['cache-control']).toBe('no-store');
    const { giftCard } = shown.json().data;
    expect(giftCard).toEqual({
      id: Number(receipt.split('.')[0]),
      submitted_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      amount: 2500,
      recipient_name: 'Sara Ahmed',
      recipient_email: 'sara.gift@example.pk',
      recipient_mobile: '+923211234567',
    });

    const [row] = await t.database.db.select().from(giftCards).where(eq(giftCards.id, giftCard.id));
    const [payment] = await t.database.db
      .select()
      .from(sandboxProviderPayments)
      .where(eq(sandboxProviderPayments.reference, `gift-card-${giftCard.id}`));
    expect(payment).toMatchObject({ amount: 2500, status: 'succeeded', method: 'card' });
    expect(row).toMatchObject({ status: 'paid', cardLastFour: '4242', cardNetwork: 'visa' });

    const code = await codeFromOutbox(t.database.db, 'sara.gift@example.pk');
    expect(code.replaceAll('-', '')).toMatch(/^[A-Z2-9]{16}$/);
    // Stored hashed: only the hash and the last four characters are in the row.
    expect(row?.codeHash).toBe(hashGiftCardCode(code));
    expect(row?.codeLastFour).toBe(code.slice(-4));
    expect(JSON.stringify(row)).not.toContain(code.replaceAll('-', ''));
    // The buyer's receipt names the order GC{id} and never the code.
    const receiptMail = await t.database.db.execute(
      sql`select body from outbox where recipient = 'ayesha.buyer@example.pk' order by id desc limit 1`,
    );
    const body = (receiptMail as unknown as { rows: { body: string }[] }).rows[0]?.body ?? '';
    expect(body).toContain(`GC${giftCard.id}`);
    expect(body).not.toContain(code);
    // The card was entered for this payment only: the provider does not keep it.
    const card = await t.database.db.execute(
      sql`select c.deleted_at from sandbox_provider_cards c join sandbox_provider_intents i on i.card_token = c.token where i.id = ${intentId}`,
    );
    expect((card as unknown as { rows: { deleted_at: unknown }[] }).rows[0]?.deleted_at).not.toBeNull();
  });

  it('buys one card when the same form is posted twice (back button, double click)', async () => {
    const payment = await confirmedIntent(t.app, buyer, '4242424242424242');
    const intentId = payment.payment_intent_id;
    const form = { ...GIFT_FORM, recipient_email: 'twice@example.pk', ...payment };
    const first = await postGiftCardForm(t.app, form);
    const second = await postGiftCardForm(t.app, form);
    expect(redirectParams(second).get('receipt')?.split('.')[0]).toBe(
      redirectParams(first).get('receipt')?.split('.')[0],
    );
    expect(
      await t.database.db.select().from(giftCards).where(eq(giftCards.paymentIntentId, intentId)),
    ).toHaveLength(1);
    const mails = await t.database.db.execute(
      sql`select count(*)::int as n from outbox where recipient = 'twice@example.pk'`,
    );
    expect((mails as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(1);
  });

  it('keeps no code in the outbox once the recipient’s e-mail is delivered', async () => {
    const { code } = await buyGiftCard(t.app, t.database.db, buyer, {
      recipient_email: 'delivered@example.pk',
    });
    const [mail] = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, 'delivered@example.pk'));
    expect(mail?.body).toContain(code);
    await createOutboxRepository(t.database.db).removeSecretLinks(mail?.id ?? 0);
    const [after] = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.id, mail?.id ?? 0));
    expect(after?.body).not.toContain(code);
    expect(after?.body).toContain('Your gift card code: [removed after delivery]');
  });

  it('issues the card of a purchase whose post never finished (charged, then the server stopped) when it is posted again', async () => {
    const payment = await confirmedIntent(t.app, buyer, '4242424242424242');
    const intentId = payment.payment_intent_id;
    const provider = createSandboxProvider(t.database.db);
    const card = await provider.refundCardIntent(intentId, payment.client_secret);
    const [row] = await t.database.db
      .insert(giftCards)
      .values({
        paymentIntentId: intentId,
        amount: 700,
        recipientName: 'Sara Ahmed',
        recipientEmail: 'abandoned@example.pk',
        recipientMobile: '+923211234567',
        buyerName: 'Ayesha Khan',
        buyerEmail: 'ayesha.buyer@example.pk',
        buyerMobile: '+923007654321',
        receiptKeyHash: 'lost with the first answer',
        submittedAt: new Date(Date.now() - 5 * 60_000),
      })
      .returning();
    await provider.chargeCard({ token: card?.token ?? '', amount: 700, reference: `gift-card-${row?.id}` });

    const res = await postGiftCardForm(t.app, {
      ...GIFT_FORM,
      recipient_email: 'abandoned@example.pk',
      ...payment,
    });
    expect(redirectParams(res).get('receipt')).toMatch(new RegExp(`^${row?.id}\\.`));
    const code = await codeFromOutbox(t.database.db, 'abandoned@example.pk');
    const [paid] = await t.database.db
      .select()
      .from(giftCards)
      .where(eq(giftCards.id, row?.id ?? 0));
    expect(paid).toMatchObject({ status: 'paid', codeHash: hashGiftCardCode(code) });
  });

  it('does not show a card to a browser without its receipt key', async () => {
    const { receipt } = await buyGiftCard(t.app, t.database.db, buyer, { recipient_email: 'key@example.pk' });
    const [id] = receipt.split('.');
    for (const wrong of [`${id}.${'x'.repeat(32)}`, `${id}`, 'nonsense']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/gift-cards/receipt?receipt=${wrong}` });
      expect(res.statusCode).toBe(404);
    }
  });

  it('comes back to the failed-transaction view when the card 4000…0002 is declined, issuing no card', async () => {
    const payment = await confirmedIntent(t.app, buyer, '4000000000000002');
    const intentId = payment.payment_intent_id;
    const res = await postGiftCardForm(t.app, {
      ...GIFT_FORM,
      recipient_email: 'declined@example.pk',
      ...payment,
    });
    expect(res.statusCode).toBe(303);
    expect(redirectParams(res).get('failed')).toBe('1');
    const [row] = await t.database.db.select().from(giftCards).where(eq(giftCards.paymentIntentId, intentId));
    expect(row).toMatchObject({ status: 'declined', codeHash: null });
    const mails = await t.database.db.execute(
      sql`select count(*)::int as n from outbox where recipient = 'declined@example.pk'`,
    );
    expect((mails as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
  });

  it('fails without charging when the intent never had a card confirmed on it', async () => {
    const intent = await t.app.inject({
      method: 'POST',
      url: '/api/payments/intent/add-method',
      headers: auth(buyer),
      payload: { paymentMethod: 'card', customer: { email: GIFT_FORM.email, name: GIFT_FORM.name } },
    });
    const payments = await countRows(t.database.db, 'sandbox_provider_payments');
    const res = await postGiftCardForm(t.app, {
      ...GIFT_FORM,
      payment_intent_id: intent.json().paymentIntentId,
      client_secret: intent.json().clientSecret,
      shopper_token: buyer,
    });
    expect(redirectParams(res).get('failed')).toBe('1');
    expect(await countRows(t.database.db, 'sandbox_provider_payments')).toBe(payments);
  });
});

describe('redeeming a gift card at checkout', () => {
  it('checks a code: its value and last four, one generic error for anything else', async () => {
    const { code } = await buyGiftCard(t.app, t.database.db, buyer, { recipient_email: 'check@example.pk' });
    const ok = await checkCode(buyer, code.toLowerCase());
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['cache-control']).toBe('no-store');
    expect(ok.json()).toEqual({ success: true, data: { value: 2500, lastFour: code.slice(-4) } });
    for (const wrong of ['ABCD-EFGH-JKMN-PQRS', 'hello', '']) {
      const res = await checkCode(buyer, wrong);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ errors: { code: [GIFT_CARD_MESSAGES.invalidCode] } });
    }
  });

  it('takes the card off the order total once; the remainder lapses and a second use is refused', async () => {
    const { code } = await buyGiftCard(t.app, t.database.db, buyer, {
      recipient_email: 'redeem@example.pk',
      amount: '10000',
    });
    const book = await bookWithStock(t.database.db, 50, 'available', 3);
    const g = await readyGuest(t.app, [{ id: book.id }]);
    const res = await orderWithCode(g, code);
    expect(res.statusCode).toBe(200);
    const orderId = res.json().data.order.id;
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    const before = (order?.subtotal ?? 0) + (order?.shipping ?? 0);
    expect(before).toBeLessThan(10_000);
    expect(order).toMatchObject({ giftCard: before, total: 0 });
    const confirmation = await t.app.inject({
      method: 'POST',
      url: `/api/cart/order-confirmation?orderId=${orderId}`,
      headers: auth(g.token),
    });
    expect(confirmation.json().data.order.totals).toMatchObject({ giftCard: before, total: 0 });
    const [card] = await t.database.db
      .select()
      .from(giftCards)
      .where(eq(giftCards.codeHash, hashGiftCardCode(code)));
    expect(card?.redeemedOrderId).toBe(orderId);

    const again = await readyGuest(t.app, [{ id: book.id }]);
    const second = await orderWithCode(again, code);
    expect(second.statusCode).toBe(422);
    expect(second.json()).toEqual({ errors: { gift_card_code: [GIFT_CARD_MESSAGES.invalidCode] } });
  });

  it('gives 10 concurrent orders with one code exactly one success', async () => {
    const { code } = await buyGiftCard(t.app, t.database.db, buyer, { recipient_email: 'race@example.pk' });
    const book = await bookWithStock(t.database.db, 50, 'available', 4);
    const shoppers = [];
    for (let i = 0; i < 10; i += 1) shoppers.push(await readyGuest(t.app, [{ id: book.id }]));
    const answers = await Promise.all(shoppers.map((g) => orderWithCode(g, code)));
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([200, ...Array(9).fill(422)]);
    const withCard = await t.database.db.execute(
      sql`select count(*)::int as n from orders where gift_card > 0 and id in (select redeemed_order_id from gift_cards where code_hash = ${hashGiftCardCode(code)})`,
    );
    expect((withCard as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(1);
  }, 120_000);

  it('gives the card back, whole, when its order is cancelled', async () => {
    const { code } = await buyGiftCard(t.app, t.database.db, buyer, { recipient_email: 'cancel@example.pk' });
    const book = await bookWithStock(t.database.db, 50, 'available', 5);
    const g = await readyGuest(t.app, [{ id: book.id }]);
    const placed = await orderWithCode(g, code);
    const orderId = placed.json().data.order.id;
    const cancel = await t.app.inject({
      method: 'PUT',
      url: `/api/orders/${orderId}/cancel-order`,
      headers: auth(g.token),
    });
    expect(cancel.statusCode).toBe(200);
    const check = await checkCode(g.token, code);
    expect(check.json().data.value).toBe(2500);
  });

  it('gives the card back when the order’s card payment is declined', async () => {
    const { code } = await buyGiftCard(t.app, t.database.db, buyer, {
      recipient_email: 'declined-order@example.pk',
      amount: '500',
    });
    const book = await bookWithStock(t.database.db, 50, 'available', 6);
    const g = await readyGuest(t.app, [{ id: book.id }]);
    const token = await saveCard(t.app, g.token, '4000000000000002');
    const res = await orderWithCode(g, code, { paymentOption: 1, cardToken: token });
    expect(res.statusCode).toBe(402);
    const [card] = await t.database.db
      .select()
      .from(giftCards)
      .where(eq(giftCards.codeHash, hashGiftCardCode(code)));
    expect(card).toMatchObject({ redeemedAt: null, redeemedOrderId: null });
  });
});

describe('guessing gift card codes', () => {
  it('is limited per address across checking and ordering, with one generic error before the limit', async () => {
    const limited = await buildApp({
      config: { dataDir: null, webDistDir: null, logLevel: 'silent', anonymousWritesPerMinute: 3 },
      database: t.database,
      logger: false,
    });
    try {
      const guess = (code: string) =>
        limited.inject({
          method: 'POST',
          url: '/api/gift-cards/check',
          headers: auth(buyer),
          payload: { code },
          remoteAddress: '10.99.0.1',
        });
      expect((await guess('AAAA-BBBB-CCCC-DDDD')).json()).toEqual({
        errors: { code: [GIFT_CARD_MESSAGES.invalidCode] },
      });
      expect((await guess('AAAA-BBBB-CCCC-DDDE')).statusCode).toBe(422);
      const g = await readyGuest(t.app, [
        { id: (await bookWithStock(t.database.db, 50, 'available', 7)).id },
      ]);
      const order = await limited.inject({
        method: 'POST',
        url: '/api/cart/place-order',
        headers: { ...auth(g.token), 'idempotency-key': randomUUID() },
        payload: {
          ...orderBody({ addressId: g.addressId, lines: g.lines }),
          gift_card_code: 'AAAA-BBBB-CCCC-DDDF',
        },
        remoteAddress: '10.99.0.1',
      });
      expect(order.statusCode).toBe(422);
      const past = await guess('AAAA-BBBB-CCCC-DDDG');
      expect(past.statusCode).toBe(429);
      expect(past.headers['retry-after']).toBeDefined();
      // Another address has its own budget; an order without a code costs none.
      expect(
        (
          await limited.inject({
            method: 'POST',
            url: '/api/gift-cards/check',
            headers: auth(buyer),
            payload: { code: 'AAAA-BBBB-CCCC-DDDH' },
            remoteAddress: '10.99.0.2',
          })
        ).statusCode,
      ).toBe(422);
    } finally {
      await limited.close();
    }
  });
});

describe('too many purchases from one address', () => {
  it('go back to the form with the reason, charging nothing', async () => {
    const limited = await buildApp({
      config: { dataDir: null, webDistDir: null, logLevel: 'silent', anonymousWritesPerMinute: 1 },
      database: t.database,
      logger: false,
    });
    try {
      const post = () =>
        limited.inject({
          method: 'POST',
          url: '/update_e_gift_card',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams(GIFT_FORM).toString(),
          remoteAddress: '10.98.0.1',
        });
      expect(Object.keys(errorsOf(await post())).sort()).toEqual([
        'client_secret',
        'payment_intent_id',
        'shopper_token',
      ]);
      const refused = await post();
      expect(refused.statusCode).toBe(303);
      expect(refused.headers['retry-after']).toBeDefined();
      expect(errorsOf(refused).payment_intent_id?.[0]).toMatch(/^Too many requests\. Please try again in /);
    } finally {
      await limited.close();
    }
  });
});

describe('gift card replies', () => {
  it('match their contract types in packages/domain', async () => {
    const { code, receipt } = await buyGiftCard(t.app, t.database.db, buyer, {
      recipient_email: 'contract@example.pk',
    });
    const giftCard = shape<GiftCard>({
      id: 'number',
      submitted_at: 'string',
      amount: 'number',
      recipient_name: 'string',
      recipient_email: 'string',
      recipient_mobile: 'string',
    });
    const receiptReply = shape<GiftCardReceiptResponse>({
      success: 'boolean',
      data: shape<GiftCardReceiptResponse['data']>({ giftCard }),
    });
    const checkReply = shape<GiftCardCheckResponse>({
      success: 'boolean',
      data: shape<GiftCardCheckResponse['data']>({ value: 'number', lastFour: 'string' }),
    });
    const shown = await t.app.inject({ method: 'GET', url: `/api/gift-cards/receipt?receipt=${receipt}` });
    expect(mismatches(shown.json(), receiptReply)).toEqual([]);
    const checked = await checkCode(buyer, code);
    expect(mismatches(checked.json(), checkReply)).toEqual([]);
  });
});
