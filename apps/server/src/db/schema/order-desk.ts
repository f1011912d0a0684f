import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { orderCancelDemands, orders } from './checkout.js';
import { staffAccounts } from './staff.js';

/** How a shipped order travels, written by the order desk's "shipped" action (migration 0017). */
export const orderShipments = pgTable(
  'order_shipments',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    courier: text('courier').notNull(),
    trackingNumber: text('tracking_number').notNull(),
    staffId: integer('staff_id').references(() => staffAccounts.id),
    shippedAt: timestamp('shipped_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'order_shipments_text_check',
      sql`char_length(${t.courier}) between 1 and 60 and char_length(${t.trackingNumber}) between 1 and 40`,
    ),
  ],
);

/** A cash-on-delivery order confirmed by phone: who and when, once. */
export const orderCodConfirmations = pgTable(
  'order_cod_confirmations',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffAccounts.id),
    note: text('note'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('order_cod_confirmations_note_check', sql`char_length(${t.note}) <= 500`)],
);

/** The shop's one answer to a cancel demand. */
export const orderCancelDemandAnswers = pgTable(
  'order_cancel_demand_answers',
  {
    demandId: integer('demand_id')
      .primaryKey()
      .references(() => orderCancelDemands.id, { onDelete: 'cascade' }),
    state: text('state').$type<'accepted' | 'declined'>().notNull(),
    reply: text('reply'),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffAccounts.id),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('order_cancel_demand_answers_state_check', sql`${t.state} in ('accepted', 'declined')`),
    check('order_cancel_demand_answers_reply_check', sql`char_length(${t.reply}) <= 1000`),
  ],
);

/** The sandbox provider's partial refunds, idempotent on the shop's refund reference. */
export const sandboxProviderRefunds = pgTable(
  'sandbox_provider_refunds',
  {
    id: text('id').primaryKey(),
    paymentReference: text('payment_reference').notNull(),
    refundReference: text('refund_reference').notNull(),
    amount: integer('amount').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sandbox_provider_refunds_reference_key').on(t.refundReference),
    index('sandbox_provider_refunds_payment_idx').on(t.paymentReference),
    check('sandbox_provider_refunds_amount_check', sql`${t.amount} > 0`),
  ],
);
