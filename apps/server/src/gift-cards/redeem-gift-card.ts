import { GIFT_CARD_MESSAGES } from '@bookshop/domain';
import type { Executor } from '../accounts/repository.js';
import { ValidationError } from '../lib/errors.js';
import { hashGiftCardCode } from './gift-card-code.js';
import { createGiftCardsRepository } from './repository.js';

/**
 * Redeems a code inside the order's transaction (orders/place-order.ts): the card is taken at
 * once, so of concurrent orders with one code exactly one gets it, and it comes back if the
 * transaction rolls back. A wrong, used or unpaid code is the one generic 422 on `gift_card_code`.
 * Once the order is written, {@link attachGiftCardToOrder} names it on the card; cancelling the
 * order or a failed payment gives the card back ({@link releaseGiftCardOfOrder}, called by the
 * order lifecycle).
 */
export async function redeemGiftCard(tx: Executor, code: string): Promise<{ id: number; amount: number }> {
  const taken = await createGiftCardsRepository(tx).redeem(hashGiftCardCode(code));
  if (!taken) throw new ValidationError({ gift_card_code: [GIFT_CARD_MESSAGES.invalidCode] });
  return taken;
}

export async function attachGiftCardToOrder(
  tx: Executor,
  giftCardId: number,
  orderId: number,
): Promise<void> {
  await createGiftCardsRepository(tx).attachOrder(giftCardId, orderId);
}

/**
 * Gives back the gift card redeemed on an order that was cancelled or not paid: usable again
 * with its whole value. Answers that value (0 without a card). Only the order lifecycle calls it,
 * in the transaction whose status change decided the order ended, so it happens once.
 */
export async function releaseGiftCardOfOrder(tx: Executor, orderId: number): Promise<number> {
  return createGiftCardsRepository(tx).releaseForOrder(orderId);
}
