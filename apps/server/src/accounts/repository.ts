import type { User } from '@bookshop/domain';
import type { Language } from '@bookshop/i18n';
import { eq, sql } from 'drizzle-orm';
import { announceAuthChange } from '../auth/token-cache.js';
import type { Database } from '../db/client.js';
import { users } from '../db/schema/index.js';

/** The database, or a transaction on it: repositories work the same inside and outside one. */
export type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

export type UserRow = typeof users.$inferSelect;

/** The user as the shop's clients see it: never the password hash or bookkeeping columns. */
export function toUser(row: UserRow): User {
  return {
    id: row.id,
    name: `${row.firstName} ${row.lastName}`.trim(),
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    phone: row.phone,
    country: row.country,
  };
}

/** E-mail addresses are compared lower-cased so one mailbox is one account. */
export function canonicalEmail(email: string): string {
  return email.trim().toLowerCase();
}

export interface NewUser {
  email: string;
  firstName: string;
  lastName: string;
  passwordHash: string;
  /** The language of the account's e-mails: the page's it registered from (English when left out). */
  language?: Language;
}

export function createAccountsRepository(db: Executor) {
  return {
    async findById(id: number): Promise<UserRow | null> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row ?? null;
    },

    async findByEmail(email: string): Promise<UserRow | null> {
      const [row] = await db
        .select()
        .from(users)
        .where(eq(users.email, canonicalEmail(email)));
      return row ?? null;
    },

    /** Null when the e-mail is taken, including by a registration that won a race with this one. */
    async create(user: NewUser): Promise<UserRow | null> {
      const [row] = await db
        .insert(users)
        .values({ ...user, email: canonicalEmail(user.email) })
        .onConflictDoNothing({ target: users.email })
        .returning();
      return row ?? null;
    },

    async updateProfile(
      id: number,
      profile: { firstName: string; lastName: string; phone: string; language?: Language },
    ): Promise<UserRow | null> {
      const [row] = await db
        .update(users)
        .set({ ...profile, updatedAt: sql`now()` })
        .where(eq(users.id, id))
        .returning();
      announceAuthChange(`users:${id}`);
      return row ?? null;
    },

    async updatePasswordHash(id: number, passwordHash: string): Promise<void> {
      await db.update(users).set({ passwordHash, updatedAt: sql`now()` }).where(eq(users.id, id));
      announceAuthChange(`users:${id}`);
    },

    /** Deletes the account; its tokens, addresses, reset links and cart lines go with it (cascade). */
    async delete(id: number): Promise<UserRow | null> {
      const [row] = await db.delete(users).where(eq(users.id, id)).returning();
      announceAuthChange(`users:${id}`);
      return row ?? null;
    },
  };
}

export type AccountsRepository = ReturnType<typeof createAccountsRepository>;
