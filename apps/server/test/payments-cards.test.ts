import { SANDBOX_PROVIDER_PATHS } from '@bookshop/domain';
import { formatMessage } from '@bookshop/i18n';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AccountsTestApp,
  bearer,
  createAccountsTestApp,
  guestToken,
  register,
} from './support/accounts.js';
import { saveCard, sealCard, TEST_EXPIRY } from './support/sandbox-card.js';

let t: AccountsTestApp;
beforeAll(async () => {
  t = await createAccountsTestApp();
}, 300_000);
afterAll(async () => {
  await t.close();
});

async function intentFor(token: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/payments/intent/add-method',
    headers: bearer(token),
    payload: { paymentMethod: 'card', customer: { email: 'a@example.pk', name: 'A' } },
  });
  expect(res.statusCode).toBe(200);
  return res.json() as { clientSecret: string; encryptionKey: string; paymentIntentId: string };
}

describe('saving a card with the sandbox provider', () => {
  it('keeps token, network, BIN and last four only, and lists it for its owner', async () => {
    const user = await register(t.app);
    const token = await saveCard(t.app, user.token, '4242424242424242');
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/payments/payment-methods',
      headers: bearer(user.token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      success: true,
      data: {
        paymentMethods: [
          { id: token, bin: '42424242', card_details: { card_network: 'visa', last_four_digits: '4242' } },
        ],
      },
    });
  });

  it('takes Mastercard and Amex test numbers, refuses other Visa numbers and bad Luhn', async () => {
    const user = await register(t.app);
    await saveCard(t.app, user.token, '5555555555554444');
    await saveCard(t.app, user.token, '378282246310005');
    for (const [number, message] of [
      ['4111111111111111', /sandbox/],
      ['4242424242424241', /invalid/],
    ] as const) {
      const intent = await intentFor(user.token);
      const res = await t.app.inject({
        method: 'POST',
        url: SANDBOX_PROVIDER_PATHS.confirmIntent(intent.paymentIntentId),
        payload: {
          clientSecret: intent.clientSecret,
          ...(await sealCard(intent.encryptionKey, { number, cvc: '123', ...TEST_EXPIRY })),
        },
      });
      expect(res.statusCode).toBe(402);
      expect(res.json().error).toMatch(message);
    }
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/payments/payment-methods',
      headers: bearer(user.token),
    });
    expect(
      list
        .json()
        .data.paymentMethods.map(
          (m: { card_details: { card_network: string } }) => m.card_details.card_network,
        ),
    ).toEqual(['mastercard', 'amex']);
  });

  it('words its refusal of a card in the language the card entry names', async () => {
    const user = await register(t.app);
    const intent = await intentFor(user.token);
    const res = await t.app.inject({
      method: 'POST',
      url: SANDBOX_PROVIDER_PATHS.confirmIntent(intent.paymentIntentId),
      headers: { 'x-shop-language': 'ur' },
      payload: {
        clientSecret: intent.clientSecret,
        ...(await sealCard(intent.encryptionKey, { number: '4242424242424242', cvc: '12', ...TEST_EXPIRY })),
      },
    });
    expect(res.statusCode).toBe(402);
    expect(res.json().error).toBe(formatMessage('ur', 'checkout.sandbox.cvcInvalid'));
  });

  it('refuses a confirm with the wrong client secret or a card sealed with another key', async () => {
    const user = await register(t.app);
    const intent = await intentFor(user.token);
    const other = await intentFor(user.token);
    const sealedElsewhere = await sealCard(other.encryptionKey, {
      number: '4242424242424242',
      cvc: '123',
      ...TEST_EXPIRY,
    });
    const wrongKey = await t.app.inject({
      method: 'POST',
      url: SANDBOX_PROVIDER_PATHS.confirmIntent(intent.paymentIntentId),
      payload: { clientSecret: intent.clientSecret, ...sealedElsewhere },
    });
    expect(wrongKey.statusCode).toBe(400);
    const sealed = await sealCard(intent.encryptionKey, {
      number: '4242424242424242',
      cvc: '123',
      ...TEST_EXPIRY,
    });
    const wrongSecret = await t.app.inject({
      method: 'POST',
      url: SANDBOX_PROVIDER_PATHS.confirmIntent(intent.paymentIntentId),
      payload: { clientSecret: other.clientSecret, ...sealed },
    });
    expect(wrongSecret.statusCode).toBe(404);
  });

  it('answers the save-card message when the fee is refunded for an intent never confirmed', async () => {
    const user = await register(t.app);
    const intent = await intentFor(user.token);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payments/refund-add-method-fee',
      headers: bearer(user.token),
      payload: { paymentIntentId: intent.paymentIntentId, clientSecret: intent.clientSecret },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ error: "Couldn't save card, please try again" });
  });

  it('lets a guest save a card, found by the guest token and e-mail, and delete it; others get 404', async () => {
    const guest = await guestToken(t.app);
    const token = await saveCard(t.app, guest, '4242424242424242', 'guest.buyer@example.pk');
    const byEmail = await t.app.inject({
      method: 'GET',
      url: '/api/payments/payment-methods?email=guest.buyer@example.pk',
      headers: bearer(guest),
    });
    expect(byEmail.json().data.paymentMethods.map((m: { id: string }) => m.id)).toEqual([token]);
    const otherEmail = await t.app.inject({
      method: 'GET',
      url: '/api/payments/payment-methods?email=someone.else@example.pk',
      headers: bearer(guest),
    });
    expect(otherEmail.json().data.paymentMethods).toEqual([]);

    const stranger = await register(t.app);
    const foreign = await t.app.inject({
      method: 'DELETE',
      url: `/api/payments/method/${token}`,
      headers: bearer(stranger.token),
    });
    expect(foreign.statusCode).toBe(404);
    const own = await t.app.inject({
      method: 'DELETE',
      url: `/api/payments/method/${token}`,
      headers: bearer(guest),
    });
    expect(own.statusCode).toBe(200);
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/payments/payment-methods',
      headers: bearer(guest),
    });
    expect(after.json().data.paymentMethods).toEqual([]);
  });
});

describe('GET /api/bins', () => {
  it('finds the seeded demo bank for a 4242 card and nothing for an unknown BIN', async () => {
    const hit = await t.app.inject({ method: 'GET', url: '/api/bins?bin=42424242&last4digits=4242' });
    expect(hit.statusCode).toBe(200);
    expect(hit.json()).toEqual({
      data: {
        binDiscountDetail: {
          rule_enabled: true,
          discount_type: 'percentage',
          discount_value: 10,
          discount_limit: 1000,
          bank_name: 'Indus Demo Bank',
          bank_logo: '/bank-logos/indus-demo-bank.svg',
          bin: '424242',
        },
        usedToday: null,
      },
    });
    const miss = await t.app.inject({ method: 'GET', url: '/api/bins?bin=411111&last4digits=1111' });
    expect(miss.json()).toEqual({ data: { binDiscountDetail: null, usedToday: null } });
  });

  it('looks a saved card up by its token, and refuses a BIN that is not 6 to 8 digits', async () => {
    const user = await register(t.app);
    const token = await saveCard(t.app, user.token, '5555555555554444');
    const byToken = await t.app.inject({
      method: 'GET',
      url: `/api/bins?token=${token}`,
      headers: bearer(user.token),
    });
    expect(byToken.json().data.binDiscountDetail.bank_name).toBe('Ravi Demo Bank');
    expect(byToken.json().data.usedToday).toBeNull();
    const bad = await t.app.inject({ method: 'GET', url: '/api/bins?bin=42&last4digits=4242' });
    expect(bad.statusCode).toBe(400);
  });

  it('lists the enabled rules for the Bank Card Discounts page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/bins/rules' });
    expect(res.json().data.rules.map((r: { bank_name: string }) => r.bank_name)).toEqual([
      'Indus Demo Bank',
      'Karakoram Demo Bank',
      'Ravi Demo Bank',
    ]);
  });
});
