import { type CartLine, cartSummary, type OrderCartResponse } from '@bookshop/domain';
import { describe, expect, it } from 'vitest';
import { bearer, guestToken, register, useAccountsTestApp } from './support/accounts.js';
import { insertBook } from './support/cart.js';

const t = useAccountsTestApp();

async function add(token: string, payload: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: '/api/cart/add-cart-item', headers: bearer(token), payload });
}

async function view(token: string, query = 'web=true'): Promise<OrderCartResponse> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/cart/order-cart?${query}`,
    headers: bearer(token),
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}

function allLines(cart: OrderCartResponse): CartLine[] {
  return [...cart.availableBooks, ...cart.outOfStockBooks, ...cart.preOrderBooks, ...cart.onDemandBooks];
}

async function count(token: string): Promise<number> {
  const res = await t.app.inject({ method: 'GET', url: '/api/cart/get-cart-total', headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  return res.json().data.totalCartCount;
}

describe('adding and viewing', () => {
  it('groups a guest cart by stock status with the spec line fields and a domain summary', async () => {
    const guest = await guestToken(t.app);
    const available = await insertBook(t.database.db, {
      price: 1000,
      discountPercent: 15,
      title: 'Aangan',
      stock: 7,
    });
    const preOrder = await insertBook(t.database.db, { stock: 0, stockStatus: 'pre_order', price: 750 });
    const onDemand = await insertBook(t.database.db, { stock: 0, stockStatus: 'on_demand', price: 499 });
    const soldOut = await insertBook(t.database.db, { stock: 0, stockStatus: 'out_of_stock', price: 300 });
    for (const [bookId, qty] of [
      [available, 2],
      [preOrder, 1],
      [onDemand, 3],
      [soldOut, 1],
    ] as const) {
      const res = await add(guest, { bookId, qty });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({
        success: true,
        message: 'Added to cart',
        data: { cartItem: { Book_Id: bookId, cart_qty: qty } },
      });
    }

    const cart = await view(guest);
    expect(cart.availableBooks.map((l) => l.Book_Id)).toEqual([available]);
    expect(cart.preOrderBooks.map((l) => l.Book_Id)).toEqual([preOrder]);
    expect(cart.onDemandBooks.map((l) => l.Book_Id)).toEqual([onDemand]);
    expect(cart.outOfStockBooks.map((l) => l.Book_Id)).toEqual([soldOut]);
    expect(cart.availableBooks[0]).toEqual({
      cart_item_id: expect.any(Number),
      Book_Id: available,
      BOOK_TITLE: 'Aangan',
      authorName: 'Test Author',
      PAK_PRICE: 1000,
      Discount: 15,
      cart_qty: 2,
      picname: expect.stringMatching(/^test-/),
      availabilityStatus: 'available',
      kind: 'book',
      maxQty: 7,
    });
    // 850 × 2 + 750 + 499 × 3 + 300, standard and on-demand shipping, no gift wrap.
    expect(cart.summary).toEqual({
      net_amount: 4247,
      subtotal: 4247,
      shipping: 300,
      giftWrap: 0,
      total: 4547,
      totalCartCount: 7,
    });
    expect(cart.summary).toEqual(cartSummary(allLines(cart)));
    expect((await view(guest, 'web=true&giftWrap=true')).summary).toMatchObject({
      giftWrap: 100,
      total: 4647,
    });
    expect(await count(guest)).toBe(7);
  });

  it('raises the quantity when the same book is added twice, up to the stock', async () => {
    const user = await register(t.app);
    const bookId = await insertBook(t.database.db, { stock: 3 });
    expect((await add(user.token, { bookId })).json().data.cartItem.cart_qty).toBe(1);
    const again = await add(user.token, { bookId });
    expect(again.json().data).toMatchObject({ cartItem: { cart_qty: 2 }, totalCartCount: 2 });
    expect((await add(user.token, { bookId, qty: 5 })).json().data.cartItem.cart_qty).toBe(3);
    const lines = allLines(await view(user.token));
    expect(lines).toHaveLength(1);
    expect(lines[0]?.cart_qty).toBe(3);
  });

  it('keeps wish-list lines out of the cart and shows them on their own list', async () => {
    const user = await register(t.app);
    const bookId = await insertBook(t.database.db);
    const res = await add(user.token, { bookId, cartType: 'wishlist' });
    expect(res.json().message).toBe('Added to wish list');
    expect(await count(user.token)).toBe(0);
    expect(allLines(await view(user.token))).toEqual([]);
    expect(allLines(await view(user.token, 'cartType=wishlist')).map((l) => l.Book_Id)).toEqual([bookId]);
  });

  it('refuses an unknown book, a sold-out available book and a bad body', async () => {
    const guest = await guestToken(t.app);
    const missing = await add(guest, { bookId: 2_000_000_000 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'Book not found' });
    const empty = await insertBook(t.database.db, { stock: 0, stockStatus: 'available' });
    expect((await add(guest, { bookId: empty })).json()).toEqual({
      errors: { qty: ['This book is out of stock.'] },
    });
    const bad = await add(guest, { bookId: 'Infinity', qty: -1, cartType: 'basket' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toEqual({
      errors: {
        bookId: ['Invalid book id'],
        qty: ['The quantity must be at least 1.'],
        cartType: ['Invalid cart type'],
      },
    });
  });

  it('needs a token, and answers no-store', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/api/cart/order-cart?web=true' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ error: 'Authorization token is missing' });
    const guest = await guestToken(t.app);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/cart/get-cart-total',
      headers: bearer(guest),
    });
    expect(res.json()).toEqual({ data: { totalCartCount: 0 } });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(none.headers['cache-control']).toBe('no-store');
  });
});

describe('changing quantities', () => {
  it('takes 1 up to the stock for an available book and refuses 0 or more than the stock', async () => {
    const user = await register(t.app);
    const bookId = await insertBook(t.database.db, { stock: 4 });
    const id = (await add(user.token, { bookId })).json().data.cartItem.cart_item_id;
    const update = (qty: unknown) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/cart/update-cart-item/${id}`,
        headers: bearer(user.token),
        payload: { qty },
      });
    const ok = await update(4);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      message: 'Cart updated',
      data: { cartItem: { cart_qty: 4 }, totalCartCount: 4 },
    });
    for (const qty of [0, -2, 'lots', 1.5]) {
      const refused = await update(qty);
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toEqual({ errors: { qty: ['The quantity must be at least 1.'] } });
    }
    expect((await update(5)).json()).toEqual({ errors: { qty: ['Only 4 copies are in stock.'] } });
    expect(allLines(await view(user.token))[0]?.cart_qty).toBe(4);
  });

  it('takes 1 to 10 for a pre-order book', async () => {
    const user = await register(t.app);
    const bookId = await insertBook(t.database.db, { stock: 0, stockStatus: 'pre_order' });
    const id = (await add(user.token, { bookId })).json().data.cartItem.cart_item_id;
    const update = (qty: number) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/cart/update-cart-item/${id}`,
        headers: bearer(user.token),
        payload: { qty },
      });
    expect((await update(10)).statusCode).toBe(200);
    expect((await update(11)).json()).toEqual({
      errors: { qty: ['You can order at most 10 copies of this book.'] },
    });
  });
});

describe('ownership and ids', () => {
  it("answers 404 to another shopper's line on update, delete and move, and leaves it alone", async () => {
    const owner = await register(t.app);
    const bookId = await insertBook(t.database.db);
    const id = (await add(owner.token, { bookId, qty: 2 })).json().data.cartItem.cart_item_id;
    for (const other of [await guestToken(t.app), (await register(t.app)).token]) {
      const calls = [
        { method: 'PUT' as const, url: `/api/cart/update-cart-item/${id}`, payload: { qty: 1 } },
        { method: 'DELETE' as const, url: `/api/cart/delete-cart-item/${id}` },
        { method: 'PUT' as const, url: `/api/cart/move-cart-item/${id}/wishlist` },
      ];
      for (const call of calls) {
        const res = await t.app.inject({ ...call, headers: bearer(other) });
        expect(res.statusCode, `${call.method} ${call.url}`).toBe(404);
        expect(res.json()).toEqual({ error: 'Cart item not found' });
      }
    }
    expect(allLines(await view(owner.token))).toMatchObject([{ cart_item_id: id, cart_qty: 2 }]);
  });

  it('answers 400, never 500, to ids and cart types that are not one', async () => {
    const guest = await guestToken(t.app);
    const urls = [
      ['PUT', '/api/cart/update-cart-item/abc'],
      ['PUT', '/api/cart/update-cart-item/-1'],
      ['PUT', '/api/cart/update-cart-item/1e309'],
      ['PUT', '/api/cart/update-cart-item/Infinity'],
      ['DELETE', '/api/cart/delete-cart-item/0'],
      ['DELETE', '/api/cart/delete-cart-item/99999999999'],
      ['PUT', '/api/cart/move-cart-item/1/basket'],
      ['PUT', '/api/cart/move-cart-item/1.5/wishlist'],
      ['PUT', '/api/cart/checkout/cart'],
      ['GET', '/api/cart/order-cart?cartType=everything'],
    ] as const;
    for (const [method, url] of urls) {
      const res = await t.app.inject({ method, url, headers: bearer(guest), payload: { qty: 1 } });
      expect(res.statusCode, `${method} ${url}`).toBe(400);
      expect(res.json().error, url).toMatch(/^Invalid /);
    }
  });
});

describe('deleting and moving', () => {
  it('deletes a line with the spec message', async () => {
    const guest = await guestToken(t.app);
    const bookId = await insertBook(t.database.db);
    const id = (await add(guest, { bookId, qty: 2 })).json().data.cartItem.cart_item_id;
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/cart/delete-cart-item/${id}`,
      headers: bearer(guest),
    });
    expect(res.json()).toEqual({ success: true, message: 'Deleted', data: { totalCartCount: 0 } });
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/cart/delete-cart-item/${id}`,
      headers: bearer(guest),
    });
    expect(again.statusCode).toBe(404);
  });

  it('moves a line to the wish list, adding to a wish-list line of the same book', async () => {
    const user = await register(t.app);
    const bookId = await insertBook(t.database.db, { stock: 5 });
    await add(user.token, { bookId, qty: 2, cartType: 'wishlist' });
    const id = (await add(user.token, { bookId, qty: 2 })).json().data.cartItem.cart_item_id;
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/cart/move-cart-item/${id}/wishlist`,
      headers: bearer(user.token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Book Moved',
      data: { cartItem: { cart_qty: 4, cartType: 'wishlist' }, totalCartCount: 0 },
    });
    expect(allLines(await view(user.token))).toEqual([]);
    expect(allLines(await view(user.token, 'cartType=wishlist'))).toMatchObject([
      { Book_Id: bookId, cart_qty: 4 },
    ]);
  });

  it('moves the whole cart to saved for later with checkout/{cartType}', async () => {
    const guest = await guestToken(t.app);
    const a = await insertBook(t.database.db);
    const b = await insertBook(t.database.db, { stock: 0, stockStatus: 'pre_order' });
    await add(guest, { bookId: a });
    await add(guest, { bookId: b, qty: 2 });
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/cart/checkout/later',
      headers: bearer(guest),
    });
    expect(res.json()).toEqual({
      success: true,
      message: 'Cart moved',
      data: { moved: 2, totalCartCount: 0 },
    });
    expect(allLines(await view(guest, 'cartType=later')).map((l) => [l.Book_Id, l.cart_qty])).toEqual([
      [a, 1],
      [b, 2],
    ]);
  });
});
