/**
 * What the shop says about e-gift cards (spec sections 5 and 8), in one place for the dialog, the
 * checkout's Gift card field, the server and the tests.
 */
export const GIFT_CARD_MESSAGES = {
  /** The amount field's hint, also its message for any amount outside the range. */
  amountHint: 'Rs. 500 to Rs. 10,000 only*',
  /** The agreement the buyer must tick (spec section 5). */
  agreement: 'I understand that gift cards are non-refundable and for one time use only.',
  /**
   * The gift card value warning and the checkout notice (spec section 8): a gift card is used
   * once, so what the order does not use of it is lost.
   */
  remainderLapses:
    'Your cart total is less than the gift card value. Gift cards are single-use, so the remainder lapses.',
  /** Shown in the dialog before buying, so the buyer knows how the card is spent. */
  valueWarning:
    'A gift card is used once, on one order. If that order costs less than the card’s value, the remainder lapses.',
  /** Every wrong, used or unpaid code gets this one answer, so guessing learns nothing. */
  invalidCode: 'This gift card code is not valid.',
  /** The failed-transaction view (the Payment failed wording, spec section 8). */
  transactionFailed: 'The transaction was unsuccessful.',
  /** The purchase could not be finished for a reason other than the card (rare). */
  purchaseFailed: 'The gift card could not be bought, please try again.',
  /** Bank cards only (spec section 5). */
  bankCardsOnly: 'Gift cards are paid by bank card only.',
} as const;
