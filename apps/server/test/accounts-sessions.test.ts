import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { issueUserToken } from '../src/auth/service.js';
import { USER_SESSIONS_MAX } from '../src/auth/tokens.js';
import { authTokens } from '../src/db/schema/index.js';
import { bearer, login, register, useAccountsTestApp } from './support/accounts.js';

/*
 * Successful logins were unbounded: one account held 351 sessions after 10 seconds of logging in.
 * An account keeps at most USER_SESSIONS_MAX (20) live sessions; a new one logs the oldest out.
 */

const t = useAccountsTestApp();

function me(token: string) {
  return t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
}

async function logIn(email: string, password: string): Promise<string> {
  const res = await login(t.app, email, password);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.token;
}

async function liveSessions(userId: number): Promise<number> {
  const [row] = await t.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(authTokens)
    .where(
      and(eq(authTokens.userId, userId), isNull(authTokens.revokedAt), gt(authTokens.expiresAt, sql`now()`)),
    );
  return Number(row?.n ?? 0);
}

describe('sessions per account', () => {
  it('are capped at 20: the 21st logs the oldest out (401) and the newest works', async () => {
    expect(USER_SESSIONS_MAX).toBe(20);
    const account = await register(t.app);
    // Registering opened the first session; 19 logins make 20, all of them working.
    const tokens = [account.token];
    for (let i = 1; i < USER_SESSIONS_MAX; i++) tokens.push(await logIn(account.email, account.password));
    for (const token of tokens) expect((await me(token)).statusCode).toBe(200);
    expect(await liveSessions(account.id)).toBe(20);

    const newest = await logIn(account.email, account.password);
    const oldest = await me(tokens[0] ?? '');
    expect(oldest.statusCode).toBe(401);
    expect(oldest.json()).toEqual({ error: expect.any(String) });
    expect((await me(newest)).statusCode).toBe(200);
    expect((await me(tokens[1] ?? '')).statusCode).toBe(200);
    expect(await liveSessions(account.id)).toBe(20);
  });

  it('stay capped when logins of an account at its cap race', async () => {
    const account = await register(t.app);
    for (let i = 1; i < USER_SESSIONS_MAX; i++) await logIn(account.email, account.password);
    expect(await liveSessions(account.id)).toBe(20);
    // 8 at once from the owner's address (under the login throttle's in-flight bound): each must
    // count the sessions the others are opening, or all 8 would stay beside the 20.
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        login(t.app, account.email, account.password, { remoteAddress: '127.0.0.1' }),
      ),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(Array(8).fill(200));
    expect(await liveSessions(account.id)).toBe(20);
    // Without the password check between them, sessions opened at the same moment (on
    // PostgreSQL, truly in parallel transactions) still count each other.
    await Promise.all(
      Array.from({ length: 12 }, () => t.database.db.transaction((tx) => issueUserToken(tx, account.id))),
    );
    expect(await liveSessions(account.id)).toBe(20);
  });

  it('are counted per account: another account’s logins log no one else out', async () => {
    const first = await register(t.app);
    const other = await register(t.app);
    for (let i = 0; i < USER_SESSIONS_MAX + 2; i++) await logIn(other.email, other.password);
    expect((await me(first.token)).statusCode).toBe(200);
    expect(await liveSessions(other.id)).toBe(20);
  });
});
