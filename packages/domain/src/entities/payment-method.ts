/** Card networks we have logos for. */
export type CardNetwork = 'mastercard' | 'visa' | 'amex';

/**
 * A card saved with the payment provider. Only the provider token, the BIN and the last four
 * digits are stored by the shop; never the card number.
 */
export interface SavedPaymentMethod {
  /** The provider token; this is what checkout keeps as `selectedToken`. */
  id: string;
  /** First 6 to 8 digits of the card number. */
  bin: string;
  card_details: {
    card_network: CardNetwork;
    last_four_digits: string;
  };
}

/** Answer of `POST /api/payments/intent/add-method`. */
export interface AddMethodIntentResponse {
  /**
   * Held only by the browser that asked for the intent: confirming the card, saving it and paying
   * a gift card with it all need this secret besides the intent id, which alone buys nothing.
   */
  clientSecret: string;
  encryptionKey: string;
  paymentIntentId: string;
}
