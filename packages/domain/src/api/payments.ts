import type { OrderStatus } from '../entities/order.js';
import type { SavedPaymentMethod } from '../entities/payment-method.js';

export type { AddMethodIntentResponse } from '../entities/payment-method.js';

/** Body of `POST /api/payments/intent/add-method`: start saving a card (a Rs. 10 verification charge). */
export interface AddMethodIntentRequest {
  paymentMethod: 'card';
  customer: { email: string; name: string };
}

/** Body of `POST /api/payments/refund-add-method-fee`. */
export interface RefundAddMethodFeeRequest {
  paymentIntentId: string;
  /** The intent's client secret, as the add-method answer gave it to this browser. */
  clientSecret: string;
  /** Keep the card for later payments; a guest's card is kept only for the checkout under way. */
  saveCard?: boolean;
}

/** Answer of `POST /api/payments/refund-add-method-fee`: the card now saved. */
export interface RefundAddMethodFeeResponse {
  success: true;
  message: string;
  data: { paymentMethod: SavedPaymentMethod };
}

/** Body of `GET /api/payments/payment-methods`. */
export interface PaymentMethodsResponse {
  success: true;
  data: { paymentMethods: readonly SavedPaymentMethod[] };
}

/** Body of `DELETE /api/payments/method/{token}`. */
export interface DeletePaymentMethodResponse {
  success: true;
  message: string;
}

/** Answer of `POST /api/payments/pay-using-token`: the card can be charged for the order. */
export interface PayUsingTokenResponse {
  success: true;
  message: string;
  data: { token: string; amount: number };
}

/** Body of `POST /api/payments/payment-status`: the order whose wallet payment came back. */
export interface PaymentStatusRequest {
  orderId: number;
}

/** Answer of `POST /api/payments/payment-status`. */
export interface PaymentStatusResponse {
  success: boolean;
  message: string;
  data: { order: { id: number; status: OrderStatus } };
}

/** Routes of the sandbox card provider that the card-entry library in the web app talks to. */
export const SANDBOX_PROVIDER_PATHS = {
  confirmIntent: (paymentIntentId: string) =>
    `/sandbox-provider/v1/intents/${encodeURIComponent(paymentIntentId)}/confirm`,
  walletApproval: (paymentId: string) => `/sandbox-provider/v1/wallet/${encodeURIComponent(paymentId)}`,
} as const;

/**
 * What the card-entry library encrypts with the intent's `encryptionKey` (AES-256-GCM) and sends
 * to the provider, never to the shop.
 */
export interface SandboxCardDetails {
  number: string;
  expMonth: number;
  /** Four digits. */
  expYear: number;
  cvc: string;
}

/** Body of the provider's confirm call. */
export interface SandboxConfirmRequest {
  clientSecret: string;
  /** Base64 12-byte nonce. */
  iv: string;
  /** Base64 AES-GCM ciphertext with its tag appended, of the JSON of {@link SandboxCardDetails}. */
  ciphertext: string;
}

/** The provider's answer to a confirm call. */
export interface SandboxConfirmResponse {
  status: 'succeeded';
  paymentIntentId: string;
}
