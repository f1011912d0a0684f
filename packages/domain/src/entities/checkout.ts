import type { Address } from './address.js';
import type { BinDiscountRule, CardDiscountUsedToday } from './bin-discount.js';

export {
  type ChosenPaymentMethodCode,
  type NonCardPaymentMethodCode,
  PAYMENT_METHOD,
  type PaymentMethodCode,
} from '../tables/payment-methods.js';

import type { ChosenPaymentMethodCode, PaymentMethodCode } from '../tables/payment-methods.js';

/** The checkout sub-forms; at most one is open at a time. */
export type CheckoutSubForm = 'shippingAddress' | 'billingAddress' | 'addCard';

/**
 * The country, state (province) and city pickers of an address form. They cascade: a new
 * country clears state and city, a new state clears city.
 */
export interface AddressPicker {
  country: string;
  province: string;
  city: string;
}

/**
 * The checkout form (spec section 3). Addresses are kept whole, because the checks before
 * placing need their fields, not only their ids.
 */
export interface CheckoutState {
  email: string;
  subscribeToNewsLetter: boolean;
  isSameBillingAddress: boolean;
  selectedShippingAddress: Address | null;
  selectedBillingAddress: Address | null;
  selectedPaymentMethod: ChosenPaymentMethodCode | null;
  giftWrap: boolean;
  sendInvoice: boolean;
  specialInstructions: string;
  /** Keep the card with the provider after paying; offered to logged-in users only. */
  saveCard: boolean;
  /** Provider token of the chosen saved card; only ever set while the method is CARD. */
  selectedToken: string | null;
  /** The bank-card discount found for the chosen card, if any. */
  binDiscount: BinDiscountRule | null;
  /**
   * The chosen card already took its bank discount today (`usedToday` of the card's look-up), so
   * the checkout can say so and when it can be used again; null otherwise.
   */
  cardDiscountUsedToday: CardDiscountUsedToday | null;
  openSubForm: CheckoutSubForm | null;
  isPaymentChoiceOpen: boolean;
  /** Turned on by any failed check, so fields show their errors. */
  showErrors: boolean;
  /** The last payment, card or discount error to show in the payment section. */
  paymentError: string | null;
  isPlacing: boolean;
  isAddingCard: boolean;
  isCheckingDiscount: boolean;
  /** Key of the card last looked up for a discount, so the same card is not looked up twice in a row. */
  discountLookupKey: string | null;
  addressPicker: AddressPicker;
}

/** Body of `POST /api/cart/place-order`. */
export interface PlaceOrderPayload {
  email: string;
  subscribeToNewsLetter: boolean;
  address_id: number;
  billing_address_id: number;
  payment_option: PaymentMethodCode;
  gift_wrap: 1 | 0;
  invoice_not_submit: 1 | 0;
  special_instruction: string;
  /**
   * The saved card paid with, present only for CARD: the server needs it to apply the bank-card
   * discount once per card per day. Not in the spec's payload; ours.
   */
  card_token?: string;
}

/** Body of `POST /api/payments/pay-using-token`. */
export interface PayByTokenPayload {
  gift_wrap: 1 | 0;
  paymentMethod: 'card';
  customer: { email: string; name: string; phone: string };
  billingAddress: { address: string; city: string; province: string; country: string; zipCode: string };
  token: string;
}
