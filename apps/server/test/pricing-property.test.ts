import { randomUUID } from 'node:crypto';
import { PAYMENT_METHOD, type ProductKind, type StockStatus } from '@bookshop/domain';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { binDiscountRules, orders } from '../src/db/schema/index.js';
import {
  addAddress,
  addToCart,
  auth,
  newGuest,
  orderBody,
  shownLines,
  useCheckoutTestApp,
} from './support/checkout.js';
import {
  cardNumberWith,
  freshAddress,
  insertProduct,
  issueGiftCard,
  panelPrice,
  providerCharge,
  saveCardAs,
  wireTotals,
} from './support/pricing.js';

const t = useCheckoutTestApp();

let bins = 0;
/**
 * An 8-digit BIN of its own (52…, a Mastercard range no seeded rule covers), so each card gets the
 * rule made for it and its own once-a-day discount.
 */
function freshBin(): string {
  bins += 1;
  return `52${String(bins).padStart(6, '0')}`;
}

/** Places the shopper's cart as the panel sends it: every line shown, the chosen card and gift card. */
async function placeAsPanel(
  token: string,
  addressId: number,
  choices: { cardToken: string; giftCardCode?: string; giftWrap: boolean },
) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/cart/place-order',
    headers: { ...auth(token), 'idempotency-key': randomUUID() },
    payload: {
      ...orderBody({
        addressId,
        lines: await shownLines(t.app, token),
        paymentOption: PAYMENT_METHOD.CARD,
        cardToken: choices.cardToken,
        giftWrap: choices.giftWrap,
      }),
      ...(choices.giftCardCode ? { gift_card_code: choices.giftCardCode } : {}),
    },
    remoteAddress: freshAddress(),
  });
  if (res.statusCode !== 200) throw new Error(`place-order failed: ${res.statusCode} ${res.body}`);
  return res.json().data.order.id as number;
}

async function orderOnWire(token: string, id: number) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/cart/order-confirmation?orderId=${id}`,
    headers: auth(token),
  });
  if (res.statusCode !== 200) throw new Error(`confirmation failed: ${res.statusCode} ${res.body}`);
  return res.json().data.order;
}

describe('the checkout panel, the placed order and the provider agree on the money', () => {
  it('charges Rs. 1,050 for a Rs. 1,000 book with its own 5% paid by a 10% card, as the panel shows', async () => {
    const bookId = await insertProduct(t.database.db, { price: 1000, discountPercent: 5 });
    const bin = freshBin();
    await t.database.db.insert(binDiscountRules).values({
      bankName: 'Worked Example Bank',
      bankLogo: '/bank-logos/worked.svg',
      bin,
      discountType: 'percentage',
      discountValue: 10,
      discountLimit: 1000,
    });
    const token = await newGuest(t.app);
    await addToCart(t.app, token, bookId);
    const addressId = await addAddress(t.app, token);
    const cardToken = await saveCardAs(t.app, token, cardNumberWith(bin, 1));

    const panel = await panelPrice(t.app, token, { cardToken });
    // Own price 950; the card's Rs. 100 replaces the own Rs. 50: 900 + 150 shipping.
    expect(panel).toMatchObject({ subtotal: 950, cardDiscount: 50, shipping: 150, total: 1050 });

    const id = await placeAsPanel(token, addressId, { cardToken, giftWrap: false });
    const order = await orderOnWire(token, id);
    expect(order.status).toBe('placed');
    expect(order.totals).toEqual({
      subtotal: 950,
      shipping: 150,
      giftWrap: 0,
      cardDiscount: 50,
      total: 1050,
    });
    expect(order.items[0]).toMatchObject({ unit_price: 950, card_discount: 100, line_total: 900 });
    expect(await providerCharge(t.database.db, id)).toBe(1050);
  });

  it('for random carts, card rules and gift cards: panel total = placed total = provider charge', async () => {
    const product = fc.record({
      kind: fc.constantFrom<ProductKind>('book', 'book', 'stationery'),
      price: fc.integer({ min: 1, max: 6000 }),
      discountPercent: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 60 })),
      stockStatus: fc.constantFrom<StockStatus>('available', 'out_of_stock', 'pre_order', 'on_demand'),
      qty: fc.integer({ min: 1, max: 3 }),
    });
    const rule = fc.option(
      fc.oneof(
        fc.record({
          discountType: fc.constant('percentage' as const),
          discountValue: fc.integer({ min: 1, max: 100 }),
          discountLimit: fc.integer({ min: 0, max: 3000 }),
          ruleEnabled: fc.boolean(),
        }),
        fc.record({
          discountType: fc.constant('value' as const),
          discountValue: fc.integer({ min: 1, max: 2000 }),
          discountLimit: fc.integer({ min: 0, max: 3000 }),
          ruleEnabled: fc.boolean(),
        }),
      ),
      { nil: null },
    );
    const giftCard = fc.option(fc.integer({ min: 500, max: 10_000 }), { nil: null });

    await fc.assert(
      fc.asyncProperty(
        fc.array(product, { minLength: 1, maxLength: 4 }),
        rule,
        giftCard,
        fc.boolean(),
        async (products, cardRule, giftCardValue, giftWrap) => {
          const token = await newGuest(t.app);
          for (const p of products) {
            const id = await insertProduct(t.database.db, {
              ...p,
              stock: p.stockStatus === 'available' ? p.qty + 2 : 0,
            });
            await addToCart(t.app, token, id, p.qty);
          }
          const addressId = await addAddress(t.app, token);
          const bin = freshBin();
          if (cardRule)
            await t.database.db
              .insert(binDiscountRules)
              .values({ bankName: 'Property Bank', bankLogo: '/bank-logos/p.svg', bin, ...cardRule });
          const cardToken = await saveCardAs(t.app, token, cardNumberWith(bin, bins));
          const giftCardCode = giftCardValue ? await issueGiftCard(t.database.db, giftCardValue) : undefined;
          const choices = { cardToken, giftWrap, ...(giftCardCode ? { giftCardCode } : {}) };

          const panel = await panelPrice(t.app, token, choices);
          const id = await placeAsPanel(token, addressId, choices);
          const order = await orderOnWire(token, id);

          expect(order.totals).toEqual(wireTotals(panel));
          expect(
            order.items.map((i: { line_total: number; backorder: boolean }) => [i.line_total, i.backorder]),
          ).toEqual(panel.lines.map((l) => [l.lineTotal, l.backorder]));
          const [row] = await t.database.db.select().from(orders).where(eq(orders.id, id));
          if (panel.total > 0) {
            expect(await providerCharge(t.database.db, id)).toBe(panel.total);
            expect(row).toMatchObject({ status: 'placed', paymentOption: PAYMENT_METHOD.CARD });
          } else {
            // The gift card paid it all: nothing to collect, the provider is never asked.
            expect(await providerCharge(t.database.db, id)).toBeNull();
            expect(row).toMatchObject({ status: 'placed', paymentOption: PAYMENT_METHOD.GIFT_CARD });
          }
        },
      ),
      { numRuns: 15 },
    );
  }, 240_000);
});
