import { STAFF_ROLES, type StaffRole } from '@bookshop/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Staff accounts (migration 0017): not shoppers. Never deleted, since the audit log names them;
 * `removed_at` ends the account and frees its e-mail. `last_totp_step` is the time step of the last
 * code accepted, so one code cannot sign in twice.
 */
export const staffAccounts = pgTable(
  'staff_accounts',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    role: text('role').$type<StaffRole>().notNull(),
    passwordHash: text('password_hash'),
    totpSecret: text('totp_secret'),
    totpEnrolledAt: timestamp('totp_enrolled_at', { withTimezone: true }),
    lastTotpStep: bigint('last_totp_step', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('staff_accounts_email_key').on(t.email).where(sql`${t.removedAt} is null`),
    check(
      'staff_accounts_role_check',
      sql`${t.role} in (${sql.raw(STAFF_ROLES.map((r) => `'${r}'`).join(', '))})`,
    ),
    check(
      'staff_accounts_email_check',
      sql`${t.email} = lower(${t.email}) and char_length(${t.email}) <= 254`,
    ),
    check('staff_accounts_totp_check', sql`${t.totpEnrolledAt} is null or ${t.totpSecret} is not null`),
  ],
);

/** One-time tokens (hashes): the set-up link, and the first sign-in's TOTP step with its pending secret. */
export const staffSetupTokens = pgTable(
  'staff_setup_tokens',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffAccounts.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    purpose: text('purpose').$type<'setup' | 'totp'>().notNull(),
    totpSecret: text('totp_secret'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('staff_setup_tokens_hash_key').on(t.tokenHash),
    index('staff_setup_tokens_staff_idx').on(t.staffId),
    check('staff_setup_tokens_purpose_check', sql`${t.purpose} in ('setup', 'totp')`),
    check('staff_setup_tokens_secret_check', sql`(${t.purpose} = 'totp') = (${t.totpSecret} is not null)`),
  ],
);

/** Staff sessions: 8 hours at most, 30 minutes idle, revocable. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffAccounts.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    address: text('address'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('staff_sessions_hash_key').on(t.tokenHash),
    index('staff_sessions_staff_idx').on(t.staffId),
  ],
);

/**
 * The audit log: append-only (a trigger refuses UPDATE and DELETE; the code has neither), written
 * in the transaction of each staff action.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    staffId: integer('staff_id').references(() => staffAccounts.id),
    actor: text('actor').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    address: text('address'),
  },
  (t) => [
    index('audit_log_staff_idx').on(t.staffId, t.id),
    index('audit_log_target_idx').on(t.targetType, t.targetId, t.id),
    check('audit_log_actor_check', sql`${t.actor} ~ '^(cli|staff:[0-9]{1,10})$'`),
    check('audit_log_action_check', sql`${t.action} ~ '^[a-z_]{1,40}\\.[a-z_]{1,40}$'`),
    check(
      'audit_log_target_check',
      sql`${t.targetType} in ('staff', 'order', 'cancel_demand', 'customer', 'book', 'catalogue', 'category', 'home_banner', 'home_row', 'card_rule', 'book_request', 'gift_card') and char_length(${t.targetId}) between 1 and 64`,
    ),
  ],
);
