import type { Language } from '@bookshop/i18n';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { orders } from './checkout.js';
import { staffAccounts } from './staff.js';

/**
 * E-gift cards (migration 0009): one row per purchase form post. The code is kept only as a
 * SHA-256 hash and its last four characters; the card number never, only the network and last
 * four the payment provider reports.
 */
export const giftCards = pgTable(
  'gift_cards',
  {
    id: serial('id').primaryKey(),
    /** The provider intent the bank card was confirmed on; one purchase per intent. */
    paymentIntentId: text('payment_intent_id').notNull(),
    status: text('status').notNull().default('pending'),
    amount: integer('amount').notNull(),
    recipientName: text('recipient_name').notNull(),
    recipientEmail: text('recipient_email').notNull(),
    recipientMobile: text('recipient_mobile').notNull(),
    buyerName: text('buyer_name').notNull(),
    buyerEmail: text('buyer_email').notNull(),
    buyerMobile: text('buyer_mobile').notNull(),
    /** The language of the gift card's e-mails (migration 0021): the buyer's page's. */
    language: text('language').$type<Language>().notNull().default('en'),
    cardNetwork: text('card_network'),
    cardLastFour: text('card_last_four'),
    paymentReference: text('payment_reference'),
    /** Hash of the key that lets the buyer's browser read the result once back from the post. */
    receiptKeyHash: text('receipt_key_hash').notNull(),
    codeHash: text('code_hash'),
    codeLastFour: text('code_last_four'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
    redeemedOrderId: integer('redeemed_order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** Voided by staff (migration 0020): never spendable again. */
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    voidReason: text('void_reason'),
    voidedBy: integer('voided_by').references(() => staffAccounts.id),
  },
  (t) => [
    check('gift_cards_language_check', sql`${t.language} in ('en', 'ur')`),
    uniqueIndex('gift_cards_payment_intent_key').on(t.paymentIntentId),
    uniqueIndex('gift_cards_code_hash_key').on(t.codeHash),
    index('gift_cards_redeemed_order_idx').on(t.redeemedOrderId),
    check('gift_cards_status_check', sql`${t.status} in ('pending', 'paid', 'declined')`),
    check('gift_cards_amount_check', sql`${t.amount} between 500 and 10000`),
    check('gift_cards_paid_code_check', sql`(${t.status} = 'paid') = (${t.codeHash} is not null)`),
    check('gift_cards_redeemed_check', sql`${t.redeemedAt} is null or ${t.status} = 'paid'`),
    check(
      'gift_cards_void_check',
      sql`(${t.voidedAt} is null) = (${t.voidReason} is null) and (${t.voidedAt} is null or ${t.status} = 'paid')`,
    ),
  ],
);
