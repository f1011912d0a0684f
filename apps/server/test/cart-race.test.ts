import type { OrderCartResponse } from '@bookshop/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/query-rows.js';
import { bearer, guestToken, register, useAccountsTestApp } from './support/accounts.js';
import { insertBook } from './support/cart.js';

const t = useAccountsTestApp();

function add(token: string, bookId: number, qty = 1) {
  return t.app.inject({
    method: 'POST',
    url: '/api/cart/add-cart-item',
    headers: bearer(token),
    payload: { bookId, qty },
  });
}

async function quantities(token: string): Promise<Map<number, number>> {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/cart/order-cart?web=true',
    headers: bearer(token),
  });
  const cart: OrderCartResponse = res.json();
  const lines = [
    ...cart.availableBooks,
    ...cart.outOfStockBooks,
    ...cart.preOrderBooks,
    ...cart.onDemandBooks,
  ];
  expect(new Set(lines.map((l) => l.Book_Id)).size, 'one line per book').toBe(lines.length);
  return new Map(lines.map((l) => [l.Book_Id, l.cart_qty]));
}

describe('two tabs on one cart', () => {
  it('counts every copy when two tabs add the same and other books at once', async () => {
    const guest = await guestToken(t.app);
    const shared = await insertBook(t.database.db, { stock: 100 });
    const other = await insertBook(t.database.db, { stock: 100 });
    const tabA = Array.from({ length: 10 }, () => add(guest, shared, 1));
    const tabB = Array.from({ length: 5 }, () => add(guest, shared, 2));
    const tabBOther = Array.from({ length: 5 }, () => add(guest, other, 1));
    const answers = await Promise.all([...tabA, ...tabB, ...tabBOther]);
    expect(answers.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
    expect(await quantities(guest)).toEqual(
      new Map([
        [shared, 20],
        [other, 5],
      ]),
    );
    const total = await t.app.inject({
      method: 'GET',
      url: '/api/cart/get-cart-total',
      headers: bearer(guest),
    });
    expect(total.json().data.totalCartCount).toBe(25);
  });

  it('never loses an add to a quantity change made at the same moment', async () => {
    const user = await register(t.app);
    for (let round = 0; round < 8; round++) {
      const bookId = await insertBook(t.database.db, { stock: 50 });
      const id = (await add(user.token, bookId)).json().data.cartItem.cart_item_id;
      const [update, added] = await Promise.all([
        t.app.inject({
          method: 'PUT',
          url: `/api/cart/update-cart-item/${id}`,
          headers: bearer(user.token),
          payload: { qty: 5 },
        }),
        add(user.token, bookId, 1),
      ]);
      expect([update.statusCode, added.statusCode]).toEqual([200, 201]);
      // Update first then add gives 6; add first then update gives 5. Anything else lost a write.
      expect([5, 6]).toContain((await quantities(user.token)).get(bookId));
    }
  });

  it('an add made while a placing holds the cart waits for it: the copy lands in a new line, not in the ordered one', async () => {
    const guest = await guestToken(t.app);
    const bookId = await insertBook(t.database.db, { stock: 50 });
    const lineId = (await add(guest, bookId)).json().data.cartItem.cart_item_id;
    const [owner] = await queryRows<{ id: number }>(
      t.database.db,
      sql`select guest_token_id as id from cart_items where id = ${lineId}`,
    );
    let added: ReturnType<typeof add> | undefined;
    // What a placing does: the cart's lock, then (the order written) its lines taken away.
    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(727011, ${owner?.id}::int)`);
      let answered = false;
      added = add(guest, bookId, 1).finally(() => {
        answered = true;
      });
      // On PostgreSQL the add is seen waiting for the lock before the line goes (PGlite runs one
      // transaction at a time, so there the add waits for this one whole). An add that did not
      // wait is answered meanwhile, and has grown the line this transaction then deletes.
      if (t.database.kind === 'postgres') {
        for (let waiting = 0; waiting === 0 && !answered; ) {
          const [row] = await queryRows<{ n: number }>(
            t.database.db,
            sql`select count(*)::int as n from pg_locks where locktype = 'advisory' and not granted`,
          );
          waiting = Number(row?.n);
        }
      }
      await tx.execute(sql`delete from cart_items where id = ${lineId}`);
    });
    const answer = await added;
    expect(answer?.statusCode).toBe(201);
    expect(answer?.json().data.cartItem.cart_qty).toBe(1);
    expect(answer?.json().data.cartItem.cart_item_id).not.toBe(lineId);
    expect(answer?.json().data.totalCartCount).toBe(1);
    expect(await quantities(guest)).toEqual(new Map([[bookId, 1]]));
  });

  it('stops concurrent adds at the stock of an available book', async () => {
    const guest = await guestToken(t.app);
    const scarce = await insertBook(t.database.db, { stock: 3 });
    const answers = await Promise.all(Array.from({ length: 8 }, () => add(guest, scarce, 1)));
    expect(answers.every((r) => r.statusCode === 201)).toBe(true);
    expect((await quantities(guest)).get(scarce)).toBe(3);
  });
});
