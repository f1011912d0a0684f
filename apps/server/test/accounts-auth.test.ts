import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authTokens, loginFailures, users } from '../src/db/schema/index.js';
import {
  bearer,
  guestToken,
  login,
  PASSWORD,
  register,
  uniqueEmail,
  uniqueIp,
  useAccountsTestApp,
} from './support/accounts.js';

const t = useAccountsTestApp();

function me(token?: string) {
  return t.app.inject({ method: 'GET', url: '/api/auth/me', headers: token ? bearer(token) : {} });
}

describe('POST /api/auth/guest', () => {
  it('issues a random guest token stored only as its SHA-256', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/guest' });
    expect(res.statusCode).toBe(201);
    const { token } = res.json().data;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await t.database.db
      .select()
      .from(authTokens)
      .where(eq(authTokens.tokenHash, createHash('sha256').update(token).digest('hex')));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'guest', userId: null, revokedAt: null });
    const days = (rows[0]!.expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(89);
    expect(days).toBeLessThanOrEqual(90);
    expect(await guestToken(t.app)).not.toBe(token);
  });

  it('carries no account rights', async () => {
    const token = await guestToken(t.app);
    const res = await me(token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'Authorization token is missing' });
  });
});

describe('POST /api/auth/register', () => {
  it('creates the account and answers the user and a working token', async () => {
    const email = uniqueEmail('Register');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        first_name: ' Ali ',
        last_name: 'Raza',
        email,
        password: PASSWORD,
        password_confirmation: PASSWORD,
      },
    });
    expect(res.statusCode).toBe(201);
    const { user, token } = res.json().data;
    expect(user).toEqual({
      id: expect.any(Number),
      name: 'Ali Raza',
      first_name: 'Ali',
      last_name: 'Raza',
      email: email.toLowerCase(),
      phone: null,
      country: 'Pakistan',
    });
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const who = await me(token);
    expect(who.statusCode).toBe(200);
    expect(who.json()).toEqual({ data: { user } });

    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    // argon2id at or above the OWASP minimum: m >= 19 MiB, t >= 2, p = 1.
    const [, algorithm, , paramText] = row!.passwordHash.split('$');
    expect(algorithm).toBe('argon2id');
    const params = Object.fromEntries((paramText ?? '').split(',').map((p) => p.split('=')));
    expect(Number(params.m)).toBeGreaterThanOrEqual(19_456);
    expect(Number(params.t)).toBeGreaterThanOrEqual(2);
    expect(Number(params.p)).toBe(1);
    const [tokenRow] = await t.database.db.select().from(authTokens).where(eq(authTokens.userId, user.id));
    expect(tokenRow!.tokenHash).not.toContain(token);
    const days = (tokenRow!.expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29);
    expect(days).toBeLessThanOrEqual(30);
  });

  it('refuses an e-mail that is taken, whatever its case', async () => {
    const first = await register(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        first_name: 'Other',
        last_name: 'Person',
        email: first.email.toUpperCase(),
        password: PASSWORD,
        password_confirmation: PASSWORD,
      },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ errors: { email: ['The email has already been taken.'] } });
  });

  it('answers the spec messages for a too short and a too long password', async () => {
    const short = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        first_name: 'Sara',
        last_name: 'Ahmed',
        email: uniqueEmail(),
        password: '12345',
        password_confirmation: '12345',
      },
    });
    expect(short.statusCode).toBe(422);
    expect(short.json()).toEqual({
      errors: { password: ['The Password should have a minimum length of 6'] },
    });

    const long = 'a'.repeat(19);
    const tooLong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        first_name: 'Sara',
        last_name: 'Ahmed',
        email: uniqueEmail(),
        password: long,
        password_confirmation: long,
      },
    });
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json()).toEqual({
      errors: { password: ['The Password should have a maximum length of 18'] },
    });
  });

  it('reports every missing field and a confirmation that does not match', async () => {
    const empty = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: {} });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toMatchObject({
      first_name: ['First name field is required'],
      last_name: ['Last name field is required'],
      email: ['The email field is required.'],
      password: ['The password field is required.'],
    });
    const mismatch = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        first_name: 'Sara1',
        last_name: 'Ahmed',
        email: 'not-an-email',
        password: PASSWORD,
        password_confirmation: 'other123',
      },
    });
    expect(mismatch.json()).toEqual({
      errors: {
        first_name: ['The first name must contain only letters, dots, and hyphens.'],
        email: ['Invalid email'],
        password_confirmation: ['The password confirmation does not match.'],
      },
    });
  });
});

describe('POST /api/auth/login', () => {
  it('logs in with any case of the e-mail and answers the user and a new token', async () => {
    const account = await register(t.app);
    const res = await login(t.app, account.email.toUpperCase(), account.password);
    expect(res.statusCode).toBe(200);
    const { user, token } = res.json().data;
    expect(user).toMatchObject({ id: account.id, email: account.email.toLowerCase(), name: 'Ayesha Khan' });
    expect(token).not.toBe(account.token);
    expect((await me(token)).statusCode).toBe(200);
    expect((await me(account.token)).statusCode).toBe(200);
  });

  it('answers a wrong password and an unknown e-mail alike', async () => {
    const account = await register(t.app);
    const wrong = await login(t.app, account.email, 'wrong-password');
    const unknown = await login(t.app, uniqueEmail('nobody'), 'wrong-password');
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: 'These credentials do not match our records.' });
    }
  });

  it('checks the form with the login schema', async () => {
    const res = await login(t.app, '', '');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      errors: { email: ['The email field is required.'], password: ['The password field is required.'] },
    });
  });
});

/** Writes failed logins for a key, each the given number of minutes ago. */
async function recordFailures(key: string, minutesAgo: number[]) {
  const now = Date.now();
  await t.database.db
    .insert(loginFailures)
    .values(minutesAgo.map((m) => ({ key, failedAt: new Date(now - m * 60_000) })));
}

describe('login throttling', () => {
  const tooMany = /^Too many login attempts\. Please try again in \d+ minutes?\.$/;
  const OWNER_IP = '127.0.0.1'; // inject's address: where register() signs up from

  function shiftFailures(key: string, interval: string) {
    return t.database.db
      .update(loginFailures)
      .set({ failedAt: sql`${loginFailures.failedAt} - ${interval}::interval` })
      .where(eq(loginFailures.key, key));
  }

  it('refuses the 11th attempt from one address on one account within 15 minutes, even with the right password, until the window passes', async () => {
    const account = await register(t.app);
    const ip = uniqueIp();
    for (let i = 0; i < 10; i++) {
      const res = await login(t.app, account.email, 'wrong-password', { remoteAddress: ip });
      expect(res.statusCode).toBe(401);
    }
    const blocked = await login(t.app, account.email, account.password, { remoteAddress: ip });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error).toMatch(tooMany);
    expect(blocked.json().error).toContain('15 minutes');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(14 * 60);
    // Only that pair is blocked: the owner's own address still gets in.
    expect(
      (await login(t.app, account.email, account.password, { remoteAddress: OWNER_IP })).statusCode,
    ).toBe(200);

    // Time passes: the failures slide out of the window and that address gets back in.
    await shiftFailures(`pair:${account.email}|${ip}`, '16 minutes');
    await shiftFailures(`email:${account.email}`, '16 minutes');
    const after = await login(t.app, account.email, account.password, { remoteAddress: ip });
    expect(after.statusCode).toBe(200);
  });

  it('says how long is left when part of the window has passed', async () => {
    const account = await register(t.app);
    const ip = uniqueIp();
    // Written directly (real failing logins are proved above): one 12 minutes old, ten 10 minutes old.
    await recordFailures(`pair:${account.email}|${ip}`, [12, ...Array(10).fill(10)]);
    const blocked = await login(t.app, account.email, account.password, { remoteAddress: ip });
    expect(blocked.statusCode).toBe(429);
    // Ten must remain to block: the 12-minute one leaving is not enough, the next (10 minutes) is.
    expect(blocked.json()).toEqual({ error: 'Too many login attempts. Please try again in 5 minutes.' });
  });

  it('lets the owner in from their address after ten other addresses each tried ten wrong passwords', async () => {
    const account = await register(t.app);
    expect(
      (await login(t.app, account.email, account.password, { remoteAddress: OWNER_IP })).statusCode,
    ).toBe(200);
    const answers: Record<number, number> = {};
    for (let a = 0; a < 10; a++) {
      const ip = uniqueIp();
      for (let i = 0; i < 10; i++) {
        const res = await login(t.app, account.email, `wrong-${a}-${i}`, { remoteAddress: ip });
        answers[res.statusCode] = (answers[res.statusCode] ?? 0) + 1;
      }
    }
    // The first ten guesses are answered; after them the account makes unknown addresses wait.
    expect(answers[401]).toBeGreaterThanOrEqual(10);
    expect(answers[429]).toBeGreaterThan(0);
    expect((answers[401] ?? 0) + (answers[429] ?? 0)).toBe(100);
    const owner = await login(t.app, account.email, account.password, { remoteAddress: OWNER_IP });
    expect(owner.statusCode).toBe(200);
  });

  it('makes unknown addresses wait 1, 2, 4 … seconds after ten failures on an account, and stops them at 100 an hour', async () => {
    const account = await register(t.app);
    const key = `email:${account.email}`;
    await recordFailures(key, Array(12).fill(0));
    const waiting = await login(t.app, account.email, account.password, { remoteAddress: uniqueIp() });
    expect(waiting.statusCode).toBe(429);
    // Twelve failures: the next try waits 2^(12-10) = 4 seconds after the last one.
    const wait = Number(waiting.headers['retry-after']);
    expect(wait).toBeGreaterThanOrEqual(3);
    expect(wait).toBeLessThanOrEqual(4);
    await shiftFailures(key, '5 seconds');
    expect((await login(t.app, account.email, 'still-wrong', { remoteAddress: uniqueIp() })).statusCode).toBe(
      401,
    );

    await t.database.db.delete(loginFailures).where(eq(loginFailures.key, key));
    await recordFailures(key, Array(100).fill(30));
    const ceiling = await login(t.app, account.email, account.password, { remoteAddress: uniqueIp() });
    expect(ceiling.statusCode).toBe(429);
    expect(ceiling.json()).toEqual({ error: 'Too many login attempts. Please try again in 30 minutes.' });
    // The owner's own address is not held back by the others' failures.
    expect(
      (await login(t.app, account.email, account.password, { remoteAddress: OWNER_IP })).statusCode,
    ).toBe(200);
  });

  it('refuses the 101st failure-bound attempt from one client address across accounts', async () => {
    const ip = uniqueIp();
    await recordFailures(`ip:${ip}`, Array(100).fill(1));
    const account = await register(t.app);
    const blocked = await login(t.app, account.email, account.password, { remoteAddress: ip });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error).toMatch(tooMany);
    // The same account from another address is fine: only that address is blocked.
    const elsewhere = await login(t.app, account.email, account.password, { remoteAddress: uniqueIp() });
    expect(elsewhere.statusCode).toBe(200);
  });

  it('starts the pair count again after a successful login', async () => {
    const account = await register(t.app);
    const ip = uniqueIp();
    await recordFailures(`pair:${account.email}|${ip}`, Array(9).fill(1));
    expect((await login(t.app, account.email, account.password, { remoteAddress: ip })).statusCode).toBe(200);
    await recordFailures(`pair:${account.email}|${ip}`, Array(9).fill(1));
    // Without the reset this would be the 19th attempt in the window.
    expect((await login(t.app, account.email, account.password, { remoteAddress: ip })).statusCode).toBe(200);
  });

  it('does not count a refused attempt as a failure', async () => {
    const account = await register(t.app);
    const ip = uniqueIp();
    const key = `pair:${account.email}|${ip}`;
    await recordFailures(key, Array(10).fill(14));
    for (let i = 0; i < 3; i++)
      expect((await login(t.app, account.email, account.password, { remoteAddress: ip })).statusCode).toBe(
        429,
      );
    // A minute later the old failures are out of the window; the refused attempts never counted.
    await shiftFailures(key, '1 minute');
    expect((await login(t.app, account.email, account.password, { remoteAddress: ip })).statusCode).toBe(200);
  });
});

describe('tokens', () => {
  it('answers a missing token and a wrong one with the two messages', async () => {
    expect((await me()).json()).toEqual({ error: 'Authorization token is missing' });
    const wrong = await me('x'.repeat(43));
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: 'Invalid or expired token' });
    const junk = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: 'Bearer %%%' },
    });
    expect(junk.json()).toEqual({ error: 'Invalid or expired token' });
  });

  it('stops an expired token', async () => {
    const account = await register(t.app);
    await t.database.db
      .update(authTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(authTokens.userId, account.id));
    expect((await me(account.token)).json()).toEqual({ error: 'Invalid or expired token' });
  });

  it('revokes the presented token on logout, and only that one', async () => {
    const account = await register(t.app);
    const other = (await login(t.app, account.email, account.password)).json().data.token;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(account.token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true });
    expect((await me(account.token)).json()).toEqual({ error: 'Invalid or expired token' });
    expect((await me(other)).statusCode).toBe(200);
    // Logging out again, or without a token, still succeeds: the client clears its state anyway.
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(account.token) }))
        .statusCode,
    ).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(200);
  });

  it('leaves public routes open with a stale token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health', headers: bearer('y'.repeat(43)) });
    expect(res.statusCode).toBe(200);
  });
});
