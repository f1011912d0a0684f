import { randomUUID } from 'node:crypto';
import { BACKORDER_NOTE, PAYMENT_METHOD } from '@bookshop/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { books, giftCards, orderItems, orders, outbox } from '../src/db/schema/index.js';
import { hashGiftCardCode } from '../src/gift-cards/gift-card-code.js';
import {
  addAddress,
  addToCart,
  auth,
  newGuest,
  orderBody,
  shownLines,
  stockOf,
  useCheckoutTestApp,
} from './support/checkout.js';
import {
  freshAddress,
  insertProduct,
  issueGiftCard,
  panelPrice,
  providerCharge,
  saveCardAs,
  wireTotals,
} from './support/pricing.js';

const t = useCheckoutTestApp();

/** A guest with these products in the cart and an address. */
async function shopper(items: readonly { id: number; qty?: number }[]) {
  const token = await newGuest(t.app);
  for (const item of items) await addToCart(t.app, token, item.id, item.qty ?? 1);
  return { token, addressId: await addAddress(t.app, token) };
}

function place(token: string, payload: object) {
  return t.app.inject({
    method: 'POST',
    url: '/api/cart/place-order',
    headers: { ...auth(token), 'idempotency-key': randomUUID() },
    payload,
    remoteAddress: freshAddress(),
  });
}

async function orderRow(id: number) {
  const [row] = await t.database.db.select().from(orders).where(eq(orders.id, id));
  if (!row) throw new Error(`no order ${id}`);
  return row;
}

async function redeemedOrderOf(code: string): Promise<number | null | undefined> {
  const [card] = await t.database.db
    .select()
    .from(giftCards)
    .where(eq(giftCards.codeHash, hashGiftCardCode(code)));
  return card?.redeemedAt ? card.redeemedOrderId : null;
}

describe('a cart with an out-of-stock line', () => {
  it('is ordered with every line shown: the out-of-stock line is a backorder, takes no stock and carries the on-demand fee', async () => {
    const inStock = await insertProduct(t.database.db, { price: 800, stock: 5 });
    const soldOut = await insertProduct(t.database.db, { price: 1200, stockStatus: 'out_of_stock' });
    const g = await shopper([{ id: inStock }, { id: soldOut, qty: 2 }]);
    const lines = await shownLines(t.app, g.token);
    expect(lines.map((l) => l.availabilityStatus).sort()).toEqual(['available', 'out_of_stock']);
    const panel = await panelPrice(t.app, g.token);

    const res = await place(g.token, orderBody({ addressId: g.addressId, lines }));
    expect(res.statusCode).toBe(200);
    const id = res.json().data.order.id;

    const list = await t.app.inject({ method: 'GET', url: '/api/orders', headers: auth(g.token) });
    const [order] = list.json().data.orders;
    expect(order.id).toBe(id);
    expect(order.totals).toEqual(wireTotals(panel));
    // Standard shipping for the book in stock plus the on-demand fee for the backorder.
    expect(order.totals).toMatchObject({ subtotal: 800 + 2400, shipping: 300, total: 3500 });
    expect(order.items.map((i: { Book_Id: number; backorder: boolean }) => [i.Book_Id, i.backorder])).toEqual(
      [
        [inStock, false],
        [soldOut, true],
      ],
    );

    expect(await stockOf(t.database.db, inStock)).toBe(4);
    expect(await stockOf(t.database.db, soldOut)).toBe(0);
    const [soldOutBook] = await t.database.db.select().from(books).where(eq(books.id, soldOut));
    expect(soldOutBook?.stockStatus).toBe('out_of_stock');
    const items = await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, id));
    expect(items.map((i) => [i.bookId, i.reservedQty])).toEqual([
      [inStock, 1],
      [soldOut, 0],
    ]);
    expect(await shownLines(t.app, g.token)).toEqual([]);

    const [mail] = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.subject, `Your order No: ${id} is confirmed`));
    const soldOutLine = mail?.body.split('\n').find((line) => line.includes('2 x '));
    expect(soldOutLine).toContain(`(${BACKORDER_NOTE})`);
    expect(mail?.body.split('\n').find((line) => line.includes('1 x '))).not.toContain(BACKORDER_NOTE);
  });

  it('is still refused by the general check when the out-of-stock line was not shown', async () => {
    const inStock = await insertProduct(t.database.db, { price: 800, stock: 5 });
    const soldOut = await insertProduct(t.database.db, { price: 1200, stockStatus: 'out_of_stock' });
    const g = await shopper([{ id: inStock }, { id: soldOut }]);
    const lines = await shownLines(t.app, g.token);
    const res = await place(
      g.token,
      orderBody({
        addressId: g.addressId,
        lines: lines.filter((l) => l.availabilityStatus !== 'out_of_stock'),
      }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().changedBooks.map((b: { Book_Id: number }) => b.Book_Id)).toEqual([soldOut]);
    expect(await stockOf(t.database.db, inStock)).toBe(5);
  });

  it('refuses a line shown in stock that has since sold out, naming it', async () => {
    const book = await insertProduct(t.database.db, { price: 800, stock: 5 });
    const g = await shopper([{ id: book }]);
    const lines = await shownLines(t.app, g.token);
    await t.database.db
      .update(books)
      .set({ stock: 0, stockStatus: 'out_of_stock' })
      .where(eq(books.id, book));
    const res = await place(g.token, orderBody({ addressId: g.addressId, lines }));
    expect(res.statusCode).toBe(409);
    expect(res.json().changedBooks.map((b: { Book_Id: number }) => b.Book_Id)).toEqual([book]);
  });
});

describe('an order its gift card covers', () => {
  it('needs no payment method: recorded as paid by gift card (6), placed, the provider never asked', async () => {
    const book = await insertProduct(t.database.db, { price: 900, stock: 5 });
    const g = await shopper([{ id: book }]);
    const code = await issueGiftCard(t.database.db, 2000);
    const panel = await panelPrice(t.app, g.token, { giftCardCode: code });
    expect(panel.total).toBe(0);

    const res = await place(g.token, {
      ...orderBody({
        addressId: g.addressId,
        lines: await shownLines(t.app, g.token),
        paymentOption: PAYMENT_METHOD.GIFT_CARD,
      }),
      gift_card_code: code,
    });
    expect(res.statusCode).toBe(200);
    const id = res.json().data.order.id;
    expect(res.json()).toEqual({
      success: true,
      data: { order: { id }, redirectUrl: null, priced_as_is: false },
    });
    expect(await orderRow(id)).toMatchObject({
      status: 'placed',
      paymentOption: PAYMENT_METHOD.GIFT_CARD,
      giftCard: 1050,
      total: 0,
      cardToken: null,
    });
    expect(await providerCharge(t.database.db, id)).toBeNull();
    expect(await redeemedOrderOf(code)).toBe(id);
    expect(await stockOf(t.database.db, book)).toBe(4);
    expect(await shownLines(t.app, g.token)).toEqual([]);
    const [mail] = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.subject, `Your order No: ${id} is confirmed`));
    expect(mail?.body).toContain('Payment: Gift Card');
  });

  it('is refused as option 6 when the gift card does not cover it, taking nothing', async () => {
    const book = await insertProduct(t.database.db, { price: 3000, stock: 5 });
    const g = await shopper([{ id: book }]);
    const code = await issueGiftCard(t.database.db, 1000);
    const lines = await shownLines(t.app, g.token);
    const res = await place(g.token, {
      ...orderBody({ addressId: g.addressId, lines, paymentOption: PAYMENT_METHOD.GIFT_CARD }),
      gift_card_code: code,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ errors: { payment_option: ['Payment method is required'] } });
    expect(await redeemedOrderOf(code)).toBeNull();
    expect(await stockOf(t.database.db, book)).toBe(5);
    expect(await shownLines(t.app, g.token)).toEqual(lines);

    const withoutCode = await place(
      g.token,
      orderBody({ addressId: g.addressId, lines, paymentOption: PAYMENT_METHOD.GIFT_CARD }),
    );
    expect(withoutCode.statusCode).toBe(422);
    expect(withoutCode.json()).toEqual({ errors: { payment_option: ['Payment method is required'] } });
  });

  it('is recorded as paid by gift card and charges nothing when the shopper chose a card or a wallet anyway', async () => {
    const book = await insertProduct(t.database.db, { price: 700, stock: 5 });
    const carded = await shopper([{ id: book }]);
    const card = await saveCardAs(t.app, carded.token, '5105105105105100');
    const code = await issueGiftCard(t.database.db, 5000);
    const byCard = await place(carded.token, {
      ...orderBody({
        addressId: carded.addressId,
        lines: await shownLines(t.app, carded.token),
        paymentOption: PAYMENT_METHOD.CARD,
        cardToken: card,
      }),
      gift_card_code: code,
    });
    expect(byCard.statusCode).toBe(200);
    const cardOrder = byCard.json().data.order.id;
    expect(await orderRow(cardOrder)).toMatchObject({
      status: 'placed',
      paymentOption: PAYMENT_METHOD.GIFT_CARD,
      total: 0,
      cardToken: null,
    });
    expect(await providerCharge(t.database.db, cardOrder)).toBeNull();

    const wallet = await shopper([{ id: book }]);
    const walletCode = await issueGiftCard(t.database.db, 5000);
    const byWallet = await place(wallet.token, {
      ...orderBody({
        addressId: wallet.addressId,
        lines: await shownLines(t.app, wallet.token),
        paymentOption: PAYMENT_METHOD.JAZZCASH,
      }),
      gift_card_code: walletCode,
    });
    expect(byWallet.statusCode).toBe(200);
    const walletOrder = byWallet.json().data.order.id;
    // No approval page to send the shopper to: nothing is left to pay.
    expect(byWallet.json().data.redirectUrl).toBeNull();
    expect(await orderRow(walletOrder)).toMatchObject({
      status: 'placed',
      paymentOption: PAYMENT_METHOD.GIFT_CARD,
      total: 0,
      paymentReference: null,
    });
    expect(await providerCharge(t.database.db, walletOrder)).toBeNull();
  });
});
