import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { authTokens, users } from './accounts.js';

/**
 * The shop's record of each card intent it asked the payment provider for (migration 0015): who
 * asked (a user, or a guest's token) and a SHA-256 of the client secret the asking browser was
 * given. An intent is used, once and for one purpose (saving the card, or paying a gift card),
 * only by that shopper presenting that secret; its id alone, which travels in confirm URLs,
 * buys nothing.
 */
export const cardIntents = pgTable(
  'card_intents',
  {
    /** The provider's intent id. */
    id: text('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    guestTokenId: integer('guest_token_id').references(() => authTokens.id, { onDelete: 'cascade' }),
    clientSecretHash: text('client_secret_hash').notNull(),
    /** What the intent's card went to, once used: `saved_card` or `gift_card`. */
    spentFor: text('spent_for'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('card_intents_user_idx').on(t.userId),
    index('card_intents_guest_idx').on(t.guestTokenId),
    check('card_intents_owner_check', sql`num_nonnulls(${t.userId}, ${t.guestTokenId}) = 1`),
    check('card_intents_spent_for_check', sql`${t.spentFor} in ('saved_card', 'gift_card')`),
  ],
);
