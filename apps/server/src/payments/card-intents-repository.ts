import { and, eq, isNull, or, type SQL } from 'drizzle-orm';
import type { Executor } from '../accounts/repository.js';
import type { AddressOwner } from '../addresses/repository.js';
import { hashSecret } from '../auth/tokens.js';
import { cardIntents } from '../db/schema/index.js';

/** What an intent's confirmed card goes to; an intent serves one of them, once. */
export type CardIntentPurpose = 'saved_card' | 'gift_card';

function ownedBy(owner: AddressOwner): SQL {
  return 'userId' in owner
    ? eq(cardIntents.userId, owner.userId)
    : eq(cardIntents.guestTokenId, owner.guestTokenId);
}

/**
 * Who asked for each card intent, and the hash of the client secret the asking browser was
 * given. The provider's intent id is not a secret (it is in the confirm URL); what makes an
 * intent usable is this owner with this secret.
 */
export function createCardIntentsRepository(db: Executor) {
  return {
    async record(owner: AddressOwner, intentId: string, clientSecret: string): Promise<void> {
      await db.insert(cardIntents).values({
        id: intentId,
        ...('userId' in owner ? { userId: owner.userId } : { guestTokenId: owner.guestTokenId }),
        clientSecretHash: hashSecret(clientSecret),
      });
    },

    /**
     * Takes the intent for `purpose` when `owner` asked for it and `clientSecret` is its own.
     * Taking it again for the same purpose succeeds (a retried save, a re-posted form), for
     * another purpose it does not: one confirmed card pays for one thing. False for anything
     * else, with no word of why, so an id alone learns nothing.
     */
    async claim(
      owner: AddressOwner,
      intentId: string,
      clientSecret: string,
      purpose: CardIntentPurpose,
    ): Promise<boolean> {
      const rows = await db
        .update(cardIntents)
        .set({ spentFor: purpose })
        .where(
          and(
            eq(cardIntents.id, intentId),
            ownedBy(owner),
            eq(cardIntents.clientSecretHash, hashSecret(clientSecret)),
            or(isNull(cardIntents.spentFor), eq(cardIntents.spentFor, purpose)),
          ),
        )
        .returning({ id: cardIntents.id });
      return rows.length > 0;
    },
  };
}
