/** What a gift card does to an order's total. */
export interface GiftCardApplied {
  /** The part of the card the order uses: never more than the total. */
  giftCard: number;
  /** What is left to pay after the card. */
  total: number;
  /** What the order does not use of the card; it lapses, since a card is used once (spec §8). */
  lapsed: number;
}

/**
 * Takes a gift card's value off an order total (integer rupees). A card is single-use: when
 * the total is less than its value, the order costs nothing and the rest of the card lapses.
 * No card (value 0) leaves the total as it is.
 */
export function applyGiftCard(total: number, giftCardValue: number): GiftCardApplied {
  const due = Math.max(0, Math.round(total));
  const value = Math.max(0, Math.round(giftCardValue));
  const giftCard = Math.min(due, value);
  return { giftCard, total: due - giftCard, lapsed: value - giftCard };
}
