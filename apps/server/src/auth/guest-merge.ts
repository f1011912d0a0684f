import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../accounts/repository.js';
import { addresses, authTokens, books, cartItems } from '../db/schema/index.js';

/**
 * Hands what a guest gathered to the account they just logged into or created, then retires the
 * guest token. Cart, wish-list and saved-for-later lines merge with the user's: the same book in
 * the same list has its quantities added, capped at the stock of a book that is available from
 * stock (pre-order and on-demand books have no stock to cap at). Checkout addresses move too, so
 * the address a guest just typed at checkout is still there after logging in. Run it inside the
 * transaction that logs the user in.
 */
export async function mergeGuestIntoUser(tx: Executor, guestTokenId: number, userId: number): Promise<void> {
  await tx.execute(sql`
    insert into ${cartItems} (user_id, book_id, qty, cart_type)
    select ${userId}, g.book_id,
           case when b.stock_status = 'available' and b.stock > 0
                then least(g.qty + coalesce(u.qty, 0), b.stock)
                else g.qty + coalesce(u.qty, 0)
           end,
           g.cart_type
    from ${cartItems} g
    join ${books} b on b.id = g.book_id
    left join ${cartItems} u on u.user_id = ${userId} and u.book_id = g.book_id and u.cart_type = g.cart_type
    where g.guest_token_id = ${guestTokenId}
    on conflict (user_id, book_id, cart_type) where user_id is not null
    do update set qty = excluded.qty, updated_at = now()`);
  await tx.delete(cartItems).where(eq(cartItems.guestTokenId, guestTokenId));
  await tx
    .update(addresses)
    .set({ userId, guestTokenId: null, updatedAt: sql`now()` })
    .where(eq(addresses.guestTokenId, guestTokenId));
  await tx
    .update(authTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(authTokens.id, guestTokenId), eq(authTokens.kind, 'guest'), isNull(authTokens.revokedAt)));
}
