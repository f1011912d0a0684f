import type { Language } from '@bookshop/i18n';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { authTokens, users } from './accounts.js';
import { books } from './catalog.js';

/**
 * Lines of a shopper's cart, wish list and saved-for-later list (cart_type). Like addresses, a
 * line belongs to a user or to a guest token; on login the guest's lines merge into the user's.
 */
export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    guestTokenId: integer('guest_token_id').references(() => authTokens.id, { onDelete: 'cascade' }),
    bookId: integer('book_id')
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
    qty: integer('qty').notNull().default(1),
    cartType: text('cart_type').notNull().default('cart'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cart_items_user_line_key')
      .on(t.userId, t.bookId, t.cartType)
      .where(sql`${t.userId} is not null`),
    uniqueIndex('cart_items_guest_line_key')
      .on(t.guestTokenId, t.bookId, t.cartType)
      .where(sql`${t.guestTokenId} is not null`),
    index('cart_items_book_idx').on(t.bookId),
    check('cart_items_owner_check', sql`num_nonnulls(${t.userId}, ${t.guestTokenId}) = 1`),
    check('cart_items_qty_check', sql`${t.qty} > 0`),
    check('cart_items_type_check', sql`${t.cartType} in ('cart', 'wishlist', 'later')`),
    index('cart_items_user_idx').on(t.userId, t.cartType, t.createdAt).where(sql`${t.userId} is not null`),
    index('cart_items_guest_idx')
      .on(t.guestTokenId, t.cartType, t.createdAt)
      .where(sql`${t.guestTokenId} is not null`),
  ],
);

/**
 * Notify-me requests: one per (book, e-mail). A database trigger on `books.stock` (migration
 * 0007) writes the e-mail to the outbox and stamps `notified_at` in the statement that raises the
 * stock from 0, so each open request is answered exactly once, whoever restocks the book.
 */
export const backInStockRequests = pgTable(
  'back_in_stock_requests',
  {
    id: serial('id').primaryKey(),
    bookId: integer('book_id')
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
    /** Stored lower-cased, like account e-mails. */
    email: text('email').notNull(),
    /** The book's stock status when the shopper asked. */
    status: text('status').notNull(),
    /** The book page, written into the e-mail; the database cannot know the shop's address. */
    bookUrl: text('book_url').notNull(),
    /** The language of the notice e-mail (migration 0021): the page's the shopper asked from. */
    language: text('language').$type<Language>().notNull().default('en'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when the e-mail is written; null while the request is open. */
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
  },
  (t) => [
    check('back_in_stock_requests_language_check', sql`${t.language} in ('en', 'ur')`),
    uniqueIndex('back_in_stock_requests_book_email_key').on(t.bookId, t.email),
    index('back_in_stock_requests_open_idx').on(t.bookId).where(sql`${t.notifiedAt} is null`),
    check(
      'back_in_stock_requests_status_check',
      sql`${t.status} in ('available', 'out_of_stock', 'pre_order', 'on_demand')`,
    ),
  ],
);

/** Books a shopper (user or guest) opened, one row per book, for the home page's recent history. */
export const recentlyViewed = pgTable(
  'recently_viewed',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    guestTokenId: integer('guest_token_id').references(() => authTokens.id, { onDelete: 'cascade' }),
    bookId: integer('book_id')
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('recently_viewed_user_book_key').on(t.userId, t.bookId).where(sql`${t.userId} is not null`),
    uniqueIndex('recently_viewed_guest_book_key')
      .on(t.guestTokenId, t.bookId)
      .where(sql`${t.guestTokenId} is not null`),
    check('recently_viewed_owner_check', sql`num_nonnulls(${t.userId}, ${t.guestTokenId}) = 1`),
  ],
);
