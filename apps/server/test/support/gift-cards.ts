import { GIFT_CARD_API_PATHS, SANDBOX_PROVIDER_PATHS } from '@bookshop/domain';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Database } from '../../src/db/client.js';
import { outbox } from '../../src/db/schema/index.js';
import { auth } from './checkout.js';
import { sealCard, TEST_EXPIRY } from './sandbox-card.js';

/** The e-gift fields as the dialog's form posts them (text, the box ticked). */
export const GIFT_FORM = {
  amount: '2,500',
  recipient_name: 'Sara Ahmed',
  recipient_email: 'sara.gift@example.pk',
  recipient_mobile: '0321 1234567',
  name: 'Ayesha Khan',
  email: 'ayesha.buyer@example.pk',
  mobile: '0300 7654321',
  policy_check: 'true',
} as const;

/** The payment fields of the form post: the intent, its client secret and the shopper's token. */
export interface GiftCardPayment {
  payment_intent_id: string;
  client_secret: string;
  shopper_token: string;
}

/**
 * What the dialog's card-entry library does before the form post: an intent at the shop, the card
 * sealed to the provider's own route. Gives the payment fields the form post carries.
 */
export async function confirmedIntent(
  app: FastifyInstance,
  bearerToken: string,
  number: string,
): Promise<GiftCardPayment> {
  const intent = await app.inject({
    method: 'POST',
    url: '/api/payments/intent/add-method',
    headers: auth(bearerToken),
    payload: { paymentMethod: 'card', customer: { email: GIFT_FORM.email, name: GIFT_FORM.name } },
  });
  if (intent.statusCode !== 200) throw new Error(`intent failed: ${intent.statusCode} ${intent.body}`);
  const { clientSecret, encryptionKey, paymentIntentId } = intent.json();
  const confirm = await app.inject({
    method: 'POST',
    url: SANDBOX_PROVIDER_PATHS.confirmIntent(paymentIntentId),
    payload: { clientSecret, ...(await sealCard(encryptionKey, { number, cvc: '123', ...TEST_EXPIRY })) },
  });
  if (confirm.statusCode !== 200) throw new Error(`confirm failed: ${confirm.statusCode} ${confirm.body}`);
  return { payment_intent_id: paymentIntentId, client_secret: clientSecret, shopper_token: bearerToken };
}

let posts = 0;

/**
 * The plain form post of /update_e_gift_card, urlencoded as a browser sends it; each from an
 * address of its own unless given (purchases are limited per address, and have a test of that).
 */
export function postGiftCardForm(
  app: FastifyInstance,
  fields: Record<string, string>,
  remoteAddress = `10.12.${(++posts >> 8) & 255}.${posts & 255}`,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: GIFT_CARD_API_PATHS.purchase,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
    remoteAddress,
  });
}

/** The query parameters of the form post's redirect back to the gift card page. */
export function redirectParams(res: LightMyRequestResponse): URLSearchParams {
  const location = String(res.headers.location ?? '');
  const url = new URL(location, 'https://shop.example.pk');
  if (url.pathname !== '/gift-card') throw new Error(`redirected elsewhere: ${location}`);
  return url.searchParams;
}

/** The code in the newest gift card e-mail to a recipient, as the recipient reads it. */
export async function codeFromOutbox(db: Database, recipient: string): Promise<string> {
  const [mail] = await db
    .select()
    .from(outbox)
    .where(eq(outbox.recipient, recipient))
    .orderBy(desc(outbox.id))
    .limit(1);
  const code = /Your gift card code: ([A-Z0-9-]+)/.exec(mail?.body ?? '')?.[1];
  if (!code) throw new Error(`no gift card e-mail to ${recipient}`);
  return code;
}

/** Buys a card paid with 4242… and gives its code from the recipient's e-mail. */
export async function buyGiftCard(
  app: FastifyInstance,
  db: Database,
  bearerToken: string,
  fields: Partial<Record<keyof typeof GIFT_FORM, string>> = {},
): Promise<{ code: string; receipt: string }> {
  const recipient = fields.recipient_email ?? GIFT_FORM.recipient_email;
  const payment = await confirmedIntent(app, bearerToken, '4242424242424242');
  const res = await postGiftCardForm(app, { ...GIFT_FORM, ...fields, ...payment });
  const receipt = redirectParams(res).get('receipt');
  if (res.statusCode !== 303 || !receipt)
    throw new Error(`purchase failed: ${res.statusCode} ${res.headers.location}`);
  return { code: await codeFromOutbox(db, recipient), receipt };
}
