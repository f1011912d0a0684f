import { randomUUID } from 'node:crypto';
import {
  type BinDiscountRule,
  type OrderCartResponse,
  orderLines,
  type PricedOrder,
  type ProductKind,
  priceOrder,
  SANDBOX_PROVIDER_PATHS,
  type StockStatus,
} from '@bookshop/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/client.js';
import { books, giftCards, sandboxProviderPayments } from '../../src/db/schema/index.js';
import { hashGiftCardCode, newGiftCardCode } from '../../src/gift-cards/gift-card-code.js';
import { auth } from './checkout.js';
import { sealCard, TEST_EXPIRY } from './sandbox-card.js';

let addresses = 0;

/**
 * A client address of its own for one call: gift card code checks and orders with a code share a
 * per-address limit, so each shopper of a test speaks from its own address.
 */
export function freshAddress(): string {
  addresses += 1;
  return `10.23.${(addresses >> 8) & 255}.${addresses & 255}`;
}

export interface TestProduct {
  kind?: ProductKind;
  price?: number;
  discountPercent?: number;
  stockStatus?: StockStatus;
  stock?: number;
}

/** A product of its own for one test, in the given state. */
export async function insertProduct(db: Database, product: TestProduct = {}): Promise<number> {
  const key = randomUUID();
  const status = product.stockStatus ?? 'available';
  const [row] = await db
    .insert(books)
    .values({
      title: `Priced ${key.slice(0, 8)}`,
      authors: ['Test Author'],
      kind: product.kind ?? 'book',
      price: product.price ?? 1000,
      discountPercent: product.discountPercent ?? 0,
      stock: product.stock ?? (status === 'available' ? 10 : 0),
      stockStatus: status,
      picname: `test-${key}`,
      source: 'test',
      sourceId: key,
    })
    .returning({ id: books.id });
  if (!row) throw new Error('inserting a test product returned no row');
  return row.id;
}

/**
 * A paid, unredeemed e-gift card of this value, as a finished purchase leaves it (the purchase
 * itself has its own tests in gift-cards.test.ts); gives the code the recipient would type.
 */
export async function issueGiftCard(db: Database, amount: number): Promise<string> {
  const code = newGiftCardCode();
  await db.insert(giftCards).values({
    paymentIntentId: `test-${randomUUID()}`,
    status: 'paid',
    amount,
    recipientName: 'Sara Ahmed',
    recipientEmail: 'sara.gift@example.pk',
    recipientMobile: '+923211234567',
    buyerName: 'Ayesha Khan',
    buyerEmail: 'ayesha.buyer@example.pk',
    buyerMobile: '+923007654321',
    receiptKeyHash: `test-${randomUUID()}`,
    codeHash: hashGiftCardCode(code),
    codeLastFour: code.slice(-4),
    paidAt: new Date(),
  });
  return code;
}

/** What the checkout panel is given to price the order with. */
export interface PanelChoices {
  cardToken?: string;
  giftCardCode?: string;
  giftWrap?: boolean;
}

/**
 * The order's money as the checkout panel works it out: the cart answer's groups through
 * `orderLines`, the chosen card's rule from `GET /api/bins?token=`, the gift card's value from
 * `POST /api/gift-cards/check`, all through `priceOrder`.
 */
export async function panelPrice(
  app: FastifyInstance,
  token: string,
  choices: PanelChoices = {},
): Promise<PricedOrder> {
  const cart = await app.inject({
    method: 'GET',
    url: `/api/cart/order-cart?web=true${choices.giftWrap ? '&giftWrap=true' : ''}`,
    headers: auth(token),
  });
  if (cart.statusCode !== 200) throw new Error(`cart failed: ${cart.statusCode} ${cart.body}`);
  const answer = cart.json() as OrderCartResponse;

  let cardRule: BinDiscountRule | null = null;
  if (choices.cardToken) {
    const bins = await app.inject({
      method: 'GET',
      url: `/api/bins?token=${encodeURIComponent(choices.cardToken)}`,
      headers: auth(token),
    });
    if (bins.statusCode !== 200) throw new Error(`bins failed: ${bins.statusCode} ${bins.body}`);
    cardRule = bins.json().data.binDiscountDetail;
  }

  let giftCardValue = 0;
  if (choices.giftCardCode) {
    const check = await app.inject({
      method: 'POST',
      url: '/api/gift-cards/check',
      headers: auth(token),
      payload: { code: choices.giftCardCode },
      remoteAddress: freshAddress(),
    });
    if (check.statusCode !== 200)
      throw new Error(`gift card check failed: ${check.statusCode} ${check.body}`);
    giftCardValue = check.json().data.value;
  }

  return priceOrder({
    lines: orderLines(answer),
    giftWrap: choices.giftWrap ?? false,
    cardRule,
    giftCardValue,
  });
}

/** The totals of an order as the wire carries them, from the panel's figures. */
export function wireTotals(priced: PricedOrder) {
  return {
    subtotal: priced.subtotal,
    shipping: priced.shipping,
    giftWrap: priced.giftWrap,
    cardDiscount: priced.cardDiscount,
    ...(priced.giftCard > 0 ? { giftCard: priced.giftCard } : {}),
    total: priced.total,
  };
}

/** What the sandbox provider was asked to charge for an order: null when it was never asked. */
export async function providerCharge(db: Database, orderId: number): Promise<number | null> {
  const rows = await db
    .select({ amount: sandboxProviderPayments.amount })
    .from(sandboxProviderPayments)
    .where(eq(sandboxProviderPayments.reference, `order-${orderId}`));
  return rows[0]?.amount ?? null;
}

/** A 16-digit card number starting with `prefix` that passes Luhn (a sandbox Mastercard for 51-55). */
export function cardNumberWith(prefix: string, filler: number): string {
  const body = `${prefix}${String(filler).padStart(15 - prefix.length, '0')}`.slice(0, 15);
  let sum = 0;
  // Luhn from the right, with the check digit still to come: every other digit from the last is doubled.
  for (let i = 0; i < body.length; i += 1) {
    let digit = Number(body[body.length - 1 - i]);
    if (i % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return `${body}${(10 - (sum % 10)) % 10}`;
}

/**
 * Saves a card for the token's owner through the whole sandbox flow (intent, sealed confirm at the
 * provider, the shop's refund of the verification fee), each call from an address of its own.
 */
export async function saveCardAs(app: FastifyInstance, token: string, number: string): Promise<string> {
  const remoteAddress = freshAddress();
  const intent = await app.inject({
    method: 'POST',
    url: '/api/payments/intent/add-method',
    headers: auth(token),
    payload: { paymentMethod: 'card', customer: { email: 'card.holder@example.pk', name: 'Card Holder' } },
    remoteAddress,
  });
  if (intent.statusCode !== 200) throw new Error(`intent failed: ${intent.statusCode} ${intent.body}`);
  const { clientSecret, encryptionKey, paymentIntentId } = intent.json();
  const confirm = await app.inject({
    method: 'POST',
    url: SANDBOX_PROVIDER_PATHS.confirmIntent(paymentIntentId),
    payload: { clientSecret, ...(await sealCard(encryptionKey, { number, cvc: '123', ...TEST_EXPIRY })) },
    remoteAddress,
  });
  if (confirm.statusCode !== 200) throw new Error(`confirm failed: ${confirm.statusCode} ${confirm.body}`);
  const refund = await app.inject({
    method: 'POST',
    url: '/api/payments/refund-add-method-fee',
    headers: auth(token),
    payload: { paymentIntentId, clientSecret },
    remoteAddress,
  });
  if (refund.statusCode !== 200) throw new Error(`refund failed: ${refund.statusCode} ${refund.body}`);
  return refund.json().data.paymentMethod.id;
}
