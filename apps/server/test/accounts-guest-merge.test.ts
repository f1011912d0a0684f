import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { hashSecret } from '../src/auth/tokens.js';
import { addresses, authTokens, books, cartItems } from '../src/db/schema/index.js';
import { bearer, guestToken, login, register, useAccountsTestApp } from './support/accounts.js';

const t = useAccountsTestApp();

async function book(stock: number, stockStatus: 'available' | 'out_of_stock' | 'pre_order' | 'on_demand') {
  const key = randomUUID();
  const [row] = await t.database.db
    .insert(books)
    .values({
      title: `Book ${key}`,
      price: 1000,
      stock,
      stockStatus,
      picname: `test-${key}`,
      source: 'test',
      sourceId: key,
    })
    .returning({ id: books.id });
  return row!.id;
}

async function guestTokenId(token: string): Promise<number> {
  const [row] = await t.database.db
    .select()
    .from(authTokens)
    .where(eq(authTokens.tokenHash, hashSecret(token)));
  return row!.id;
}

type CartType = 'cart' | 'wishlist' | 'later';

/** Cart lines are written directly: the cart's own routes are another resource's. */
async function addLine(
  owner: { userId: number } | { guestTokenId: number },
  bookId: number,
  qty: number,
  cartType: CartType = 'cart',
) {
  await t.database.db.insert(cartItems).values({ ...owner, bookId, qty, cartType });
}

async function linesOf(where: { userId: number } | { guestTokenId: number }) {
  const rows = await t.database.db
    .select({ bookId: cartItems.bookId, qty: cartItems.qty, cartType: cartItems.cartType })
    .from(cartItems)
    .where(
      'userId' in where ? eq(cartItems.userId, where.userId) : eq(cartItems.guestTokenId, where.guestTokenId),
    );
  return rows.sort((a, b) => a.bookId - b.bookId || a.cartType.localeCompare(b.cartType));
}

describe('guest cart on login', () => {
  it('adds quantities of the same book, capped by stock, moves the rest and retires the guest token', async () => {
    const scarce = await book(5, 'available');
    const plenty = await book(50, 'available');
    const preOrder = await book(0, 'pre_order');
    const onlyGuest = await book(2, 'available');
    const account = await register(t.app);
    await addLine({ userId: account.id }, scarce, 4);
    await addLine({ userId: account.id }, plenty, 1);
    await addLine({ userId: account.id }, plenty, 1, 'wishlist');

    const guest = await guestToken(t.app);
    const guestId = await guestTokenId(guest);
    await addLine({ guestTokenId: guestId }, scarce, 3);
    await addLine({ guestTokenId: guestId }, plenty, 2);
    await addLine({ guestTokenId: guestId }, plenty, 1, 'wishlist');
    await addLine({ guestTokenId: guestId }, preOrder, 2);
    await addLine({ guestTokenId: guestId }, onlyGuest, 1, 'later');
    const checkoutAddress = await t.app.inject({
      method: 'POST',
      url: '/api/addresses',
      headers: bearer(guest),
      payload: {
        firstName: 'Guest',
        lastName: 'Shopper',
        phone: '03001234567',
        address: '1 Canal Road',
        city: 'Lahore',
        province: 'Punjab',
        country: 'Pakistan',
        zipCode: '54000',
      },
    });
    expect(checkoutAddress.statusCode).toBe(201);

    // The web app sends the guest token as the bearer while nobody is logged in.
    const res = await login(t.app, account.email, account.password, { headers: bearer(guest) });
    expect(res.statusCode).toBe(200);

    const sorted = [
      { bookId: scarce, qty: 5, cartType: 'cart' },
      { bookId: plenty, qty: 3, cartType: 'cart' },
      { bookId: plenty, qty: 2, cartType: 'wishlist' },
      { bookId: preOrder, qty: 2, cartType: 'cart' },
      { bookId: onlyGuest, qty: 1, cartType: 'later' },
    ].sort((a, b) => a.bookId - b.bookId || a.cartType.localeCompare(b.cartType));
    expect(await linesOf({ userId: account.id })).toEqual(sorted);
    expect(await linesOf({ guestTokenId: guestId })).toEqual([]);

    const moved = await t.database.db
      .select()
      .from(addresses)
      .where(and(eq(addresses.userId, account.id), eq(addresses.firstName, 'Guest')));
    expect(moved).toHaveLength(1);

    const stale = await t.app.inject({ method: 'GET', url: '/api/addresses', headers: bearer(guest) });
    expect(stale.statusCode).toBe(401);
    expect(stale.json()).toEqual({ error: 'Invalid or expired token' });
  });

  it('merges on registration from a guestToken body field', async () => {
    const item = await book(10, 'available');
    const guest = await guestToken(t.app);
    const guestId = await guestTokenId(guest);
    await addLine({ guestTokenId: guestId }, item, 2);
    const account = await register(t.app, {}, { payload: { guestToken: guest } });
    expect(await linesOf({ userId: account.id })).toEqual([{ bookId: item, qty: 2, cartType: 'cart' }]);
    expect(await linesOf({ guestTokenId: guestId })).toEqual([]);
  });

  it('leaves the guest cart alone when the login fails', async () => {
    const item = await book(10, 'available');
    const account = await register(t.app);
    const guest = await guestToken(t.app);
    const guestId = await guestTokenId(guest);
    await addLine({ guestTokenId: guestId }, item, 1);
    const res = await login(t.app, account.email, 'wrong-password', { headers: bearer(guest) });
    expect(res.statusCode).toBe(401);
    expect(await linesOf({ guestTokenId: guestId })).toHaveLength(1);
    expect(await linesOf({ userId: account.id })).toEqual([]);
  });

  it('ignores a user token or a made-up value given as guestToken', async () => {
    const victim = await register(t.app);
    const item = await book(10, 'available');
    await addLine({ userId: victim.id }, item, 1);
    const thief = await register(t.app);
    const res = await login(t.app, thief.email, thief.password, { payload: { guestToken: victim.token } });
    expect(res.statusCode).toBe(200);
    expect(await linesOf({ userId: victim.id })).toEqual([{ bookId: item, qty: 1, cartType: 'cart' }]);
    expect(await linesOf({ userId: thief.id })).toEqual([]);
    const made = await login(t.app, thief.email, thief.password, { payload: { guestToken: 'nonsense' } });
    expect(made.statusCode).toBe(200);
  });
});
