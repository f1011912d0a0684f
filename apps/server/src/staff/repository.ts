import type { StaffMember, StaffRole } from '@bookshop/domain';
import { and, asc, count, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../accounts/repository.js';
import { staffAccounts, staffSessions, staffSetupTokens } from '../db/schema/index.js';

export type StaffRow = typeof staffAccounts.$inferSelect;
export type StaffSessionRow = typeof staffSessions.$inferSelect;
export type SetupTokenRow = typeof staffSetupTokens.$inferSelect;
export type SetupPurpose = 'setup' | 'totp';

/** The staff member as the back office sees them: never the password hash or TOTP secret. */
export function toStaffMember(row: StaffRow): StaffMember {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    state: row.passwordHash ? 'active' : 'invited',
    totp_enrolled: row.totpEnrolledAt !== null,
    created_at: row.createdAt.toISOString(),
    last_sign_in_at: row.lastSignInAt?.toISOString() ?? null,
  };
}

/** Staff accounts, their one-time tokens and sessions. Accounts are never deleted, only removed. */
export function createStaffRepository(db: Executor) {
  const live = isNull(staffAccounts.removedAt);
  return {
    async insert(values: { email: string; role: StaffRole }): Promise<StaffRow> {
      const [row] = await db.insert(staffAccounts).values(values).returning();
      if (!row) throw new Error('inserting a staff account returned no row');
      return row;
    },

    async findLiveByEmail(email: string): Promise<StaffRow | null> {
      const [row] = await db
        .select()
        .from(staffAccounts)
        .where(and(eq(staffAccounts.email, email.trim().toLowerCase()), live));
      return row ?? null;
    },

    async findLive(id: number): Promise<StaffRow | null> {
      const [row] = await db
        .select()
        .from(staffAccounts)
        .where(and(eq(staffAccounts.id, id), live));
      return row ?? null;
    },

    /** Live accounts, oldest first, one page. */
    async listLive(page: { limit: number; offset: number }): Promise<{ rows: StaffRow[]; total: number }> {
      const rows = await db
        .select()
        .from(staffAccounts)
        .where(live)
        .orderBy(asc(staffAccounts.id))
        .limit(page.limit)
        .offset(page.offset);
      const [total] = await db.select({ n: count() }).from(staffAccounts).where(live);
      return { rows, total: Number(total?.n ?? 0) };
    },

    async countLiveOwners(): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(staffAccounts)
        .where(and(live, eq(staffAccounts.role, 'owner')));
      return Number(row?.n ?? 0);
    },

    /** Removes a live account (null when it was not live): it can no longer sign in. */
    async markRemoved(id: number): Promise<StaffRow | null> {
      const [row] = await db
        .update(staffAccounts)
        .set({ removedAt: sql`now()`, updatedAt: sql`now()` })
        .where(and(eq(staffAccounts.id, id), live))
        .returning();
      return row ?? null;
    },

    async setPassword(id: number, passwordHash: string): Promise<StaffRow | null> {
      const [row] = await db
        .update(staffAccounts)
        .set({ passwordHash, updatedAt: sql`now()` })
        .where(and(eq(staffAccounts.id, id), live))
        .returning();
      return row ?? null;
    },

    /** A reset: no password, no TOTP, until the new set-up link is used. */
    async clearCredentials(id: number): Promise<StaffRow | null> {
      const [row] = await db
        .update(staffAccounts)
        .set({
          passwordHash: null,
          totpSecret: null,
          totpEnrolledAt: null,
          lastTotpStep: null,
          updatedAt: sql`now()`,
        })
        .where(and(eq(staffAccounts.id, id), live))
        .returning();
      return row ?? null;
    },

    /** TOTP set up with its first code's step; only while none is set up (two tabs race: one wins). */
    async enrolTotp(id: number, secret: string, step: number): Promise<StaffRow | null> {
      const [row] = await db
        .update(staffAccounts)
        .set({
          totpSecret: secret,
          totpEnrolledAt: sql`now()`,
          lastTotpStep: step,
          lastSignInAt: sql`now()`,
          updatedAt: sql`now()`,
        })
        .where(and(eq(staffAccounts.id, id), live, isNull(staffAccounts.totpEnrolledAt)))
        .returning();
      return row ?? null;
    },

    /**
     * Takes a code's time step for a sign-in, once: false when this step (or a later one) was
     * already used, so the same code cannot sign in twice, even by two requests at the same moment.
     */
    async claimTotpStep(id: number, step: number): Promise<boolean> {
      const rows = await db
        .update(staffAccounts)
        .set({ lastTotpStep: step, lastSignInAt: sql`now()` })
        .where(
          and(
            eq(staffAccounts.id, id),
            live,
            or(isNull(staffAccounts.lastTotpStep), lt(staffAccounts.lastTotpStep, step)),
          ),
        )
        .returning({ id: staffAccounts.id });
      return rows.length > 0;
    },

    async insertSetupToken(values: {
      staffId: number;
      tokenHash: string;
      purpose: SetupPurpose;
      totpSecret?: string | null;
      expiresAt: Date;
    }): Promise<void> {
      await db.insert(staffSetupTokens).values({ ...values, totpSecret: values.totpSecret ?? null });
    },

    /** A token that is unused, unexpired and of a live account, with that account. */
    async findLiveSetupToken(
      tokenHash: string,
      purpose: SetupPurpose,
    ): Promise<{ token: SetupTokenRow; staff: StaffRow } | null> {
      const [row] = await db
        .select({ token: staffSetupTokens, staff: staffAccounts })
        .from(staffSetupTokens)
        .innerJoin(staffAccounts, eq(staffAccounts.id, staffSetupTokens.staffId))
        .where(
          and(
            eq(staffSetupTokens.tokenHash, tokenHash),
            eq(staffSetupTokens.purpose, purpose),
            isNull(staffSetupTokens.usedAt),
            gt(staffSetupTokens.expiresAt, sql`now()`),
            live,
          ),
        );
      return row ?? null;
    },

    /** Uses a token up; false when another request used it first. */
    async consumeSetupToken(id: number): Promise<boolean> {
      const rows = await db
        .update(staffSetupTokens)
        .set({ usedAt: sql`now()` })
        .where(and(eq(staffSetupTokens.id, id), isNull(staffSetupTokens.usedAt)))
        .returning({ id: staffSetupTokens.id });
      return rows.length > 0;
    },

    /** Every unused token of an account dies (a new link was issued, or the account went). */
    async retireSetupTokens(staffId: number): Promise<void> {
      await db
        .update(staffSetupTokens)
        .set({ usedAt: sql`now()` })
        .where(and(eq(staffSetupTokens.staffId, staffId), isNull(staffSetupTokens.usedAt)));
    },

    async insertSession(values: {
      staffId: number;
      tokenHash: string;
      address: string | null;
      expiresAt: Date;
    }): Promise<StaffSessionRow> {
      const [row] = await db.insert(staffSessions).values(values).returning();
      if (!row) throw new Error('inserting a staff session returned no row');
      return row;
    },

    /**
     * The session of a token when it is live: not revoked, before its end, used within the idle
     * limit, of a live account that has TOTP set up.
     */
    async findLiveSession(
      tokenHash: string,
      idleMinutes: number,
    ): Promise<{ session: StaffSessionRow; staff: StaffRow } | null> {
      const [row] = await db
        .select({ session: staffSessions, staff: staffAccounts })
        .from(staffSessions)
        .innerJoin(staffAccounts, eq(staffAccounts.id, staffSessions.staffId))
        .where(
          and(
            eq(staffSessions.tokenHash, tokenHash),
            isNull(staffSessions.revokedAt),
            gt(staffSessions.expiresAt, sql`now()`),
            gt(staffSessions.lastUsedAt, sql`now() - make_interval(mins => ${idleMinutes})`),
            live,
            sql`${staffAccounts.totpEnrolledAt} is not null`,
          ),
        );
      return row ?? null;
    },

    /** Marks a session used now, so its idle limit counts from here. */
    async touchSession(id: number): Promise<void> {
      await db.update(staffSessions).set({ lastUsedAt: sql`now()` }).where(eq(staffSessions.id, id));
    },

    async revokeSession(id: number): Promise<boolean> {
      const rows = await db
        .update(staffSessions)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(staffSessions.id, id), isNull(staffSessions.revokedAt)))
        .returning({ id: staffSessions.id });
      return rows.length > 0;
    },

    async revokeSessionsOf(staffId: number): Promise<number> {
      const rows = await db
        .update(staffSessions)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt)))
        .returning({ id: staffSessions.id });
      return rows.length;
    },
  };
}

export type StaffRepository = ReturnType<typeof createStaffRepository>;
