import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { hashSecret } from '../src/auth/tokens.js';
import { authTokens, users } from '../src/db/schema/index.js';
import { bearer, guestToken, register, useAccountsTestApp } from './support/accounts.js';

const t = useAccountsTestApp();

function me(token: string) {
  return t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
}

/** Waits for the app to hear the database announce a change to a token or a user (a NOTIFY). */
async function nextAnnouncement(seen: number): Promise<void> {
  await vi.waitFor(() => expect(t.app.tokenCache.stats.invalidations).toBeGreaterThan(seen), {
    timeout: 10_000,
    interval: 5,
  });
}

describe('live tokens kept in memory', () => {
  it("answers a token's next request from memory", async () => {
    const account = await register(t.app);
    expect((await me(account.token)).statusCode).toBe(200);
    const hits = t.app.tokenCache.stats.hits;
    expect((await me(account.token)).statusCode).toBe(200);
    expect(t.app.tokenCache.stats.hits).toBe(hits + 1);
  });

  it('keeps a guest token it issues, so the guest’s first request is answered from memory, and refuses it once revoked', async () => {
    const token = await guestToken(t.app);
    const { hits, misses } = t.app.tokenCache.stats;
    const cart = () =>
      t.app.inject({ method: 'GET', url: '/api/cart/get-cart-total', headers: bearer(token) });
    expect((await cart()).statusCode).toBe(200);
    expect(t.app.tokenCache.stats).toMatchObject({ hits: hits + 1, misses });
    // Kept as a lookup would have found it: revoked in the database, it is refused once announced.
    const seen = t.app.tokenCache.stats.invalidations;
    await t.database.db
      .update(authTokens)
      .set({ revokedAt: sql`now()` })
      .where(eq(authTokens.tokenHash, hashSecret(token)));
    await nextAnnouncement(seen);
    expect((await cart()).statusCode).toBe(401);
  });

  it('refuses a token revoked by another process (psql, a replica) once the database announces it', async () => {
    const account = await register(t.app);
    expect((await me(account.token)).statusCode).toBe(200);
    const seen = t.app.tokenCache.stats.invalidations;
    // Straight to the database, as psql would: nothing in this process is told but by the database.
    await t.database.db
      .update(authTokens)
      .set({ revokedAt: sql`now()` })
      .where(eq(authTokens.tokenHash, hashSecret(account.token)));
    await nextAnnouncement(seen);
    const after = await me(account.token);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ error: 'Invalid or expired token' });
  });

  it("shows a user's row changed by another process in the next request once announced", async () => {
    const account = await register(t.app, { first_name: 'Ayesha' });
    expect((await me(account.token)).json().data.user.first_name).toBe('Ayesha');
    const seen = t.app.tokenCache.stats.invalidations;
    await t.database.db.update(users).set({ firstName: 'Zara' }).where(eq(users.id, account.id));
    await nextAnnouncement(seen);
    expect((await me(account.token)).json().data.user.first_name).toBe('Zara');
  });

  it('shows a profile changed through the shop in the very next request', async () => {
    const account = await register(t.app, { first_name: 'Ayesha' });
    expect((await me(account.token)).json().data.user.first_name).toBe('Ayesha');
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/profile',
      headers: bearer(account.token),
      payload: { first_name: 'Hira', last_name: 'Khan', phone: '0300 1234567' },
    });
    expect(saved.statusCode).toBe(200);
    expect((await me(account.token)).json().data.user.first_name).toBe('Hira');
  });
});
