import type { RequestAuth } from '../auth/request-auth.js';

/**
 * Whose lines: a logged-in user's or a guest token's. Every query of the cart module is scoped to
 * one owner, so a line id of another shopper is simply not found (404).
 */
export type CartOwner = { userId: number } | { guestTokenId: number };

/** The owner a request acts for. */
export function cartOwnerOf(auth: RequestAuth): CartOwner {
  return auth.kind === 'user' ? { userId: auth.user.id } : { guestTokenId: auth.tokenId };
}
