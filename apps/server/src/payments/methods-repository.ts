import type { CardNetwork, SavedPaymentMethod } from '@bookshop/domain';
import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { Executor } from '../accounts/repository.js';
import type { AddressOwner } from '../addresses/repository.js';
import { paymentMethods } from '../db/schema/index.js';
import type { ProviderCard } from './provider.js';

export type PaymentMethodRow = typeof paymentMethods.$inferSelect;

function ownedBy(owner: AddressOwner): SQL {
  return 'userId' in owner
    ? eq(paymentMethods.userId, owner.userId)
    : eq(paymentMethods.guestTokenId, owner.guestTokenId);
}

export function toSavedPaymentMethod(row: PaymentMethodRow): SavedPaymentMethod {
  return {
    id: row.token,
    bin: row.bin,
    card_details: { card_network: row.cardNetwork as CardNetwork, last_four_digits: row.lastFour },
  };
}

/** The shop's record of cards saved with the provider: token, network, BIN, last four. */
export function createPaymentMethodsRepository(db: Executor) {
  return {
    /**
     * Records a card for its owner; the same token again is a no-op. Null when the token is
     * already someone else's.
     */
    async save(owner: AddressOwner, email: string, card: ProviderCard): Promise<PaymentMethodRow | null> {
      await db
        .insert(paymentMethods)
        .values({
          token: card.token,
          ...('userId' in owner ? { userId: owner.userId } : { guestTokenId: owner.guestTokenId }),
          email,
          cardNetwork: card.network,
          bin: card.bin,
          lastFour: card.lastFour,
          fingerprint: card.fingerprint,
        })
        .onConflictDoNothing({ target: paymentMethods.token });
      return this.findOwned(owner, card.token);
    },

    async findOwned(owner: AddressOwner, token: string): Promise<PaymentMethodRow | null> {
      const [row] = await db
        .select()
        .from(paymentMethods)
        .where(and(eq(paymentMethods.token, token), ownedBy(owner)));
      return row ?? null;
    },

    /** Oldest first, so the last one is the newest, which checkout picks by default. */
    async list(owner: AddressOwner, email?: string): Promise<PaymentMethodRow[]> {
      return db
        .select()
        .from(paymentMethods)
        .where(and(ownedBy(owner), email ? eq(paymentMethods.email, email) : undefined))
        .orderBy(asc(paymentMethods.id));
    },

    async deleteOwned(owner: AddressOwner, token: string): Promise<boolean> {
      const rows = await db
        .delete(paymentMethods)
        .where(and(eq(paymentMethods.token, token), ownedBy(owner)))
        .returning({ id: paymentMethods.id });
      return rows.length > 0;
    },
  };
}
