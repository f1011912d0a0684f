import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addresses, authTokens, outbox, users } from '../src/db/schema/index.js';
import { bearer, guestToken, login, register, useAccountsTestApp } from './support/accounts.js';

const t = useAccountsTestApp();

function me(token: string) {
  return t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
}

function updateProfile(token: string | null, body: Record<string, string>) {
  return t.app.inject({
    method: 'PUT',
    url: '/api/profile',
    payload: body,
    headers: token ? bearer(token) : {},
  });
}

const address = {
  phone: '0300 1234567',
  address: '12 Mall Road',
  city: 'Lahore',
  province: 'Punjab',
  country: 'Pakistan',
  zipCode: '54000',
};

describe('PUT /api/profile', () => {
  it('updates name and phone, keeping the phone in E.164', async () => {
    const account = await register(t.app);
    const res = await updateProfile(account.token, {
      first_name: 'Zainab',
      last_name: 'Malik-Shah',
      phone: '0321 7654321',
    });
    expect(res.statusCode).toBe(200);
    const user = res.json().data.user;
    expect(user).toEqual({
      id: account.id,
      name: 'Zainab Malik-Shah',
      first_name: 'Zainab',
      last_name: 'Malik-Shah',
      email: account.email,
      phone: '+923217654321',
      country: 'Pakistan',
    });
    expect((await me(account.token)).json().data.user).toEqual(user);
  });

  it('answers the shared schema messages', async () => {
    const account = await register(t.app);
    const res = await updateProfile(account.token, {
      first_name: 'Zo',
      last_name: 'Ali9',
      phone: '042 35761234',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      errors: {
        first_name: ['The first name should have a minimum length of 3'],
        last_name: ['The last name must contain only letters, dots, and hyphens.'],
        phone: ['Invalid phone number'],
      },
    });
    const empty = await updateProfile(account.token, {});
    expect(empty.json().errors.phone).toEqual(['The phone field is required.']);
  });

  it('is for users only: a guest token, no token and a wrong token get 401', async () => {
    const body = { first_name: 'Zainab', last_name: 'Malik', phone: '0321 7654321' };
    const guest = await updateProfile(await guestToken(t.app), body);
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toEqual({ error: 'Authorization token is missing' });
    expect((await updateProfile(null, body)).json()).toEqual({ error: 'Authorization token is missing' });
    const wrong = await updateProfile('q'.repeat(43), body);
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: 'Invalid or expired token' });
  });
});

describe('POST /api/auth/delete-account', () => {
  function deleteAccount(token: string | null) {
    return t.app.inject({
      method: 'POST',
      url: '/api/auth/delete-account',
      headers: token ? bearer(token) : {},
    });
  }

  it('removes the personal data, stops every token at once and frees the e-mail', async () => {
    const account = await register(t.app);
    const second = (await login(t.app, account.email, account.password)).json().data.token;
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/addresses',
      payload: address,
      headers: bearer(account.token),
    });
    expect(created.statusCode).toBe(201);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/forget-password',
      payload: { email: account.email },
    });
    // The reset mail is written after the answer; it must exist before the deletion removes it.
    await t.app.backgroundWorkSettled();

    const res = await deleteAccount(account.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Account deleted successfully.' });

    for (const token of [account.token, second]) {
      const after = await me(token);
      expect(after.statusCode).toBe(401);
      expect(after.json()).toEqual({ error: 'Invalid or expired token' });
    }
    expect((await deleteAccount(account.token)).statusCode).toBe(401);
    expect(await t.database.db.select().from(users).where(eq(users.id, account.id))).toHaveLength(0);
    expect(
      await t.database.db.select().from(authTokens).where(eq(authTokens.userId, account.id)),
    ).toHaveLength(0);
    expect(await t.database.db.select().from(addresses).where(eq(addresses.userId, account.id))).toHaveLength(
      0,
    );
    expect(await t.database.db.select().from(outbox).where(eq(outbox.recipient, account.email))).toHaveLength(
      0,
    );
    expect((await login(t.app, account.email, account.password)).statusCode).toBe(401);

    const again = await register(t.app, { email: account.email });
    expect(again.id).not.toBe(account.id);
    const list = await t.app.inject({ method: 'GET', url: '/api/addresses', headers: bearer(again.token) });
    expect(list.json()).toEqual({ data: { addresses: [] } });
  });

  it('accepts the call with a JSON content type and no body', async () => {
    const account = await register(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/delete-account',
      headers: { ...bearer(account.token), 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(200);
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toHaveProperty('error');
    const poisoned = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"__proto__":{"admin":true},"email":"a@b.pk","password":"x"}',
    });
    expect(poisoned.statusCode).toBe(400);
  });

  it('leaves other accounts alone', async () => {
    const doomed = await register(t.app);
    const other = await register(t.app);
    await deleteAccount(doomed.token);
    expect((await me(other.token)).statusCode).toBe(200);
  });

  it('is for users only', async () => {
    const guest = await deleteAccount(await guestToken(t.app));
    expect(guest.statusCode).toBe(401);
    expect((await deleteAccount(null)).json()).toEqual({ error: 'Authorization token is missing' });
    expect((await deleteAccount('w'.repeat(43))).json()).toEqual({ error: 'Invalid or expired token' });
  });
});
