import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outbox, passwordResets } from '../src/db/schema/index.js';
import {
  bearer,
  createAccountsTestApp,
  login,
  register,
  TEST_PUBLIC_URL,
  uniqueEmail,
  useAccountsTestApp,
} from './support/accounts.js';

const t = useAccountsTestApp();

const SENT = {
  success: true,
  message: 'If an account exists for this e-mail, we have sent a link to reset the password.',
  redirectUrl: '/logged-out',
};

async function forgot(email: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/forget-password',
    payload: { email },
    headers,
  });
  // The reset mail is written after the answer (so known and unknown e-mails take the same time).
  await t.app.backgroundWorkSettled();
  return res;
}

/** The reset token of the newest e-mail to an address, read the way the e2e test reads it. */
async function resetTokenFor(email: string): Promise<string> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/dev/outbox?email=${encodeURIComponent(email)}`,
  });
  expect(res.statusCode).toBe(200);
  const [mail] = res.json().data.emails;
  const link = /(\S+\/reset-password\?resetPasswordToken=\S+)/.exec(mail.body)?.[1];
  expect(link).toBeDefined();
  const token = new URL(link!).searchParams.get('resetPasswordToken');
  expect(token).toBeTruthy();
  return token!;
}

function reset(tempToken: string | null, body: Record<string, string>) {
  const query = tempToken === null ? '' : `?tempToken=${encodeURIComponent(tempToken)}`;
  return t.app.inject({
    method: 'POST',
    url: `/api/auth/forget-password/reset-password${query}`,
    payload: body,
  });
}

/** The reset e-mails to an address (a new account also gets its welcome e-mail). */
function resetMailsTo(email: string) {
  return t.database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.recipient, email), eq(outbox.subject, 'Reset your password')));
}

const INVALID_LINK = { errors: { email: ['This password reset link is invalid or has expired.'] } };

function me(token: string) {
  return t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
}

describe('POST /api/auth/forget-password', () => {
  it('answers the same whether or not the account exists, and mails only a real account', async () => {
    const account = await register(t.app);
    const nobody = uniqueEmail('nobody');
    const known = await forgot(account.email);
    const unknown = await forgot(nobody);
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(SENT);
    expect(unknown.json()).toEqual(SENT);
    expect(await t.database.db.select().from(outbox).where(eq(outbox.recipient, nobody))).toHaveLength(0);
    const mails = await resetMailsTo(account.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Reset your password');
  });

  it('builds the link from the configured address, never from the Host header', async () => {
    const account = await register(t.app);
    await forgot(account.email, { host: 'evil.example.com', 'x-forwarded-host': 'evil.example.com' });
    const [mail] = await resetMailsTo(account.email);
    expect(mail!.body).toContain(`${TEST_PUBLIC_URL}/reset-password?resetPasswordToken=`);
    expect(mail!.body).not.toContain('evil.example.com');
    const [row] = await t.database.db.select().from(passwordResets);
    const minutes = (row!.expiresAt.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(59);
    expect(minutes).toBeLessThanOrEqual(60);
    // Only the hash of the link's token is kept.
    expect(mail!.body).not.toContain(row!.tokenHash);
  });

  it('checks the e-mail with the shared schema', async () => {
    const res = await forgot('not-an-email');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ errors: { email: ['Invalid email'] } });
  });

  it('stops mailing one account after five links in an hour, still answering the same', async () => {
    const account = await register(t.app);
    for (let i = 0; i < 7; i++) expect((await forgot(account.email)).json()).toEqual(SENT);
    expect(await resetMailsTo(account.email)).toHaveLength(5);
  });
});

describe('POST /api/auth/forget-password/reset-password', () => {
  it('sets the new password once, logs out every session and leaves the link used up', async () => {
    const account = await register(t.app);
    const second = (await login(t.app, account.email, account.password)).json().data.token;
    await forgot(account.email);
    const token = await resetTokenFor(account.email);
    const body = { email: account.email, password: 'brand-new-1', password_confirmation: 'brand-new-1' };

    const res = await reset(token, body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true });
    expect((await me(account.token)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(401);
    expect((await login(t.app, account.email, account.password)).statusCode).toBe(401);
    expect((await login(t.app, account.email, 'brand-new-1')).statusCode).toBe(200);

    const again = await reset(token, {
      ...body,
      password: 'another-22',
      password_confirmation: 'another-22',
    });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual(INVALID_LINK);
    expect((await login(t.app, account.email, 'brand-new-1')).statusCode).toBe(200);
  });

  it('refuses an expired link', async () => {
    const account = await register(t.app);
    await forgot(account.email);
    const token = await resetTokenFor(account.email);
    await t.database.db.update(passwordResets).set({ expiresAt: sql`now() - interval '1 second'` });
    const res = await reset(token, {
      email: account.email,
      password: 'brand-new-1',
      password_confirmation: 'brand-new-1',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual(INVALID_LINK);
    expect((await login(t.app, account.email, account.password)).statusCode).toBe(200);
  });

  it('refuses a link given with another e-mail, without using it up', async () => {
    const account = await register(t.app);
    const other = await register(t.app);
    await forgot(account.email);
    const token = await resetTokenFor(account.email);
    const body = { password: 'brand-new-1', password_confirmation: 'brand-new-1' };
    const wrong = await reset(token, { ...body, email: other.email });
    expect(wrong.json()).toEqual(INVALID_LINK);
    expect((await login(t.app, other.email, other.password)).statusCode).toBe(200);
    const right = await reset(token, { ...body, email: account.email.toUpperCase() });
    expect(right.statusCode).toBe(200);
  });

  it('refuses a missing or made-up token, and an older link once a newer one was used', async () => {
    const account = await register(t.app);
    const body = { email: account.email, password: 'brand-new-1', password_confirmation: 'brand-new-1' };
    expect((await reset(null, body)).json()).toEqual(INVALID_LINK);
    expect((await reset('made-up-token', body)).json()).toEqual(INVALID_LINK);

    await forgot(account.email);
    const older = await resetTokenFor(account.email);
    await forgot(account.email);
    const newer = await resetTokenFor(account.email);
    expect(newer).not.toBe(older);
    expect((await reset(newer, body)).statusCode).toBe(200);
    expect((await reset(older, body)).json()).toEqual(INVALID_LINK);
  });

  it('checks the form with the shared schema before looking at the link', async () => {
    const res = await reset('whatever', { email: '', password: '123', password_confirmation: '1234' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      errors: {
        email: ['The email field is required.'],
        password: ['The Password should have a minimum length of 6'],
        password_confirmation: ['The password confirmation does not match.'],
      },
    });
  });
});

describe('POST /api/auth/change-password', () => {
  function change(token: string | null, body: Record<string, string>) {
    return t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      payload: body,
      headers: token ? bearer(token) : {},
    });
  }

  it('changes the password and logs out the other sessions, not this one', async () => {
    const account = await register(t.app);
    const other = (await login(t.app, account.email, account.password)).json().data.token;
    const res = await change(account.token, {
      current_password: account.password,
      new_password: 'changed-99',
      new_confirm_password: 'changed-99',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Password change successfully.' });
    expect((await me(account.token)).statusCode).toBe(200);
    expect((await me(other)).json()).toEqual({ error: 'Invalid or expired token' });
    expect((await login(t.app, account.email, account.password)).statusCode).toBe(401);
    expect((await login(t.app, account.email, 'changed-99')).statusCode).toBe(200);
  });

  it('refuses a wrong current password on current_password', async () => {
    const account = await register(t.app);
    const res = await change(account.token, {
      current_password: 'not-my-password',
      new_password: 'changed-99',
      new_confirm_password: 'changed-99',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ errors: { current_password: ['The current password is incorrect.'] } });
    expect((await login(t.app, account.email, account.password)).statusCode).toBe(200);
  });

  it('answers the spec messages for the form', async () => {
    const account = await register(t.app);
    const empty = await change(account.token, {});
    expect(empty.json()).toEqual({
      errors: {
        current_password: ['The current password field is required.'],
        new_password: ['The new password field is required.'],
      },
    });
    const bad = await change(account.token, {
      current_password: account.password,
      new_password: 'x'.repeat(19),
      new_confirm_password: 'other',
    });
    expect(bad.json()).toEqual({
      errors: {
        new_password: ['The new password should have a maximum length of 18'],
        new_confirm_password: ['Password confirmation does not match password'],
      },
    });
  });

  it('needs a user token', async () => {
    const body = { current_password: 'a', new_password: 'changed-99', new_confirm_password: 'changed-99' };
    expect((await change(null, body)).json()).toEqual({ error: 'Authorization token is missing' });
    const wrong = await change('z'.repeat(43), body);
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: 'Invalid or expired token' });
  });
});

describe('GET /api/dev/outbox', () => {
  it('is not there when dev routes are off', async () => {
    const off = await createAccountsTestApp({ devRoutes: false });
    try {
      const res = await off.app.inject({ method: 'GET', url: '/api/dev/outbox' });
      expect(res.statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });

  it('lists the newest e-mails first, optionally for one address', async () => {
    const account = await register(t.app);
    await forgot(account.email);
    const res = await t.app.inject({ method: 'GET', url: '/api/dev/outbox?limit=1' });
    const [mail] = res.json().data.emails;
    expect(mail).toMatchObject({
      to: account.email,
      subject: 'Reset your password',
      sentAt: null,
      html: null,
      attachments: [],
    });
  });
});
