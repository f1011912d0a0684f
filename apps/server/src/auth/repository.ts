import { and, asc, desc, eq, gt, gte, inArray, isNull, lt, ne, notInArray, sql } from 'drizzle-orm';
import type { Executor, UserRow } from '../accounts/repository.js';
import { runPrepared } from '../db/prepared.js';
import { authTokens, loginAddresses, loginFailures, passwordResets, users } from '../db/schema/index.js';
import { announceAuthChange } from './token-cache.js';

export type TokenKind = 'user' | 'guest';

export interface LiveToken {
  tokenId: number;
  kind: TokenKind;
  /** The owner of a user token; null for a guest token. */
  user: UserRow | null;
  /** When the token was last seen, to the day (guests idle 30 days are swept). */
  lastUsedAt: Date;
  /** When it stops working (a token kept in memory is dropped then: token-cache.ts). */
  expiresAt: Date;
}

export function createAuthRepository(db: Executor) {
  return {
    async insertToken(token: {
      tokenHash: string;
      kind: TokenKind;
      userId: number | null;
      expiresAt: Date;
    }): Promise<number> {
      const [row] = await db.insert(authTokens).values(token).returning({ id: authTokens.id });
      if (!row) throw new Error('inserting a token returned no row');
      return row.id;
    },

    /** A token that is neither revoked nor expired, with its user; null otherwise. */
    async findLiveToken(tokenHash: string): Promise<LiveToken | null> {
      // Every request with a token asks this: prepared once (db/prepared.ts).
      const [row] = await runPrepared(
        db,
        'auth_live_token',
        (on) =>
          on
            .select({
              tokenId: authTokens.id,
              kind: authTokens.kind,
              lastUsedAt: authTokens.lastUsedAt,
              expiresAt: authTokens.expiresAt,
              user: users,
            })
            .from(authTokens)
            .leftJoin(users, eq(users.id, authTokens.userId))
            .where(
              and(
                eq(authTokens.tokenHash, sql.placeholder('hash')),
                isNull(authTokens.revokedAt),
                gt(authTokens.expiresAt, sql`now()`),
              ),
            ),
        { hash: tokenHash },
      );
      if (!row) return null;
      const kind = row.kind as TokenKind;
      // A user token whose user is gone cannot happen (cascade), but it must never pass as a guest.
      if (kind === 'user' && !row.user) return null;
      return {
        tokenId: row.tokenId,
        kind,
        user: row.user,
        lastUsedAt: row.lastUsedAt,
        expiresAt: row.expiresAt,
      };
    },

    /** Marks a token as used now; called at most daily per token, so reads stay reads. */
    async touchToken(tokenId: number): Promise<void> {
      await db.update(authTokens).set({ lastUsedAt: sql`now()` }).where(eq(authTokens.id, tokenId));
      announceAuthChange(`tokens:${tokenId}`);
    },

    async revokeToken(tokenId: number): Promise<void> {
      await db
        .update(authTokens)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(authTokens.id, tokenId), isNull(authTokens.revokedAt)));
      announceAuthChange(`tokens:${tokenId}`);
    },

    /**
     * Holds the user's row until the transaction ends, so two logins of one account at once
     * count its sessions one after the other.
     */
    async lockUser(userId: number): Promise<void> {
      await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    },

    /** Revokes the user's live tokens beyond the newest `keep`; expired ones take no place. */
    async revokeSessionsBeyond(userId: number, keep: number): Promise<void> {
      const live = and(
        eq(authTokens.userId, userId),
        isNull(authTokens.revokedAt),
        gt(authTokens.expiresAt, sql`now()`),
      );
      const newest = db
        .select({ id: authTokens.id })
        .from(authTokens)
        .where(live)
        .orderBy(desc(authTokens.id))
        .limit(keep);
      await db
        .update(authTokens)
        .set({ revokedAt: sql`now()` })
        .where(and(live, notInArray(authTokens.id, newest)));
      announceAuthChange(`users:${userId}`);
    },

    /** Revokes every live token of a user, except the one given (the session that asked). */
    async revokeUserTokens(userId: number, exceptTokenId?: number): Promise<void> {
      await db
        .update(authTokens)
        .set({ revokedAt: sql`now()` })
        .where(
          and(
            eq(authTokens.userId, userId),
            isNull(authTokens.revokedAt),
            exceptTokenId === undefined ? undefined : ne(authTokens.id, exceptTokenId),
          ),
        );
      announceAuthChange(`users:${userId}`);
    },

    async insertPasswordReset(reset: { userId: number; tokenHash: string; expiresAt: Date }): Promise<void> {
      await db.insert(passwordResets).values(reset);
    },

    /** How many reset links were sent to a user since a moment, to keep the mailbox from being flooded. */
    async countPasswordResetsSince(userId: number, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(passwordResets)
        .where(and(eq(passwordResets.userId, userId), gte(passwordResets.createdAt, since)));
      return Number(row?.n ?? 0);
    },

    /**
     * Marks an unused, unexpired reset link as used and gives its user id. The check and the
     * marking are one statement, so two requests racing with the same link cannot both win.
     */
    async consumePasswordReset(tokenHash: string): Promise<number | null> {
      const [row] = await db
        .update(passwordResets)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(passwordResets.tokenHash, tokenHash),
            isNull(passwordResets.usedAt),
            gt(passwordResets.expiresAt, sql`now()`),
          ),
        )
        .returning({ userId: passwordResets.userId });
      return row?.userId ?? null;
    },

    /** The user a live reset link belongs to, without using it up. */
    async findLivePasswordReset(tokenHash: string): Promise<number | null> {
      const [row] = await db
        .select({ userId: passwordResets.userId })
        .from(passwordResets)
        .where(
          and(
            eq(passwordResets.tokenHash, tokenHash),
            isNull(passwordResets.usedAt),
            gt(passwordResets.expiresAt, sql`now()`),
          ),
        );
      return row?.userId ?? null;
    },

    /** After a reset, older links sent to the same user must not work either. */
    async retirePasswordResets(userId: number): Promise<void> {
      await db
        .update(passwordResets)
        .set({ usedAt: sql`now()` })
        .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
    },

    async insertLoginFailures(keys: readonly string[], failedAt: Date): Promise<number[]> {
      const rows = await db
        .insert(loginFailures)
        .values(keys.map((key) => ({ key, failedAt })))
        .returning({ id: loginFailures.id });
      return rows.map((r) => r.id);
    },

    async deleteLoginFailuresById(ids: readonly number[]): Promise<void> {
      if (ids.length > 0) await db.delete(loginFailures).where(inArray(loginFailures.id, [...ids]));
    },

    async deleteLoginFailuresForKey(key: string): Promise<void> {
      await db.delete(loginFailures).where(eq(loginFailures.key, key));
    },

    /** Failure times of a key inside the window, oldest first. */
    async loginFailureTimes(key: string, since: Date): Promise<Date[]> {
      const rows = await db
        .select({ failedAt: loginFailures.failedAt })
        .from(loginFailures)
        .where(and(eq(loginFailures.key, key), gte(loginFailures.failedAt, since)))
        .orderBy(asc(loginFailures.failedAt));
      return rows.map((r) => r.failedAt);
    },

    /** Whether the account logged in from this address since a moment. */
    async isKnownLoginAddress(email: string, address: string, since: Date): Promise<boolean> {
      const [row] = await db
        .select({ email: loginAddresses.email })
        .from(loginAddresses)
        .where(
          and(
            eq(loginAddresses.email, email),
            eq(loginAddresses.address, address),
            gte(loginAddresses.lastLoginAt, since),
          ),
        );
      return row !== undefined;
    },

    async rememberLoginAddress(email: string, address: string, at: Date): Promise<void> {
      await db
        .insert(loginAddresses)
        .values({ email, address, lastLoginAt: at })
        .onConflictDoUpdate({
          target: [loginAddresses.email, loginAddresses.address],
          set: { lastLoginAt: at },
        });
    },

    /** An account's addresses go with it (they are personal data). */
    async forgetLoginAddresses(email: string): Promise<void> {
      await db.delete(loginAddresses).where(eq(loginAddresses.email, email));
    },

    /** Rows past the window count for nothing; dropping them keeps the table small. */
    async pruneLoginFailures(key: string, before: Date): Promise<void> {
      await db
        .delete(loginFailures)
        .where(and(eq(loginFailures.key, key), lt(loginFailures.failedAt, before)));
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
