import { eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
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

/**
 * The owner's condition on a table's user and guest columns, for a prepared query
 * (db/prepared.ts): the id is the placeholder `owner`, whose value is `id`, and the kind of owner,
 * part of the query's text, goes into the query's name.
 */
export function preparedOwner(owner: CartOwner, columns: { userId: AnyPgColumn; guestTokenId: AnyPgColumn }) {
  const id = sql.placeholder('owner');
  return 'userId' in owner
    ? { kind: 'user', where: eq(columns.userId, id), id: owner.userId }
    : { kind: 'guest', where: eq(columns.guestTokenId, id), id: owner.guestTokenId };
}
