/** The e-gift card request, as the form posts it. */
export interface GiftCardPayload {
  /** Rupees, 500 to 10,000. */
  amount: number;
  recipient_name: string;
  recipient_email: string;
  recipient_mobile: string;
  name: string;
  email: string;
  mobile: string;
  /** The shopper ticked that gift cards are non-refundable and single-use. */
  policy_check: boolean;
}

/** An issued e-gift card. Its order number is `'GC' + id`. */
export interface GiftCard {
  id: number;
  /** ISO 8601 timestamp. */
  submitted_at: string;
  amount: number;
  recipient_name: string;
  recipient_email: string;
  recipient_mobile: string;
}
