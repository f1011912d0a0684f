import type { GiftCard } from '@bookshop/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../accounts/repository.js';
import { giftCards } from '../db/schema/index.js';

export type GiftCardRow = typeof giftCards.$inferSelect;
export type NewGiftCard = typeof giftCards.$inferInsert;

/** The spec's e-gift card response (section 3) of a row. */
export function toGiftCard(row: GiftCardRow): GiftCard {
  return {
    id: row.id,
    submitted_at: row.submittedAt.toISOString(),
    amount: row.amount,
    recipient_name: row.recipientName,
    recipient_email: row.recipientEmail,
    recipient_mobile: row.recipientMobile,
  };
}

export function createGiftCardsRepository(db: Executor) {
  return {
    /** The purchase of this provider intent, if it was posted before. */
    async findByIntent(paymentIntentId: string): Promise<GiftCardRow | null> {
      const [row] = await db.select().from(giftCards).where(eq(giftCards.paymentIntentId, paymentIntentId));
      return row ?? null;
    },

    async find(id: number): Promise<GiftCardRow | null> {
      const [row] = await db.select().from(giftCards).where(eq(giftCards.id, id));
      return row ?? null;
    },

    /** A new pending purchase; null when another post of the same intent got there first. */
    async insertPending(values: NewGiftCard): Promise<GiftCardRow | null> {
      const [row] = await db.insert(giftCards).values(values).onConflictDoNothing().returning();
      return row ?? null;
    },

    /** Marks a pending purchase paid with its code; null when it was not pending any more. */
    async markPaid(
      id: number,
      paid: { codeHash: string; codeLastFour: string; paymentReference: string },
    ): Promise<GiftCardRow | null> {
      const [row] = await db
        .update(giftCards)
        .set({ ...paid, status: 'paid', paidAt: sql`now()` })
        .where(and(eq(giftCards.id, id), eq(giftCards.status, 'pending')))
        .returning();
      return row ?? null;
    },

    async markDeclined(id: number, paymentReference: string): Promise<void> {
      await db
        .update(giftCards)
        .set({ status: 'declined', paymentReference })
        .where(and(eq(giftCards.id, id), eq(giftCards.status, 'pending')));
    },

    async setReceiptKey(id: number, receiptKeyHash: string): Promise<void> {
      await db.update(giftCards).set({ receiptKeyHash }).where(eq(giftCards.id, id));
    },

    /** A paid card, if the receipt key is its own. */
    async findPaidByReceipt(id: number, receiptKeyHash: string): Promise<GiftCardRow | null> {
      const [row] = await db
        .select()
        .from(giftCards)
        .where(
          and(
            eq(giftCards.id, id),
            eq(giftCards.receiptKeyHash, receiptKeyHash),
            eq(giftCards.status, 'paid'),
          ),
        );
      return row ?? null;
    },

    /** A paid card not yet redeemed, by its code's hash. */
    async findRedeemable(codeHash: string): Promise<GiftCardRow | null> {
      const [row] = await db
        .select()
        .from(giftCards)
        .where(
          and(
            eq(giftCards.codeHash, codeHash),
            eq(giftCards.status, 'paid'),
            isNull(giftCards.redeemedAt),
            // Voided by staff (the catalogue desk): never spendable again.
            isNull(giftCards.voidedAt),
          ),
        );
      return row ?? null;
    },

    /**
     * Takes the card in one statement: of any number of orders redeeming one code at once, the
     * first to update the row gets it; the others wait on its lock, then find it redeemed.
     */
    async redeem(codeHash: string): Promise<{ id: number; amount: number } | null> {
      const [row] = await db
        .update(giftCards)
        .set({ redeemedAt: sql`now()` })
        .where(
          and(
            eq(giftCards.codeHash, codeHash),
            eq(giftCards.status, 'paid'),
            isNull(giftCards.redeemedAt),
            // Voided by staff (the catalogue desk): never spendable again.
            isNull(giftCards.voidedAt),
          ),
        )
        .returning({ id: giftCards.id, amount: giftCards.amount });
      return row ?? null;
    },

    /**
     * Makes the card redeemed on this order usable again, with its whole value (it is single-use:
     * one order that stands, not one attempt). The card's amount, or 0 when the order had none.
     */
    async releaseForOrder(orderId: number): Promise<number> {
      const rows = await db
        .update(giftCards)
        .set({ redeemedAt: null, redeemedOrderId: null })
        .where(eq(giftCards.redeemedOrderId, orderId))
        .returning({ amount: giftCards.amount });
      return rows.reduce((sum, row) => sum + row.amount, 0);
    },

    /**
     * Voids a paid card that was not spent (the catalogue desk): one conditional UPDATE, so a card
     * taken by an order at the same moment is either spent or void, never both. Null when the card
     * is not paid, already spent or already void.
     */
    async voidCard(id: number, reason: string, staffId: number): Promise<GiftCardRow | null> {
      const [row] = await db
        .update(giftCards)
        .set({ voidedAt: sql`now()`, voidReason: reason, voidedBy: staffId })
        .where(
          and(
            eq(giftCards.id, id),
            eq(giftCards.status, 'paid'),
            isNull(giftCards.redeemedAt),
            isNull(giftCards.voidedAt),
          ),
        )
        .returning();
      return row ?? null;
    },

    async attachOrder(id: number, orderId: number): Promise<void> {
      await db.update(giftCards).set({ redeemedOrderId: orderId }).where(eq(giftCards.id, id));
    },
  };
}

export type GiftCardsRepository = ReturnType<typeof createGiftCardsRepository>;
