import type { Executor } from '../accounts/repository.js';
import { releaseGiftCardOfOrder } from '../gift-cards/redeem-gift-card.js';
import { releaseCardDiscount } from './card-discount-claim.js';
import type { Returned } from './order-events.js';
import { releaseStock } from './stock.js';

/**
 * Gives back what an order held while it stood: its reserved copies, the card's discount for the
 * day and the redeemed gift card (usable again with its whole value). Called only by the order
 * lifecycle, in the transaction whose conditional status change ended the order, so whoever
 * lost that race (a second cancel, the expiry job, a late payment) gives back nothing.
 */
export async function releaseOrderHolds(tx: Executor, orderId: number): Promise<Returned> {
  const stock = await releaseStock(tx, orderId);
  const cardDiscount = await releaseCardDiscount(tx, orderId);
  const giftCard = await releaseGiftCardOfOrder(tx, orderId);
  return { stock, cardDiscount, giftCard };
}
