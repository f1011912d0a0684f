import type { BookSummary } from '@bookshop/domain';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../accounts/repository.js';
import { type SummarySqlRow, summaryColumnsSql, summaryFromRow } from '../books/summary-sql.js';
import type { CartOwner } from '../cart/cart-owner.js';
import { queryRows } from '../db/query-rows.js';
import { books, recentlyViewed } from '../db/schema/index.js';

/** Books kept per shopper; older views are forgotten. */
export const HISTORY_KEPT = 20;

function ownedBy(owner: CartOwner) {
  return 'userId' in owner
    ? eq(recentlyViewed.userId, owner.userId)
    : eq(recentlyViewed.guestTokenId, owner.guestTokenId);
}

function ownerSql(owner: CartOwner) {
  return 'userId' in owner
    ? sql`rv.user_id = ${owner.userId}`
    : sql`rv.guest_token_id = ${owner.guestTokenId}`;
}

/** The recently viewed books of users and guests, kept in the database so they follow the shopper. */
export function createHistoryRepository(db: Executor) {
  return {
    /** Notes a view (a book seen again moves to the front); false when there is no such book. */
    async recordView(owner: CartOwner, bookId: number): Promise<boolean> {
      const [book] = await db.select({ id: books.id }).from(books).where(eq(books.id, bookId));
      if (!book) return false;
      const target =
        'userId' in owner
          ? { target: [recentlyViewed.userId, recentlyViewed.bookId], targetWhere: sql`user_id is not null` }
          : {
              target: [recentlyViewed.guestTokenId, recentlyViewed.bookId],
              targetWhere: sql`guest_token_id is not null`,
            };
      await db
        .insert(recentlyViewed)
        .values({ ...owner, bookId })
        .onConflictDoUpdate({ ...target, set: { viewedAt: sql`now()` } });
      // Forget all but the newest views, so the table stays small per shopper.
      await db.execute(sql`
        delete from recently_viewed rv
        where ${ownerSql(owner)}
          and rv.id not in (
            select rv.id from recently_viewed rv where ${ownerSql(owner)}
            order by rv.viewed_at desc, rv.id desc limit ${HISTORY_KEPT})`);
      return true;
    },

    /** The shopper's viewed books, most recent first. */
    async recent(owner: CartOwner, limit: number): Promise<BookSummary[]> {
      const rows = await queryRows<SummarySqlRow>(
        db,
        sql`select ${summaryColumnsSql}
            from recently_viewed rv join books b on b.id = rv.book_id
            where ${ownerSql(owner)}
            order by rv.viewed_at desc, rv.id desc
            limit ${limit}`,
      );
      return rows.map(summaryFromRow);
    },

    async clear(owner: CartOwner): Promise<void> {
      await db.delete(recentlyViewed).where(ownedBy(owner));
    },
  };
}

export type HistoryRepository = ReturnType<typeof createHistoryRepository>;

/** On login: the guest's views join the user's (the newer view of a book wins), then go. */
export async function mergeGuestHistory(tx: Executor, guestTokenId: number, userId: number): Promise<void> {
  await tx.execute(sql`
    insert into recently_viewed (user_id, book_id, viewed_at)
    select ${userId}, book_id, viewed_at from recently_viewed where guest_token_id = ${guestTokenId}
    on conflict (user_id, book_id) where user_id is not null
    do update set viewed_at = greatest(recently_viewed.viewed_at, excluded.viewed_at)`);
  await tx.delete(recentlyViewed).where(eq(recentlyViewed.guestTokenId, guestTokenId));
}
