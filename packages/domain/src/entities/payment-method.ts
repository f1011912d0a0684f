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

/** Body of `POST /api/payments/intent/add-method`. */
export interface AddMethodIntentResponse {
  clientSecret: string;
  encryptionKey: string;
  paymentIntentId: string;
}
