import type { Language } from '@bookshop/i18n';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * An attachment of an outbox e-mail, kept as what to attach rather than its bytes: an order's
 * invoice is drawn from the order as stored when the e-mail is delivered.
 */
export type OutboxAttachment = { kind: 'invoice'; orderId: number; filename: string };

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** Stored lower-cased, so one address is one account whatever its spelling. */
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** E.164 Pakistani mobile number, or null until the user gives one. */
    phone: text('phone'),
    country: text('country').notNull().default('Pakistan'),
    passwordHash: text('password_hash').notNull(),
    subscribedToNewsletter: integer('subscribed_to_newsletter').notNull().default(0),
    /** The language of the account's e-mails (migration 0021): 'en' or 'ur'. */
    language: text('language').$type<Language>().notNull().default('en'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('users_language_check', sql`${t.language} in ('en', 'ur')`),
    uniqueIndex('users_email_key').on(t.email),
  ],
);

/**
 * Bearer tokens, user and guest alike. Only a SHA-256 of each token is kept, so a copy of the
 * database cannot be used to act as anyone.
 */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    kind: text('kind').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** Refreshed at most daily while a guest uses the token; guests idle 30 days are swept. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('auth_tokens_hash_key').on(t.tokenHash),
    index('auth_tokens_user_idx').on(t.userId),
    index('auth_tokens_expires_idx').on(t.expiresAt),
    index('auth_tokens_guest_idle_idx').on(t.lastUsedAt).where(sql`${t.kind} = 'guest'`),
    check('auth_tokens_kind_check', sql`${t.kind} in ('user', 'guest')`),
    check(
      'auth_tokens_owner_check',
      sql`(${t.kind} = 'user' and ${t.userId} is not null) or (${t.kind} = 'guest' and ${t.userId} is null)`,
    ),
  ],
);

/**
 * Delivery and billing addresses. An address belongs to a user, or to the guest token it was
 * created with at checkout; exactly one of the two owners is set.
 */
export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    guestTokenId: integer('guest_token_id').references(() => authTokens.id, { onDelete: 'cascade' }),
    firstName: text('first_name'),
    lastName: text('last_name'),
    phone: text('phone').notNull(),
    address: text('address').notNull(),
    city: text('city').notNull(),
    province: text('province').notNull(),
    country: text('country').notNull(),
    zipCode: text('zip_code').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('addresses_user_idx').on(t.userId),
    index('addresses_guest_idx').on(t.guestTokenId),
    check('addresses_owner_check', sql`num_nonnulls(${t.userId}, ${t.guestTokenId}) = 1`),
  ],
);

/** Single-use password reset links; only the token's hash is kept. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('password_resets_hash_key').on(t.tokenHash),
    index('password_resets_expires_idx').on(t.expiresAt),
  ],
);

/**
 * Failed logins, counted per account and per client address over a sliding window. Kept in the
 * database so every replica sees the same count.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: serial('id').primaryKey(),
    /** 'email:<address>' or 'ip:<address>'. */
    key: text('key').notNull(),
    failedAt: timestamp('failed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('login_failures_key_idx').on(t.key, t.failedAt),
    index('login_failures_failed_at_idx').on(t.failedAt),
  ],
);

/**
 * Addresses each account logged in from (the last 30 days count): failures other addresses
 * make on the account never hold these back, so guessing cannot lock the owner out.
 */
export const loginAddresses = pgTable(
  'login_addresses',
  {
    /** The account's canonical (lower-cased) e-mail, as login failures are keyed. */
    email: text('email').notNull(),
    address: text('address').notNull(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'login_addresses_pkey', columns: [t.email, t.address] }),
    index('login_addresses_last_login_idx').on(t.lastLoginAt),
  ],
);

/**
 * E-mails waiting to be sent. Without SMTP_URL they stay here and developers read them with the
 * CLI; with it a sender delivers them and stamps sent_at.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    /** The HTML part beside the plain text `body` (migration 0019); null for text-only e-mails. */
    html: text('html'),
    /** What is attached, rendered when the e-mail is delivered (mail/attachments.ts). */
    attachments: jsonb('attachments').$type<OutboxAttachment[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('outbox_recipient_idx').on(t.recipient),
    index('outbox_sent_at_idx').on(t.sentAt).where(sql`${t.sentAt} is not null`),
  ],
);
