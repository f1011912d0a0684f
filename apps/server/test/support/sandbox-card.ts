import { webcrypto } from 'node:crypto';
import { SANDBOX_PROVIDER_PATHS, type SandboxCardDetails } from '@bookshop/domain';
import type { FastifyInstance } from 'fastify';

/** Seals card details with an intent's key the way the web's card-entry library does (AES-256-GCM). */
export async function sealCard(encryptionKey: string, card: SandboxCardDetails) {
  const key = await webcrypto.subtle.importKey(
    'raw',
    Buffer.from(encryptionKey, 'base64'),
    'AES-GCM',
    false,
    ['encrypt'],
  );
  const iv = webcrypto.getRandomValues(new Uint8Array(12));
  const sealed = await webcrypto.subtle.encrypt(
    { name: 'AES-GCM', iv },
    key,
    Buffer.from(JSON.stringify(card)),
  );
  return { iv: Buffer.from(iv).toString('base64'), ciphertext: Buffer.from(sealed).toString('base64') };
}

export const TEST_EXPIRY = { expMonth: 12, expYear: new Date().getUTCFullYear() + 3 };

/**
 * Saves a card for the token's owner through the whole sandbox flow: intent, confirm at the
 * provider (sealed number), refund of the verification fee at the shop. Returns the saved token.
 */
export async function saveCard(
  app: FastifyInstance,
  bearerToken: string,
  number: string,
  email = 'card.holder@example.pk',
): Promise<string> {
  const headers = { authorization: `Bearer ${bearerToken}` };
  const intent = await app.inject({
    method: 'POST',
    url: '/api/payments/intent/add-method',
    headers,
    payload: { paymentMethod: 'card', customer: { email, name: 'Card Holder' } },
  });
  if (intent.statusCode !== 200) throw new Error(`intent failed: ${intent.statusCode} ${intent.body}`);
  const { clientSecret, encryptionKey, paymentIntentId } = intent.json();
  const sealed = await sealCard(encryptionKey, {
    number,
    cvc: number.startsWith('3') ? '1234' : '123',
    ...TEST_EXPIRY,
  });
  const confirm = await app.inject({
    method: 'POST',
    url: SANDBOX_PROVIDER_PATHS.confirmIntent(paymentIntentId),
    payload: { clientSecret, ...sealed },
  });
  if (confirm.statusCode !== 200) throw new Error(`confirm failed: ${confirm.statusCode} ${confirm.body}`);
  const refund = await app.inject({
    method: 'POST',
    url: '/api/payments/refund-add-method-fee',
    headers,
    payload: { paymentIntentId, clientSecret },
  });
  if (refund.statusCode !== 200) throw new Error(`refund failed: ${refund.statusCode} ${refund.body}`);
  return refund.json().data.paymentMethod.id;
}
