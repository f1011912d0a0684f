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
  ],
);
