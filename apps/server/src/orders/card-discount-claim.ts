import { cardDiscountDay } from '@bookshop/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../accounts/repository.js';
import { type BinRuleRow, createBinRulesRepository } from '../bins/repository.js';
import { cardDiscountUses } from '../db/schema/index.js';

/** The card fields a discount is decided on. */
export interface DiscountCard {
  bin: string;
  fingerprint: string;
}

/** Whether this card already took its discount on the Asia/Karachi day of `now`. */
export async function cardDiscountUsedOn(db: Executor, fingerprint: string, now: Date): Promise<boolean> {
  const rows = await db
    .select({ id: cardDiscountUses.id })
    .from(cardDiscountUses)
    .where(
      and(eq(cardDiscountUses.cardFingerprint, fingerprint), eq(cardDiscountUses.day, cardDiscountDay(now))),
    );
  return rows.length > 0;
}

/**
 * Takes the card's discount for today, inside the order's transaction: the rule for its BIN, if
 * the card has not used one today. The unique (card, day) index decides between concurrent
 * orders: only one insert succeeds, the others get no discount. The claim is undone with the
 * transaction, or by {@link releaseCardDiscount} when the payment fails or the order is cancelled.
 */
export async function claimCardDiscount(
  tx: Executor,
  card: DiscountCard,
  now: Date,
): Promise<{ rule: BinRuleRow; useId: number } | null> {
  const rule = await createBinRulesRepository(tx).findForCardBin(card.bin);
  if (!rule) return null;
  const [use] = await tx
    .insert(cardDiscountUses)
    .values({ cardFingerprint: card.fingerprint, day: cardDiscountDay(now) })
    .onConflictDoNothing()
    .returning({ id: cardDiscountUses.id });
  return use ? { rule, useId: use.id } : null;
}

export async function attachCardDiscount(tx: Executor, useId: number, orderId: number): Promise<void> {
  await tx.update(cardDiscountUses).set({ orderId }).where(eq(cardDiscountUses.id, useId));
}

/**
 * Gives the day's discount back to the card of an order that was not paid or was cancelled;
 * whether it had one. Only the order lifecycle calls it (orders/lifecycle.ts).
 */
export async function releaseCardDiscount(tx: Executor, orderId: number): Promise<boolean> {
  const released = await tx
    .delete(cardDiscountUses)
    .where(sql`${cardDiscountUses.orderId} = ${orderId}`)
    .returning({ id: cardDiscountUses.id });
  return released.length > 0;
}

/** Undoes a claim that gave nothing (no book in the cart takes the card's discount). */
export async function dropCardDiscountClaim(tx: Executor, useId: number): Promise<void> {
  await tx.delete(cardDiscountUses).where(eq(cardDiscountUses.id, useId));
}
