import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  authTokens,
  loginAddresses,
  loginFailures,
  outbox,
  passwordResets,
  staffAccounts,
  staffSessions,
  staffSetupTokens,
} from '../src/db/schema/index.js';
import { sweepOnce } from '../src/sweep/sweep.js';
import { guestToken, register, useAccountsTestApp } from './support/accounts.js';

const t = useAccountsTestApp();

const ago = (interval: string) => sql`now() - ${interval}::interval`;

describe('sweeping', () => {
  it('deletes expired tokens, idle guests, dead reset links, old failures and old delivered mail, and strips delivered links', async () => {
    const db = t.database.db;
    const user = await register(t.app);
    await guestToken(t.app); // a live guest: kept
    const [expired] = await db
      .insert(authTokens)
      .values({
        tokenHash: `expired-${Date.now()}`,
        kind: 'user',
        userId: user.id,
        expiresAt: new Date(Date.now() - 1000),
      })
      .returning();
    const [idle] = await db
      .insert(authTokens)
      .values({
        tokenHash: `idle-${Date.now()}`,
        kind: 'guest',
        userId: null,
        expiresAt: new Date(Date.now() + 86_400_000),
      })
      .returning();
    await db
      .update(authTokens)
      .set({ lastUsedAt: ago('31 days') })
      .where(eq(authTokens.id, idle?.id ?? 0));
    await db.insert(passwordResets).values([
      {
        userId: user.id,
        tokenHash: `old-reset-${Date.now()}`,
        expiresAt: new Date(Date.now() - 2 * 86_400_000),
      },
      { userId: user.id, tokenHash: `live-reset-${Date.now()}`, expiresAt: new Date(Date.now() + 3_600_000) },
    ]);
    await db.insert(loginFailures).values([
      { key: 'pair:x|1', failedAt: new Date(Date.now() - 2 * 3_600_000) },
      { key: 'pair:x|1', failedAt: new Date() },
    ]);
    await db.insert(loginAddresses).values({
      email: 'old@example.pk',
      address: '10.0.0.1',
      lastLoginAt: new Date(Date.now() - 31 * 86_400_000),
    });
    const link = 'https://shop.example.pk/reset-password?resetPasswordToken=SECRET123abc';
    const mails = await db
      .insert(outbox)
      .values([
        { recipient: 'a@example.pk', subject: 'old', body: `open ${link}` },
        { recipient: 'a@example.pk', subject: 'delivered', body: `open ${link} now` },
        { recipient: 'a@example.pk', subject: 'unsent', body: `open ${link}` },
      ])
      .returning();
    const [old, delivered, unsent] = mails;
    await db
      .update(outbox)
      .set({ sentAt: ago('31 days') })
      .where(eq(outbox.id, old?.id ?? 0));
    await db
      .update(outbox)
      .set({ sentAt: ago('2 hours') })
      .where(eq(outbox.id, delivered?.id ?? 0));

    const report = await sweepOnce(db);
    expect(report).toMatchObject({
      swept: true,
      idleGuests: 1,
      passwordResets: 1,
      loginFailures: 1,
      loginAddresses: 1,
      deliveredMails: 1,
      redactedMails: 1,
    });
    expect(report.expiredTokens).toBeGreaterThanOrEqual(1);

    const tokenIds = (await db.select({ id: authTokens.id }).from(authTokens)).map((r) => r.id);
    expect(tokenIds).not.toContain(expired?.id);
    expect(tokenIds).not.toContain(idle?.id);
    const left = await db.select().from(outbox);
    // Only this test's e-mails to a@example.pk: registering in it also wrote a welcome e-mail.
    expect(
      left
        .filter((m) => m.recipient === 'a@example.pk')
        .map((m) => m.subject)
        .sort(),
    ).toEqual(['delivered', 'unsent']);
    expect(left.find((m) => m.id === delivered?.id)?.body).toBe(
      'open https://shop.example.pk/reset-password?resetPasswordToken=[removed after delivery] now',
    );
    // Not delivered yet: the link stays (it is what will be sent).
    expect(left.find((m) => m.id === unsent?.id)?.body).toContain('SECRET123abc');
    // The user's own token and the live guest survive; a second sweep finds nothing more.
    expect((await sweepOnce(db)).idleGuests).toBe(0);
    expect(tokenIds.length).toBeGreaterThanOrEqual(2);
  });

  it('deletes staff sessions a month after they ended and used or expired set-up tokens, keeping the rest', async () => {
    const db = t.database.db;
    const [staff] = await db
      .insert(staffAccounts)
      .values({ email: `sweep-${Date.now()}@example.pk`, role: 'orders' })
      .returning();
    const staffId = staff?.id ?? 0;
    const day = 86_400_000;
    const at = (days: number) => new Date(Date.now() + days * day);
    const sessions = await db
      .insert(staffSessions)
      .values([
        { staffId, tokenHash: `s-expired-long-${Date.now()}`, expiresAt: at(-31) },
        { staffId, tokenHash: `s-revoked-long-${Date.now()}`, expiresAt: at(1), revokedAt: at(-40) },
        { staffId, tokenHash: `s-expired-lately-${Date.now()}`, expiresAt: at(-2) },
        { staffId, tokenHash: `s-live-${Date.now()}`, expiresAt: at(0.3) },
      ])
      .returning();
    const tokens = await db
      .insert(staffSetupTokens)
      .values([
        { staffId, tokenHash: `t-used-${Date.now()}`, purpose: 'setup', expiresAt: at(1), usedAt: at(-2) },
        {
          staffId,
          tokenHash: `t-expired-${Date.now()}`,
          purpose: 'totp',
          totpSecret: 'JBSWY3DPEHPK3PXP',
          expiresAt: at(-2),
        },
        { staffId, tokenHash: `t-live-${Date.now()}`, purpose: 'setup', expiresAt: at(1) },
      ])
      .returning();

    const report = await sweepOnce(db);
    expect(report).toMatchObject({ swept: true, staffSessions: 2, staffSetupTokens: 2 });
    const leftSessions = (await db.select({ id: staffSessions.id }).from(staffSessions)).map((r) => r.id);
    expect(leftSessions).toEqual(expect.arrayContaining([sessions[2]?.id, sessions[3]?.id]));
    expect(leftSessions).not.toContain(sessions[0]?.id);
    expect(leftSessions).not.toContain(sessions[1]?.id);
    const leftTokens = (await db.select({ id: staffSetupTokens.id }).from(staffSetupTokens)).map((r) => r.id);
    expect(leftTokens).toContain(tokens[2]?.id);
    expect(leftTokens).not.toContain(tokens[0]?.id);
    expect(leftTokens).not.toContain(tokens[1]?.id);
  });
});
