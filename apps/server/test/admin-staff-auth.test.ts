import { AUDIT_ACTIONS, STAFF_AUTH_MESSAGES } from '@bookshop/domain';
import { desc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { runAuditCommand } from '../src/admin/audit/audit-command.js';
import { auditLog, outbox, staffAccounts, staffSessions } from '../src/db/schema/index.js';
import { runStaffCommand } from '../src/staff/staff-command.js';
import { auth, newGuest, useCheckoutTestApp } from './support/checkout.js';
import { STAFF_PASSWORD, signedInStaff, staffAddress, tokenOfLink, totpCode } from './support/staff.js';

const t = useCheckoutTestApp();

function signIn(payload: object, remoteAddress = staffAddress()) {
  return t.app.inject({ method: 'POST', url: '/api/admin/auth/sign-in', payload, remoteAddress });
}

function me(headers: Record<string, string>) {
  return t.app.inject({ method: 'GET', url: '/api/admin/auth/me', headers });
}

async function auditOf(action: string) {
  return t.database.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(desc(auditLog.id));
}

describe('cli staff add and the set-up link', () => {
  it('makes the first owner and prints a one-time link whose page sets the password once', async () => {
    const result = await runStaffCommand(
      t.database.db,
      ['add', 'Owner.One@Shop.example.pk', '--role', 'owner'],
      'https://shop.example.pk',
    );
    expect(result.code).toBe(0);
    const link = /https:\/\/shop\.example\.pk\/admin\/setup\?token=\S+/.exec(result.output)?.[0];
    expect(link).toBeDefined();
    const token = tokenOfLink(link ?? '');

    const info = await t.app.inject({ method: 'GET', url: `/api/admin/auth/setup?token=${token}` });
    expect(info.json()).toEqual({ data: { email: 'owner.one@shop.example.pk', role: 'owner' } });
    expect(info.headers['cache-control']).toBe('no-store');

    const short = await t.app.inject({
      method: 'POST',
      url: '/api/admin/auth/setup',
      payload: { token, password: 'short', password_confirmation: 'short' },
    });
    expect(short.statusCode).toBe(422);

    const body = { token, password: STAFF_PASSWORD, password_confirmation: STAFF_PASSWORD };
    const set = await t.app.inject({ method: 'POST', url: '/api/admin/auth/setup', payload: body });
    expect(set.statusCode).toBe(200);
    const again = await t.app.inject({ method: 'POST', url: '/api/admin/auth/setup', payload: body });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.token).toEqual([STAFF_AUTH_MESSAGES.setupLinkInvalid]);

    const [invited] = await auditOf('staff.invited');
    expect(invited).toMatchObject({
      actor: 'cli',
      staffId: null,
      after: { email: 'owner.one@shop.example.pk', role: 'owner' },
    });
    const [row] = await t.database.db
      .select()
      .from(staffAccounts)
      .where(eq(staffAccounts.email, 'owner.one@shop.example.pk'));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('refuses a second account for the same e-mail and an unknown role', async () => {
    await runStaffCommand(
      t.database.db,
      ['add', 'twice@shop.example.pk', '--role', 'orders'],
      'https://shop.example.pk',
    );
    const second = await runStaffCommand(
      t.database.db,
      ['add', 'twice@shop.example.pk', '--role', 'owner'],
      'https://shop.example.pk',
    );
    expect(second).toEqual({ code: 1, output: 'A staff account with this e-mail already exists.' });
    expect(
      (await runStaffCommand(t.database.db, ['add', 'x@shop.example.pk', '--role', 'admin'], '')).code,
    ).toBe(2);
  });
});

describe('staff sign-in: password and TOTP', () => {
  it('sets up TOTP by QR code on the first sign-in, then needs the current code', async () => {
    const result = await runStaffCommand(
      t.database.db,
      ['add', 'desk@shop.example.pk', '--role', 'orders'],
      'https://shop.example.pk',
    );
    const token = tokenOfLink(/https:\S+/.exec(result.output)?.[0] ?? '');
    await t.app.inject({
      method: 'POST',
      url: '/api/admin/auth/setup',
      payload: { token, password: STAFF_PASSWORD, password_confirmation: STAFF_PASSWORD },
    });
    const remoteAddress = staffAddress();
    const first = await signIn({ email: 'desk@shop.example.pk', password: STAFF_PASSWORD }, remoteAddress);
    expect(first.statusCode).toBe(200);
    const setup = first.json().data;
    expect(setup.step).toBe('totp_setup');
    expect(setup.otpauth_uri).toMatch(/^otpauth:\/\/totp\/.+\?.*secret=[A-Z2-7]+/);
    expect(setup.otpauth_uri).toContain(`secret=${setup.secret}`);
    expect(setup.qr_code).toMatch(/^data:image\/png;base64,/);
    expect(first.headers['cache-control']).toBe('no-store');

    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/admin/auth/totp',
      payload: { setup_token: setup.setup_token, code: totpCode(setup.secret, 5) },
      remoteAddress,
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.code).toEqual([STAFF_AUTH_MESSAGES.totpCodeWrong]);

    const enrol = await t.app.inject({
      method: 'POST',
      url: '/api/admin/auth/totp',
      payload: { setup_token: setup.setup_token, code: totpCode(setup.secret) },
      remoteAddress,
    });
    expect(enrol.statusCode).toBe(200);
    expect(enrol.json().data).toMatchObject({
      step: 'signed_in',
      idle_minutes: 30,
      staff: { role: 'orders', totp_enrolled: true },
    });
    const hours = (Date.parse(enrol.json().data.expires_at) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(7.9);
    expect(hours).toBeLessThanOrEqual(8);
    expect((await me({ authorization: `Bearer ${enrol.json().data.token}` })).json().data.staff.email).toBe(
      'desk@shop.example.pk',
    );

    // From now on the password alone is not enough, and neither is a wrong code.
    for (const payload of [
      { email: 'desk@shop.example.pk', password: STAFF_PASSWORD },
      { email: 'desk@shop.example.pk', password: STAFF_PASSWORD, code: totpCode(setup.secret, 4) },
      { email: 'desk@shop.example.pk', password: 'not the password', code: totpCode(setup.secret, 1) },
    ]) {
      const refused = await signIn(payload);
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toEqual({ error: STAFF_AUTH_MESSAGES.badCredentials });
    }
    const next = totpCode(setup.secret, 1);
    const ok = await signIn({ email: 'desk@shop.example.pk', password: STAFF_PASSWORD, code: next });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.step).toBe('signed_in');
    // The same code once more: a code signs in once.
    const replay = await signIn({ email: 'desk@shop.example.pk', password: STAFF_PASSWORD, code: next });
    expect(replay.statusCode).toBe(401);

    const actions = (
      await t.database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.targetId, String(ok.json().data.staff.id)))
    ).map((a) => a.action);
    expect(actions).toEqual([
      'staff.invited',
      'staff.password_set',
      'staff.totp_enrolled',
      'staff.signed_in',
      'staff.signed_in',
    ]);
  });

  it('throttles sign-in failures as shopper logins are: the 11th try from one address is 429 even with the right code', async () => {
    const staff = await signedInStaff(t.app, t.database.db, 'orders');
    const remoteAddress = staffAddress();
    for (let i = 0; i < 10; i++) {
      const res = await signIn(
        { email: staff.email, password: STAFF_PASSWORD, code: '000000' },
        remoteAddress,
      );
      expect(res.statusCode).toBe(401);
    }
    const blocked = await signIn(
      { email: staff.email, password: STAFF_PASSWORD, code: totpCode(staff.secret, 1) },
      remoteAddress,
    );
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
    // The address the staff member signed in from before is not held back by it.
    const known = await signIn(
      { email: staff.email, password: STAFF_PASSWORD, code: totpCode(staff.secret, 1) },
      staff.address,
    );
    expect(known.statusCode).toBe(200);
  });
});

describe('staff sessions', () => {
  it('end on sign-out, after 30 idle minutes, after 8 hours, and when the account is removed', async () => {
    const owner = await signedInStaff(t.app, t.database.db, 'owner');
    const a = await signedInStaff(t.app, t.database.db, 'orders');
    expect((await me(a.headers)).statusCode).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/api/admin/auth/sign-out', headers: a.headers });
    expect(out.statusCode).toBe(200);
    const after = await me(a.headers);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ error: STAFF_AUTH_MESSAGES.sessionEnded });

    const idle = await signedInStaff(t.app, t.database.db, 'orders');
    await t.database.db
      .update(staffSessions)
      .set({ lastUsedAt: sql`now() - interval '31 minutes'` })
      .where(eq(staffSessions.staffId, idle.id));
    expect((await me(idle.headers)).statusCode).toBe(401);

    const old = await signedInStaff(t.app, t.database.db, 'orders');
    await t.database.db
      .update(staffSessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(staffSessions.staffId, old.id));
    expect((await me(old.headers)).statusCode).toBe(401);

    const removed = await signedInStaff(t.app, t.database.db, 'orders');
    expect((await me(removed.headers)).statusCode).toBe(200);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/staff/${removed.id}`,
      headers: owner.headers,
    });
    expect(res.statusCode).toBe(200);
    expect((await me(removed.headers)).statusCode).toBe(401);
    const retry = await signIn({
      email: removed.email,
      password: STAFF_PASSWORD,
      code: totpCode(removed.secret, 1),
    });
    expect(retry.statusCode).toBe(401);
    const [entry] = await auditOf('staff.removed');
    expect(entry).toMatchObject({
      actor: `staff:${owner.id}`,
      targetId: String(removed.id),
      before: { email: removed.email, role: 'orders' },
    });
  });

  it('owners invite (the link is e-mailed and answered) and reset staff; the last owner and oneself cannot be removed', async () => {
    const owner = await signedInStaff(t.app, t.database.db, 'owner');
    const invited = await t.app.inject({
      method: 'POST',
      url: '/api/admin/staff',
      headers: owner.headers,
      payload: { email: 'New.Packer@shop.example.pk', role: 'catalogue' },
    });
    expect(invited.statusCode).toBe(201);
    const data = invited.json().data;
    expect(data.staff).toMatchObject({
      email: 'new.packer@shop.example.pk',
      role: 'catalogue',
      state: 'invited',
      totp_enrolled: false,
    });
    const [mail] = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, 'new.packer@shop.example.pk'));
    expect(mail?.body).toContain(data.setup_link);

    const self = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/staff/${owner.id}`,
      headers: owner.headers,
    });
    expect(self.statusCode).toBe(422);

    const member = await signedInStaff(t.app, t.database.db, 'orders');
    const reset = await t.app.inject({
      method: 'POST',
      url: `/api/admin/staff/${member.id}/reset`,
      headers: owner.headers,
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().data.staff).toMatchObject({ state: 'invited', totp_enrolled: false });
    expect((await me(member.headers)).statusCode).toBe(401);

    const list = await t.app.inject({ method: 'GET', url: '/api/admin/staff', headers: owner.headers });
    expect(list.statusCode).toBe(200);
    expect(JSON.stringify(list.json())).not.toMatch(/argon2|password_hash|totp_secret/i);
  });

  it('refuses a shopper token on the staff calls with the sign-in message', async () => {
    const guest = await newGuest(t.app);
    const res = await me(auth(guest));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: STAFF_AUTH_MESSAGES.signInRequired });
  });
});

describe('the audit log', () => {
  it('is read by owners newest first, paged, and printed by cli audit', async () => {
    const owner = await signedInStaff(t.app, t.database.db, 'owner');
    const page = await t.app.inject({
      method: 'GET',
      url: '/api/admin/audit?limit=2',
      headers: owner.headers,
    });
    expect(page.statusCode).toBe(200);
    const { entries, next_before } = page.json().data;
    expect(entries).toHaveLength(2);
    expect(entries[0].id).toBeGreaterThan(entries[1].id);
    expect(entries[0]).toMatchObject({
      action: 'staff.signed_in',
      staff: { id: owner.id, email: owner.email },
    });
    expect(AUDIT_ACTIONS).toContain(entries[1].action);
    expect(next_before).toBe(entries[1].id);
    const older = await t.app.inject({
      method: 'GET',
      url: `/api/admin/audit?limit=2&before=${next_before}`,
      headers: owner.headers,
    });
    expect(older.json().data.entries[0].id).toBeLessThan(next_before);

    const printed = await runAuditCommand(t.database.db, ['--limit', '3']);
    expect(printed.code).toBe(0);
    expect(printed.output.split('\n')).toHaveLength(3);
    expect(printed.output.split('\n')[0]).toContain(`${owner.email} (staff:${owner.id})  staff.signed_in`);
    expect((await runAuditCommand(t.database.db, ['--limit', 'x'])).code).toBe(2);
  });
});
