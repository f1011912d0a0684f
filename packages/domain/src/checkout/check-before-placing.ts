import type { Address } from '../entities/address.js';
import { PAYMENT_METHOD, type PaymentMethodCode } from '../entities/checkout.js';
import type { SavedPaymentMethod } from '../entities/payment-method.js';
import { CHECKOUT_MESSAGES } from './checkout-messages.js';
import { missingAddressFields } from './missing-address-fields.js';

/** What {@link checkBeforePlacing} looks at. */
export interface PlacingCheckInput {
  email: string | null | undefined;
  shippingAddress: Readonly<Address> | null | undefined;
  billingAddress: Readonly<Address> | null | undefined;
  isSameBillingAddress: boolean;
  paymentMethod: PaymentMethodCode | null | undefined;
  savedCards: readonly Readonly<SavedPaymentMethod>[];
  selectedToken: string | null | undefined;
  /**
   * A redeemed gift card pays the whole order (`priceOrder(...).total` is 0 without a card
   * discount): there is nothing left to pay, so no payment method is asked for.
   */
  giftCardCoversTotal?: boolean;
}

/**
 * Checks 1 to 6 of spec section 5, run in order before an order is placed. Gives the first
 * failing message, verbatim, or null when all pass. Checks 5 and 6 (the payment method) are
 * skipped when a gift card covers the whole order. The server runs the same checks, so a
 * shopper never sees a message from one side that the other would not give.
 */
export function checkBeforePlacing(input: Readonly<PlacingCheckInput>): string | null {
  if (!input.email?.trim()) return CHECKOUT_MESSAGES.emailRequired;

  const shipping = input.shippingAddress;
  if (!shipping) return CHECKOUT_MESSAGES.shippingAddressRequired;
  const shippingMissing = missingAddressFields(shipping);
  if (shippingMissing.length > 0) return CHECKOUT_MESSAGES.shippingAddressMissing(shippingMissing.join(', '));

  if (!input.isSameBillingAddress) {
    const billing = input.billingAddress;
    if (!billing) return CHECKOUT_MESSAGES.billingAddressRequired;
    const billingMissing = missingAddressFields(billing);
    if (billingMissing.length > 0) return CHECKOUT_MESSAGES.billingAddressMissing(billingMissing.join(', '));
  }

  // Nothing is left to pay: the order is recorded as paid by gift card, whatever was chosen.
  if (input.giftCardCoversTotal) return null;

  if (input.paymentMethod == null) return CHECKOUT_MESSAGES.paymentMethodRequired;

  // A token that is not among the saved cards (say, deleted meanwhile) counts as no selection.
  const token = input.selectedToken;
  if (
    input.paymentMethod === PAYMENT_METHOD.CARD &&
    input.savedCards.length > 0 &&
    !input.savedCards.some((card) => card.id === token)
  ) {
    return CHECKOUT_MESSAGES.selectPaymentMethod;
  }
  return null;
}
