import type { Language } from '@bookshop/i18n';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { books } from './catalog.js';
import { staffAccounts } from './staff.js';

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
    /** The language of the e-mails about the request (migration 0021). */
    language: text('language').$type<Language>().notNull().default('en'),
    status: text('status').notNull().default('new'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Answered from the catalogue desk (migration 0020): the book it was sourced as, the reply, who, when. */
    bookId: integer('book_id').references(() => books.id, { onDelete: 'set null' }),
    reply: text('reply'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    answeredBy: integer('answered_by').references(() => staffAccounts.id),
  },
  (t) => [
    check('book_requests_language_check', sql`${t.language} in ('en', 'ur')`),
    index('book_requests_created_idx').on(t.createdAt),
    index('book_requests_status_idx').on(t.status, t.id),
    check('book_requests_reply_check', sql`${t.reply} is null or char_length(${t.reply}) <= 2000`),
    check('book_requests_status_check', sql`${t.status} in ('new', 'found', 'not_found', 'closed')`),
  ],
);
