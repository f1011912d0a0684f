import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../accounts/repository.js';
import { mergeGuestCart } from '../cart/merge-guest-cart.js';
import { addresses, authTokens } from '../db/schema/index.js';
import { mergeGuestHistory } from '../history/repository.js';
import { announceAuthChange } from './token-cache.js';

/**
 * Hands what a guest gathered to the account they just logged into or created, then retires the
 * guest token. The cart module merges the cart, wish-list and saved-for-later lines (its quantity
 * rule decides the merged quantities) and the recent history follows; checkout addresses move too,
 * so the address a guest just typed at checkout is still there after logging in. Run it inside
 * the transaction that logs the user in.
 */
export async function mergeGuestIntoUser(tx: Executor, guestTokenId: number, userId: number): Promise<void> {
  await mergeGuestCart(tx, guestTokenId, userId);
  await mergeGuestHistory(tx, guestTokenId, userId);
  await tx
    .update(addresses)
    .set({ userId, guestTokenId: null, updatedAt: sql`now()` })
    .where(eq(addresses.guestTokenId, guestTokenId));
  await tx
    .update(authTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(authTokens.id, guestTokenId), eq(authTokens.kind, 'guest'), isNull(authTokens.revokedAt)));
  announceAuthChange(`tokens:${guestTokenId}`);
}
