import { randomUUID } from 'node:crypto';
import { type PricingLine, priceOrder } from '@bookshop/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { books, idempotencyKeys, orders, outbox } from '../src/db/schema/index.js';
import { createIdempotencyStore, requestHash } from '../src/orders/idempotency.js';
import {
  addToCart,
  auth,
  bookWithStock,
  countRows,
  orderBody,
  placeOrder,
  readyGuest,
  shownLines,
  stockOf,
  useCheckoutTestApp,
} from './support/checkout.js';

const t = useCheckoutTestApp();

describe('POST /api/cart/place-order with cash on delivery', () => {
  it('places the order at server prices, takes the stock, empties the cart and e-mails the customer', async () => {
    const book = await bookWithStock(t.database.db, 5, 'available', 0);
    const preOrder = await bookWithStock(t.database.db, 0, 'pre_order', 0);
    const g = await readyGuest(t.app, [{ id: book.id, qty: 2 }, { id: preOrder.id }]);
    const res = await placeOrder(
      t.app,
      g.token,
      orderBody({ addressId: g.addressId, lines: g.lines, giftWrap: true }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const orderId = res.json().data.order.id;
    expect(res.json()).toEqual({
      success: true,
      data: { order: { id: orderId }, redirectUrl: null, priced_as_is: false },
    });

    expect(await stockOf(t.database.db, book.id)).toBe(3);
    expect(await stockOf(t.database.db, preOrder.id)).toBe(0);
    expect(await shownLines(t.app, g.token)).toEqual([]);

    const list = await t.app.inject({ method: 'GET', url: '/api/orders', headers: auth(g.token) });
    const [order] = list.json().data.orders;
    expect(order.id).toBe(orderId);
    expect(order.status).toBe('placed');
    expect(order.items.map((i: { Book_Id: number; qty: number }) => [i.Book_Id, i.qty])).toEqual([
      [book.id, 2],
      [preOrder.id, 1],
    ]);
    const [priced] = await t.database.db.select().from(books).where(eq(books.id, book.id));
    const [pricedPre] = await t.database.db.select().from(books).where(eq(books.id, preOrder.id));
    if (!priced || !pricedPre) throw new Error('books vanished');
    const expected = priceOrder<PricingLine>({
      giftWrap: true,
      lines: [
        {
          PAK_PRICE: priced.price,
          Discount: priced.discountPercent,
          cart_qty: 2,
          availabilityStatus: 'available',
          kind: 'book',
        },
        {
          PAK_PRICE: pricedPre.price,
          Discount: pricedPre.discountPercent,
          cart_qty: 1,
          availabilityStatus: 'pre_order',
          kind: 'book',
        },
      ],
    });
    expect(order.totals).toEqual({
      subtotal: expected.subtotal,
      shipping: expected.shipping,
      giftWrap: expected.giftWrap,
      cardDiscount: expected.cardDiscount,
      total: expected.total,
    });
    const mails = await t.database.db.select().from(outbox).where(eq(outbox.recipient, 'buyer@example.pk'));
    expect(mails.map((m) => m.subject)).toContain(`Your order No: ${orderId} is confirmed`);
  });

  it('ignores prices sent by the client', async () => {
    const book = await bookWithStock(t.database.db, 5, 'available', 1);
    const g = await readyGuest(t.app, [{ id: book.id }]);
    const body = orderBody({ addressId: g.addressId, lines: g.lines });
    const res = await placeOrder(t.app, g.token, { ...body, total: 1, subtotal: 1, net_amount: 1 });
    expect(res.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, res.json().data.order.id));
    expect(row?.subtotal).toBeGreaterThan(1);
  });

  it('requires an Idempotency-Key', async () => {
    const book = await bookWithStock(t.database.db, 5, 'available', 2);
    const g = await readyGuest(t.app, [{ id: book.id }]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/cart/place-order',
      headers: auth(g.token),
      payload: orderBody({ addressId: g.addressId, lines: g.lines }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'The Idempotency-Key header is required.' });
  });

  it('answers field errors with checkout messages and a foreign address as missing', async () => {
    const book = await bookWithStock(t.database.db, 5, 'available', 2);
    const g = await readyGuest(t.app, [{ id: book.id }]);
    const other = await readyGuest(t.app, [{ id: book.id }]);
    const bad = await placeOrder(t.app, g.token, {
      ...orderBody({ addressId: g.addressId, lines: g.lines }),
      email: '',
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toEqual({ errors: { email: ['Email is required'] } });
    const foreign = await placeOrder(
      t.app,
      g.token,
      orderBody({ addressId: other.addressId, lines: g.lines }),
    );
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json()).toEqual({
      errors: { address_id: ['Shipping address is required. Please edit your address.'] },
    });
  });
});

describe('idempotency', () => {
  it('replays the same answer for a retry with the same key and never makes a second order', async () => {
    const book = await bookWithStock(t.database.db, 5, 'available', 3);
    const g = await readyGuest(t.app, [{ id: book.id }]);
    const body = orderBody({ addressId: g.addressId, lines: g.lines });
    const key = randomUUID();
    const first = await placeOrder(t.app, g.token, body, key);
    const again = await placeOrder(t.app, g.token, body, key);
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await stockOf(t.database.db, book.id)).toBe(4);
    const list = await t.app.inject({ method: 'GET', url: '/api/orders', headers: auth(g.token) });
    expect(list.json().data.orders).toHaveLength(1);
  });

  it('replays the first answer to a retry made after new lines went into the cart, ordering none of them', async () => {
    const book = await bookWithStock(t.database.db, 5, 'available', 3);
    const later = await bookWithStock(t.database.db, 5, 'available', 9);
    const g = await readyGuest(t.app, [{ id: book.id }]);
    const body = orderBody({ addressId: g.addressId, lines: g.lines });
    const key = randomUUID();
    const first = await placeOrder(t.app, g.token, body, key);
    expect(first.statusCode).toBe(200);
    // The cart has lines again, so placing's read has a row to say the key was kept already.
    await addToCart(t.app, g.token, later.id);
    const again = await placeOrder(t.app, g.token, body, key);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await stockOf(t.database.db, later.id)).toBe(5);
    expect((await shownLines(t.app, g.token)).map((line) => line.Book_Id)).toEqual([later.id]);
  });

  it('refuses the same key with a different body', async () => {
    const book = await bookWithStock(t.database.db, 5, 'available', 3);
    const g = await readyGuest(t.app, [{ id: book.id }]);
    const key = randomUUID();
    const body = orderBody({ addressId: g.addressId, lines: g.lines });
    expect((await placeOrder(t.app, g.token, body, key)).statusCode).toBe(200);
    const changed = await placeOrder(
      t.app,
      g.token,
      { ...body, special_instruction: 'leave at the door' },
      key,
    );
    expect(changed.statusCode).toBe(422);
    expect(changed.json().error).toMatch(/already used for a different order/);
  });

  it('keeps a key bound to an order when its request lets it go (its COMMIT went through, its answer was lost), so the retry finds that order', async () => {
    const book = await bookWithStock(t.database.db, 5, 'available', 3);
    const g = await readyGuest(t.app, [{ id: book.id }]);
    const placed = await placeOrder(t.app, g.token, orderBody({ addressId: g.addressId, lines: g.lines }));
    const orderId = placed.json().data.order.id as number;
    const store = createIdempotencyStore(t.database.db, { leaseSeconds: 30 });
    const owner = `guest:${await guestTokenIdOf(g.token)}`;
    const key = randomUUID();
    const claim = await store.claim(owner, key, 'a-request-hash');
    if (claim.kind !== 'owned') throw new Error('a new key was not owned');
    const ref = { owner, key, attempt: claim.attempt };
    // The order's transaction bound the key and committed; the caller saw an error and lets go.
    await t.database.db.transaction((tx) => store.bind(tx, ref, orderId));
    await store.release(ref);
    const kept = await t.database.db
      .select({ orderId: idempotencyKeys.orderId })
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, key));
    expect(kept).toEqual([{ orderId }]);
  });

  it('answers 409 to a duplicate while the first request still holds the key', async () => {
    const book = await bookWithStock(t.database.db, 5, 'available', 3);
    const g = await readyGuest(t.app, [{ id: book.id }]);
    const me = await t.app.inject({ method: 'GET', url: '/api/orders', headers: auth(g.token) });
    expect(me.statusCode).toBe(200);
    const body = orderBody({ addressId: g.addressId, lines: g.lines });
    const key = randomUUID();
    // The first request, mid-flight: it has claimed the key and not finished.
    const tokenId = await guestTokenIdOf(g.token);
    const store = createIdempotencyStore(t.database.db, { leaseSeconds: 30 });
    const { placeOrderSchema } = await import('@bookshop/validation');
    const claim = await store.claim(
      `guest:${tokenId}`,
      key,
      requestHash(placeOrderSchema.validateSync(body, { stripUnknown: true })),
    );
    expect(claim.kind).toBe('owned');
    const duplicate = await placeOrder(t.app, g.token, body, key);
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toEqual({ error: 'This order is already being placed. Please wait a moment.' });
  });

  it('gives 10 concurrent requests with one key exactly one order', async () => {
    const book = await bookWithStock(t.database.db, 5, 'available', 4);
    const g = await readyGuest(t.app, [{ id: book.id }]);
    const body = orderBody({ addressId: g.addressId, lines: g.lines });
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => placeOrder(t.app, g.token, body, key)),
    );
    const ok = answers.filter((a) => a.statusCode === 200);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    expect(new Set(ok.map((a) => a.json().data.order.id)).size).toBe(1);
    expect(answers.every((a) => a.statusCode === 200 || a.statusCode === 409)).toBe(true);
    expect(await stockOf(t.database.db, book.id)).toBe(4);
  });
});

async function guestTokenIdOf(token: string): Promise<number> {
  const { hashSecret } = await import('../src/auth/tokens.js');
  const { authTokens } = await import('../src/db/schema/index.js');
  const [row] = await t.database.db
    .select({ id: authTokens.id })
    .from(authTokens)
    .where(eq(authTokens.tokenHash, hashSecret(token)));
  if (!row) throw new Error('guest token not stored');
  return row.id;
}

describe('stock', () => {
  it('sells the last copy once when 8 shoppers race for it; the others are told the book sold out', async () => {
    const book = await bookWithStock(t.database.db, 1, 'available', 5);
    const shoppers = [];
    for (let i = 0; i < 8; i += 1) shoppers.push(await readyGuest(t.app, [{ id: book.id }]));
    const before = await countRows(t.database.db, 'orders');
    const answers = await Promise.all(
      shoppers.map((s) => placeOrder(t.app, s.token, orderBody({ addressId: s.addressId, lines: s.lines }))),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    const refused = answers.filter((a) => a.statusCode !== 200);
    expect(refused).toHaveLength(7);
    for (const answer of refused) {
      expect(answer.statusCode).toBe(409);
      expect(answer.json().error).toContain(`"${book.title}"`);
    }
    expect(await stockOf(t.database.db, book.id)).toBe(0);
    expect((await countRows(t.database.db, 'orders')) - before).toBe(1);
  }, 120_000);

  it('refuses an order whose prices changed since the cart was shown, naming the book, and keeps the cart', async () => {
    const book = await bookWithStock(t.database.db, 5, 'available', 6);
    const g = await readyGuest(t.app, [{ id: book.id }]);
    await t.database.db
      .update(books)
      .set({ price: book.price + 50 })
      .where(eq(books.id, book.id));
    const key = randomUUID();
    const res = await placeOrder(t.app, g.token, orderBody({ addressId: g.addressId, lines: g.lines }), key);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: `The price or stock of "${book.title}" changed since you opened checkout. Please review your cart and place the order again.`,
      changedBooks: [{ Book_Id: book.id, BOOK_TITLE: book.title }],
    });
    expect(await stockOf(t.database.db, book.id)).toBe(5);
    const fresh = await shownLines(t.app, g.token);
    expect(fresh[0]?.PAK_PRICE).toBe(book.price + 50);
    const retry = await placeOrder(t.app, g.token, orderBody({ addressId: g.addressId, lines: fresh }), key);
    expect(retry.statusCode).toBe(200);
  });

  it('prices the cart as it stands when no shown lines are sent, and says so; with shown lines the general check still refuses a change', async () => {
    const book = await bookWithStock(t.database.db, 5, 'available', 8);
    const g = await readyGuest(t.app, [{ id: book.id, qty: 2 }]);
    // The price changed after the cart was shown: a client that sent no lines saw none of them.
    await t.database.db
      .update(books)
      .set({ price: book.price + 40 })
      .where(eq(books.id, book.id));
    const { shown_lines: _shown, ...alone } = orderBody({ addressId: g.addressId, lines: g.lines });
    const res = await placeOrder(t.app, g.token, alone);
    expect(res.statusCode).toBe(200);
    const orderId = res.json().data.order.id;
    expect(res.json()).toEqual({
      success: true,
      data: { order: { id: orderId }, redirectUrl: null, priced_as_is: true },
    });
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    const repriced = { ...g.lines[0], PAK_PRICE: book.price + 40, kind: 'book' } as PricingLine;
    expect(row?.subtotal).toBe(priceOrder({ lines: [repriced], giftWrap: false }).subtotal);
    expect(await stockOf(t.database.db, book.id)).toBe(3);

    const other = await readyGuest(t.app, [{ id: book.id }]);
    await t.database.db
      .update(books)
      .set({ price: book.price + 80 })
      .where(eq(books.id, book.id));
    const checked = await placeOrder(
      t.app,
      other.token,
      orderBody({ addressId: other.addressId, lines: other.lines }),
    );
    expect(checked.statusCode).toBe(409);
    expect(checked.json().changedBooks).toEqual([{ Book_Id: book.id, BOOK_TITLE: book.title }]);
  });

  it('refuses an empty cart', async () => {
    const book = await bookWithStock(t.database.db, 5, 'available', 7);
    const g = await readyGuest(t.app, [{ id: book.id }]);
    expect(
      (await placeOrder(t.app, g.token, orderBody({ addressId: g.addressId, lines: g.lines }))).statusCode,
    ).toBe(200);
    const empty = await placeOrder(t.app, g.token, orderBody({ addressId: g.addressId, lines: g.lines }));
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toEqual({ error: 'Your cart is empty' });
    await addToCart(t.app, g.token, book.id);
  });
});
