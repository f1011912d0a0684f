import type { Address } from '../entities/address.js';
import { billingAddressOf } from './billing-address-of.js';
import { CHECKOUT_MESSAGES } from './checkout-messages.js';
import { missingAddressFields } from './missing-address-fields.js';

/** What {@link checkBeforeSavingCard} looks at. */
export interface SavingCardCheckInput {
  email: string | null | undefined;
  shippingAddress: Readonly<Address> | null | undefined;
  billingAddress: Readonly<Address> | null | undefined;
  isSameBillingAddress: boolean;
}

/**
 * Checks before a new card is added (spec section 5): the provider needs the customer's email
 * and a complete billing address. Gives the first failing message, or null.
 */
export function checkBeforeSavingCard(input: Readonly<SavingCardCheckInput>): string | null {
  if (!input.email?.trim()) return CHECKOUT_MESSAGES.enterEmailFirst;
  const billing = billingAddressOf(input);
  if (!billing) return CHECKOUT_MESSAGES.selectBillingAddress;
  if (missingAddressFields(billing).length > 0) return CHECKOUT_MESSAGES.selectValidBillingAddress;
  return null;
}
