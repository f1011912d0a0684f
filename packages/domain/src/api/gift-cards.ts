import type { GiftCard } from '../entities/gift-card.js';

/**
 * The shop's gift card addresses. `purchase` is the plain HTML form post of spec section 7; the
 * others are JSON calls of the web app.
 */
export const GIFT_CARD_API_PATHS = {
  /**
   * `POST`, `application/x-www-form-urlencoded`: the e-gift fields plus the payment fields
   * (`payment_intent_id`, `client_secret`, `shopper_token`).
   */
  purchase: '/update_e_gift_card',
  /** `GET ?receipt=…`: the bought card, for the result view. */
  receipt: (receipt: string) => `/api/gift-cards/receipt?receipt=${encodeURIComponent(receipt)}`,
  /** `POST { code }`: whether a code can be redeemed, and for how much. */
  check: '/api/gift-cards/check',
} as const;

/**
 * Query parameters the purchase form post comes back to the gift card page with: exactly one of
 * them, so the page knows which view to show.
 */
export const GIFT_CARD_RETURN_PARAMS = {
  /** `id.key` of a paid card: the page reads the card with {@link GIFT_CARD_API_PATHS.receipt}. */
  receipt: 'receipt',
  /** Present when the card payment failed: the failed-transaction view. */
  failed: 'failed',
  /** JSON of `{ field: [message] }` when the form was refused: nothing was charged. */
  errors: 'errors',
} as const;

/**
 * The form post's own field beside the e-gift request: the sandbox provider's intent the card
 * was confirmed on. The card number itself never reaches the shop.
 */
export const GIFT_CARD_PAYMENT_FIELD = 'payment_intent_id';

/**
 * The form post's field with the intent's client secret: only the browser that made the intent
 * holds it, so an intent id seen elsewhere (a log, a shared screen) cannot pay for a card.
 */
export const GIFT_CARD_SECRET_FIELD = 'client_secret';

/**
 * The form post's field with the shopper's own token (a plain form post carries no
 * `Authorization` header): the purchase is refused unless this shopper made the intent.
 */
export const GIFT_CARD_SHOPPER_FIELD = 'shopper_token';

/** Answer of `GET /api/gift-cards/receipt`: the spec's e-gift card response. */
export interface GiftCardReceiptResponse {
  success: true;
  data: { giftCard: GiftCard };
}

/** Body of `POST /api/gift-cards/check`. */
export interface GiftCardCheckRequest {
  code: string;
}

/** Answer of `POST /api/gift-cards/check` for a code that can be redeemed. */
export interface GiftCardCheckResponse {
  success: true;
  data: {
    /** Rupees the card is worth. */
    value: number;
    /** The last four characters of the code, the only part the shop can show again. */
    lastFour: string;
  };
}
