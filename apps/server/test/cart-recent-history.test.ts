import type { RecentHistoryResponse } from '@bookshop/domain';
import { describe, expect, it } from 'vitest';
import { HISTORY_KEPT } from '../src/history/repository.js';
import { bearer, guestToken, login, register, useAccountsTestApp } from './support/accounts.js';
import { insertBook } from './support/cart.js';

const t = useAccountsTestApp();

function viewed(token: string, bookId: unknown) {
  return t.app.inject({
    method: 'POST',
    url: '/api/recent-history',
    headers: bearer(token),
    payload: { bookId },
  });
}

async function history(token?: string): Promise<number[]> {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/recent-history',
    ...(token ? { headers: bearer(token) } : {}),
  });
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  return (res.json() as RecentHistoryResponse).data.books.map((b) => b.Book_Id);
}

describe('recent history', () => {
  it('lists the books a user viewed, most recent first, a book seen again moving to the front', async () => {
    const user = await register(t.app);
    const [a, b, c] = [
      await insertBook(t.database.db),
      await insertBook(t.database.db),
      await insertBook(t.database.db),
    ];
    for (const id of [a, b, c, a]) expect((await viewed(user.token, id)).statusCode).toBe(204);
    expect(await history(user.token)).toEqual([a, c, b]);
  });

  it('keeps it on the server, so it follows the user to a new session, and merges a guest’s on login', async () => {
    const user = await register(t.app);
    const mine = await insertBook(t.database.db);
    const theirs = await insertBook(t.database.db);
    await viewed(user.token, mine);
    const guest = await guestToken(t.app);
    await viewed(guest, theirs);
    const res = await login(t.app, user.email, user.password, { headers: bearer(guest) });
    expect(await history(res.json().data.token)).toEqual([theirs, mine]);
  });

  it(`keeps only the newest ${HISTORY_KEPT} books`, async () => {
    const guest = await guestToken(t.app);
    const ids: number[] = [];
    for (let i = 0; i < HISTORY_KEPT + 3; i++) {
      const id = await insertBook(t.database.db);
      ids.push(id);
      await viewed(guest, id);
    }
    const rows = await t.database.db.query.recentlyViewed.findMany();
    expect(rows.filter((r) => ids.includes(r.bookId))).toHaveLength(HISTORY_KEPT);
    expect((await history(guest))[0]).toBe(ids.at(-1));
  });

  it('is empty without a token, and refuses an unknown or bad book', async () => {
    expect(await history()).toEqual([]);
    const guest = await guestToken(t.app);
    expect((await viewed(guest, 2_000_000_000)).statusCode).toBe(404);
    expect((await viewed(guest, 'nope')).json()).toEqual({ errors: { bookId: ['Invalid book id'] } });
  });
});
