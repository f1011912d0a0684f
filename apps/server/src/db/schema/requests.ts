import { sql } from 'drizzle-orm';
import { check, index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Books shoppers asked for on /request that the shop does not list. Staff work through them by
 * status; the shopper's details are kept so the shop can answer.
 */
export const bookRequests = pgTable(
  'book_requests',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** Stored lower-cased, like account e-mails. */
    email: text('email').notNull(),
    /** E.164 Pakistani mobile number, when given. */
    phone: text('phone'),
    title: text('title').notNull(),
    author: text('author'),
    notes: text('notes'),
    status: text('status').notNull().default('new'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('book_requests_created_idx').on(t.createdAt),
    check('book_requests_status_check', sql`${t.status} in ('new', 'found', 'not_found', 'closed')`),
  ],
);
