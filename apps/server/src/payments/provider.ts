import type { AddMethodIntentResponse, CardNetwork } from '@bookshop/domain';

/** A card as the provider describes it to the shop: never its number. */
export interface ProviderCard {
  token: string;
  network: CardNetwork;
  /** First 6 to 8 digits. */
  bin: string;
  lastFour: string;
  /** The provider's stable id of the card number, the same for every token of one card. */
  fingerprint: string;
}

export type WalletName = 'jazzcash' | 'easypaisa';

export type ChargeOutcome =
  | { status: 'succeeded'; paymentId: string }
  | { status: 'declined'; paymentId: string; message: string };

/** Where a payment stands; `voided` is a pending payment the shop cancelled, never to be taken. */
export type PaymentState = 'pending' | 'succeeded' | 'declined' | 'voided' | 'refunded';

/**
 * What the shop needs from a card and wallet payment provider. The built-in sandbox
 * (sandbox/sandbox-provider.ts) implements it; a real provider's adapter replaces it without the
 * shop's code changing. Every call that moves money takes the shop's `reference` and is
 * idempotent on it, so a retry after a crash never charges twice.
 */
export interface PaymentProvider {
  /** Starts saving a card: a Rs. 10 verification charge the card-entry library confirms. */
  createCardIntent(customer: { email: string; name: string }): Promise<AddMethodIntentResponse>;
  /**
   * Refunds the verification charge of a confirmed intent and gives the card it saved; null when
   * the intent is unknown, was never confirmed, or `clientSecret` is not its own (the id alone,
   * which travels in URLs, gives nothing). Calling it again gives the same card. The customer
   * e-mail is the one the intent was made for (a guest's saved cards are found by it).
   */
  refundCardIntent(
    paymentIntentId: string,
    clientSecret: string,
  ): Promise<(ProviderCard & { customerEmail: string }) | null>;
  /** The saved card behind a token, or null when there is none (or it was deleted). */
  findCard(token: string): Promise<ProviderCard | null>;
  /** Whether the card would be charged; asks the bank without moving money. */
  checkCard(token: string): Promise<'usable' | 'declined' | 'unknown'>;
  /** Charges a saved card; the same reference answers with the first outcome. */
  chargeCard(input: { token: string; amount: number; reference: string }): Promise<ChargeOutcome>;
  /** Refunds a succeeded payment; a no-op when it is already refunded or never succeeded. */
  refundPayment(reference: string): Promise<PaymentState | null>;
  /**
   * Gives back part of a succeeded payment (the order desk's partial refund), idempotent on
   * `refundReference`: the same reference refunds once. Null when the payment is not (or no longer)
   * succeeded, or when the refunds would pass what was paid.
   */
  refundPartOfPayment(input: {
    reference: string;
    amount: number;
    refundReference: string;
  }): Promise<{ refundId: string } | null>;
  /** Forgets a saved card. */
  deleteCard(token: string): Promise<boolean>;
  /** Starts a wallet payment; the shopper approves it on the returned page. */
  startWalletPayment(input: {
    wallet: WalletName;
    amount: number;
    reference: string;
    returnUrl: string;
  }): Promise<{ paymentId: string; approvalUrl: string }>;
  /** Where a payment stands, by the shop's reference; null when there is none. */
  paymentState(reference: string): Promise<PaymentState | null>;
  /**
   * Voids a payment the shopper has not approved yet (its order was cancelled or expired), so a
   * late approval cannot take money for it; answers where the payment stands afterwards
   * (`voided`), null when there is none. A payment already approved stays `succeeded`.
   */
  cancelPendingPayment(reference: string): Promise<PaymentState | null>;
}
