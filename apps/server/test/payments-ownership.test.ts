import { Writable } from 'node:stream';
import { type AddMethodIntentResponse, SANDBOX_PROVIDER_PATHS } from '@bookshop/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { cardIntents, giftCards, paymentMethods, sandboxProviderCards } from '../src/db/schema/index.js';
import { COULD_NOT_SAVE_CARD } from '../src/payments/service.js';
import { logOptions } from '../src/security/log-options.js';
import { register, uniqueIp } from './support/accounts.js';
import { auth, countRows, newGuest, useCheckoutTestApp } from './support/checkout.js';
import { confirmedIntent, GIFT_FORM, postGiftCardForm, redirectParams } from './support/gift-cards.js';
import { sealCard, TEST_EXPIRY } from './support/sandbox-card.js';

/**
 * Issue 23, defect 4: with only another shopper's payment_intent_id (logged in every confirm
 * URL) a Rs. 10,000 gift card was bought on their saved card, and their saved card was moved into
 * another guest's account. An intent is now usable only by the shopper who asked for it, with the
 * client secret their browser was given.
 */
const t = useCheckoutTestApp();

async function startIntent(
  app: FastifyInstance,
  token: string,
  remoteAddress = '127.0.0.1',
): Promise<{ status: number; retryAfter: unknown; body: AddMethodIntentResponse & { error?: string } }> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/payments/intent/add-method',
    headers: auth(token),
    payload: { paymentMethod: 'card', customer: { email: 'owner@example.pk', name: 'Owner' } },
    remoteAddress,
  });
  return { status: res.statusCode, retryAfter: res.headers['retry-after'], body: res.json() };
}

async function confirm(app: FastifyInstance, intent: AddMethodIntentResponse, number = '4242424242424242') {
  const res = await app.inject({
    method: 'POST',
    url: SANDBOX_PROVIDER_PATHS.confirmIntent(intent.paymentIntentId),
    payload: {
      clientSecret: intent.clientSecret,
      ...(await sealCard(intent.encryptionKey, { number, cvc: '123', ...TEST_EXPIRY })),
    },
  });
  expect(res.statusCode).toBe(200);
}

function refundFee(app: FastifyInstance, token: string, payload: Record<string, unknown>) {
  return app.inject({
    method: 'POST',
    url: '/api/payments/refund-add-method-fee',
    headers: auth(token),
    payload,
  });
}

async function savedCardsOf(token: string): Promise<string[]> {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/payments/payment-methods',
    headers: auth(token),
  });
  return res.json().data.paymentMethods.map((m: { id: string }) => m.id);
}

/** A logged-in shopper who saved a 4242 card: the intent and secret their browser held, and the card. */
async function victimWithSavedCard() {
  const victim = await register(t.app, {}, { remoteAddress: uniqueIp() });
  const intent = (await startIntent(t.app, victim.token)).body;
  await confirm(t.app, intent);
  const saved = await refundFee(t.app, victim.token, {
    paymentIntentId: intent.paymentIntentId,
    clientSecret: intent.clientSecret,
  });
  expect(saved.statusCode).toBe(200);
  return { victim, intent, card: saved.json().data.paymentMethod.id as string };
}

describe('POST /api/payments/refund-add-method-fee from another shopper', () => {
  it('saves nothing for them with the victim’s intent id, a guessed secret or even the real secret; the victim keeps the card', async () => {
    const { victim, intent, card } = await victimWithSavedCard();
    const attacker = await newGuest(t.app);

    const idOnly = await refundFee(t.app, attacker, { paymentIntentId: intent.paymentIntentId });
    expect(idOnly.statusCode).toBe(422);
    for (const clientSecret of [`${intent.paymentIntentId}_secret_guessedguessed`, intent.clientSecret]) {
      const res = await refundFee(t.app, attacker, { paymentIntentId: intent.paymentIntentId, clientSecret });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ error: COULD_NOT_SAVE_CARD });
    }

    expect(await savedCardsOf(attacker)).toEqual([]);
    expect(await savedCardsOf(victim.token)).toEqual([card]);
    const rows = await t.database.db.select().from(paymentMethods).where(eq(paymentMethods.token, card));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ userId: victim.id, guestTokenId: null });
  });

  it('refuses an intent confirmed but not yet saved by its owner, who then saves it as usual', async () => {
    const owner = await newGuest(t.app);
    const attacker = await newGuest(t.app);
    const intent = (await startIntent(t.app, owner)).body;
    await confirm(t.app, intent, '5555555555554444');
    const stolen = await refundFee(t.app, attacker, {
      paymentIntentId: intent.paymentIntentId,
      clientSecret: intent.clientSecret,
    });
    expect(stolen.json()).toEqual({ error: COULD_NOT_SAVE_CARD });
    const wrongSecret = await refundFee(t.app, owner, {
      paymentIntentId: intent.paymentIntentId,
      clientSecret: `${intent.paymentIntentId}_secret_notthisone`,
    });
    expect(wrongSecret.json()).toEqual({ error: COULD_NOT_SAVE_CARD });
    expect(await savedCardsOf(attacker)).toEqual([]);

    const own = await refundFee(t.app, owner, {
      paymentIntentId: intent.paymentIntentId,
      clientSecret: intent.clientSecret,
    });
    expect(own.statusCode).toBe(200);
    expect(own.json().data.paymentMethod.card_details).toEqual({
      card_network: 'mastercard',
      last_four_digits: '4444',
    });
    expect(await savedCardsOf(owner)).toEqual([own.json().data.paymentMethod.id]);
  });
});

describe('POST /update_e_gift_card with another shopper’s intent', () => {
  it('buys no card and charges nothing on the victim’s saved card, with or without the secret', async () => {
    const { victim, intent, card } = await victimWithSavedCard();
    const attacker = await newGuest(t.app);
    const charges = await countRows(t.database.db, 'sandbox_provider_payments');
    const theft = { ...GIFT_FORM, amount: '10,000', recipient_email: 'attacker@example.pk' };

    for (const payment of [
      {
        payment_intent_id: intent.paymentIntentId,
        client_secret: 'guessed_secret_123',
        shopper_token: attacker,
      },
      {
        payment_intent_id: intent.paymentIntentId,
        client_secret: intent.clientSecret,
        shopper_token: attacker,
      },
      // Even the victim's own token and secret cannot spend an intent whose card was saved instead.
      {
        payment_intent_id: intent.paymentIntentId,
        client_secret: intent.clientSecret,
        shopper_token: victim.token,
      },
    ]) {
      const res = await postGiftCardForm(t.app, { ...theft, ...payment });
      expect(res.statusCode).toBe(303);
      expect(redirectParams(res).get('failed')).toBe('1');
    }
    const idOnly = await postGiftCardForm(t.app, { ...theft, payment_intent_id: intent.paymentIntentId });
    expect(redirectParams(idOnly).get('errors')).toContain('client_secret');

    expect(
      await t.database.db
        .select()
        .from(giftCards)
        .where(eq(giftCards.paymentIntentId, intent.paymentIntentId)),
    ).toEqual([]);
    expect(await countRows(t.database.db, 'sandbox_provider_payments')).toBe(charges);
    // The victim's card is still theirs, and still live with the provider.
    expect(await savedCardsOf(victim.token)).toEqual([card]);
    const [providerCard] = await t.database.db
      .select()
      .from(sandboxProviderCards)
      .where(eq(sandboxProviderCards.token, card));
    expect(providerCard?.deletedAt).toBeNull();
  });

  it('lets the shopper who made the intent buy the card, and shows another shopper re-posting it nothing', async () => {
    const owner = await newGuest(t.app);
    const payment = await confirmedIntent(t.app, owner, '4242424242424242');
    const form = { ...GIFT_FORM, recipient_email: 'owned@example.pk', ...payment };
    const bought = await postGiftCardForm(t.app, form);
    expect(redirectParams(bought).get('receipt')).toMatch(/^\d+\.[A-Za-z0-9_-]{20,}$/);
    const again = await postGiftCardForm(t.app, form);
    expect(redirectParams(again).get('receipt')?.split('.')[0]).toBe(
      redirectParams(bought).get('receipt')?.split('.')[0],
    );

    const other = await newGuest(t.app);
    const replayed = await postGiftCardForm(t.app, { ...form, shopper_token: other });
    expect(redirectParams(replayed).get('failed')).toBe('1');
    expect(redirectParams(replayed).get('receipt')).toBeNull();
    const rows = await t.database.db
      .select()
      .from(giftCards)
      .where(eq(giftCards.paymentIntentId, payment.payment_intent_id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'paid', amount: 2500 });
  });
});

describe('card intents per shopper and per address', () => {
  async function limitedApp() {
    // The shop's defaults: 10 per shopper and 30 per address in 10 minutes.
    return buildApp({
      config: { dataDir: null, webDistDir: null, logLevel: 'silent', anonymousWritesPerMinute: 100_000 },
      database: t.database,
      logger: false,
    });
  }

  it('allow 10 per shopper in 10 minutes, then 429 with Retry-After and no intent made', async () => {
    const app = await limitedApp();
    try {
      const guest = await newGuest(t.app);
      for (let i = 0; i < 10; i += 1)
        expect((await startIntent(app, guest, `10.97.1.${i + 1}`)).status).toBe(200);
      const intents = await countRows(t.database.db, 'card_intents');
      const providerIntents = await countRows(t.database.db, 'sandbox_provider_intents');
      const refused = await startIntent(app, guest, '10.97.1.100');
      expect(refused.status).toBe(429);
      expect(Number(refused.retryAfter)).toBeGreaterThan(0);
      expect(Number(refused.retryAfter)).toBeLessThanOrEqual(600);
      expect(refused.body.error).toMatch(/^Too many requests\. Please try again in /);
      expect(await countRows(t.database.db, 'card_intents')).toBe(intents);
      expect(await countRows(t.database.db, 'sandbox_provider_intents')).toBe(providerIntents);
      // Another shopper at the same address has a budget of their own.
      expect((await startIntent(app, await newGuest(t.app), '10.97.1.100')).status).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('allow 30 from one address in 10 minutes, however many guest tokens it holds', async () => {
    const app = await limitedApp();
    try {
      let made = 0;
      for (let g = 0; g < 6; g += 1) {
        const guest = await newGuest(t.app);
        for (let i = 0; i < 5; i += 1)
          if ((await startIntent(app, guest, '10.97.2.1')).status === 200) made += 1;
      }
      expect(made).toBe(30);
      const refused = await startIntent(app, await newGuest(t.app), '10.97.2.1');
      expect(refused.status).toBe(429);
      expect(refused.retryAfter).toBeDefined();
      expect((await startIntent(app, await newGuest(t.app), '10.97.2.2')).status).toBe(200);
    } finally {
      await app.close();
    }
  });
});

describe('the request log', () => {
  it('holds no card intent id and no client secret through saving a card and buying a gift card', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = await buildApp({
      config: {
        dataDir: null,
        webDistDir: null,
        logLevel: 'trace',
        anonymousWritesPerMinute: 100_000,
        cardIntentLimits: { perShopper: 100, perAddress: 100 },
      },
      database: t.database,
      logger: { ...(logOptions('trace') as object), stream },
    });
    try {
      const shopper = await newGuest(t.app);
      const intent = (await startIntent(app, shopper)).body;
      await confirm(app, intent);
      expect(
        (
          await refundFee(app, shopper, {
            paymentIntentId: intent.paymentIntentId,
            clientSecret: intent.clientSecret,
          })
        ).statusCode,
      ).toBe(200);
      const gift = await confirmedIntent(app, shopper, '4242424242424242');
      const bought = await postGiftCardForm(app, { ...GIFT_FORM, ...gift });
      expect(redirectParams(bought).get('receipt')).toBeTruthy();
      // A confirm URL with the id as a query parameter too, as a provider's return URL might have.
      await app.inject({ method: 'GET', url: `/api/health?payment_intent_id=${gift.payment_intent_id}` });

      const text = lines.join('');
      expect(text).toContain('/sandbox-provider/v1/intents/[Redacted]/confirm');
      for (const secret of [
        intent.paymentIntentId,
        intent.clientSecret,
        intent.encryptionKey,
        gift.payment_intent_id,
        gift.client_secret,
        shopper,
      ]) {
        expect(text).not.toContain(secret);
      }
      // Any part of an intent id counts: the ids are random after their pi_ prefix.
      expect(text).not.toMatch(/pi_[A-Za-z0-9_-]{10,}/);
    } finally {
      await app.close();
    }
  });
});

describe('card_intents', () => {
  it('records who asked for each intent and only a hash of its secret', async () => {
    const owner = await newGuest(t.app);
    const intent = (await startIntent(t.app, owner)).body;
    const [row] = await t.database.db
      .select()
      .from(cardIntents)
      .where(eq(cardIntents.id, intent.paymentIntentId));
    expect(row).toMatchObject({ userId: null, spentFor: null });
    expect(row?.guestTokenId).toEqual(expect.any(Number));
    expect(JSON.stringify(row)).not.toContain(intent.clientSecret);
  });
});
