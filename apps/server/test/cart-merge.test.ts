import type { OrderCartResponse } from '@bookshop/domain';
import { describe, expect, it } from 'vitest';
import { bearer, guestToken, login, register, useAccountsTestApp } from './support/accounts.js';
import { insertBook } from './support/cart.js';

const t = useAccountsTestApp();

function add(token: string, bookId: number, qty: number, cartType = 'cart') {
  return t.app.inject({
    method: 'POST',
    url: '/api/cart/add-cart-item',
    headers: bearer(token),
    payload: { bookId, qty, cartType },
  });
}

async function list(token: string, cartType: string): Promise<[number, number][]> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/cart/order-cart?cartType=${cartType}`,
    headers: bearer(token),
  });
  const cart: OrderCartResponse = res.json();
  return [...cart.availableBooks, ...cart.outOfStockBooks, ...cart.preOrderBooks, ...cart.onDemandBooks]
    .map((l): [number, number] => [l.Book_Id, l.cart_qty])
    .sort((a, b) => a[0] - b[0]);
}

describe('guest cart merged on login, through the cart calls', () => {
  it('adds quantities by the quantity rule: up to the stock, up to 10 for pre-orders', async () => {
    const scarce = await insertBook(t.database.db, { stock: 4 });
    const preOrder = await insertBook(t.database.db, { stock: 0, stockStatus: 'pre_order' });
    const wished = await insertBook(t.database.db, { stock: 9 });
    const account = await register(t.app);
    expect((await add(account.token, scarce, 3)).statusCode).toBe(201);
    expect((await add(account.token, preOrder, 7)).statusCode).toBe(201);
    const guest = await guestToken(t.app);
    expect((await add(guest, scarce, 2)).statusCode).toBe(201);
    expect((await add(guest, preOrder, 6)).statusCode).toBe(201);
    expect((await add(guest, wished, 1, 'wishlist')).statusCode).toBe(201);

    const res = await login(t.app, account.email, account.password, { headers: bearer(guest) });
    expect(res.statusCode).toBe(200);
    const token = res.json().data.token;
    expect(await list(token, 'cart')).toEqual(
      [
        [scarce, 4],
        [preOrder, 10],
      ].sort((a, b) => (a[0] ?? 0) - (b[0] ?? 0)),
    );
    expect(await list(token, 'wishlist')).toEqual([[wished, 1]]);
    const stale = await t.app.inject({
      method: 'GET',
      url: '/api/cart/get-cart-total',
      headers: bearer(guest),
    });
    expect(stale.statusCode).toBe(401);
  });
});
