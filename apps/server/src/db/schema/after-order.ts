import { RETURN_REQUEST_STATUSES, type ReturnRequestLine, type ReturnRequestStatus } from '@bookshop/domain';
import { sql } from 'drizzle-orm';
import {
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
import { orders } from './checkout.js';

/**
 * Settings every replica and the CLI share and the environment may not hold (migration 0019):
 * the order-link signing key made on first need, the public address the shop started with.
 */
export const shopSettings = pgTable('shop_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A delivered order's return request (migration 0019): one per order, decided by staff once,
 * the shopper e-mailed the outcome.
 */
export const returnRequests = pgTable(
  'return_requests',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').$type<ReturnRequestStatus>().notNull().default('requested'),
    reason: text('reason').notNull(),
    lines: jsonb('lines').$type<ReturnRequestLine[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** `staff:<id>`, as the order timeline names staff. */
    decidedBy: text('decided_by'),
    decisionNote: text('decision_note'),
  },
  (t) => [
    uniqueIndex('return_requests_order_idx').on(t.orderId),
    index('return_requests_open_idx').on(t.createdAt).where(sql`${t.status} = 'requested'`),
    check(
      'return_requests_status_check',
      sql`${t.status} in (${sql.raw(RETURN_REQUEST_STATUSES.map((s) => `'${s}'`).join(', '))})`,
    ),
  ],
);
