/** The smallest e-gift card, in rupees (spec section 9). */
export const GIFT_CARD_MIN_AMOUNT = 500;

/** The largest e-gift card, in rupees (spec section 9). */
export const GIFT_CARD_MAX_AMOUNT = 10_000;
