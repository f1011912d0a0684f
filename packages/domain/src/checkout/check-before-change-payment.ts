import type { Address } from '../entities/address.js';
import { billingAddressOf } from './billing-address-of.js';
import { CHECKOUT_MESSAGES } from './checkout-messages.js';
import { missingAddressFields } from './missing-address-fields.js';

/** What {@link checkBeforeChangePayment} looks at. */
export interface ChangePaymentCheckInput {
  /** The addresses the shopper can choose from at checkout. */
  addresses: readonly Readonly<Address>[];
  email: string | null | undefined;
  shippingAddress: Readonly<Address> | null | undefined;
  billingAddress: Readonly<Address> | null | undefined;
  isSameBillingAddress: boolean;
}

/**
 * The checks run when the shopper presses Change on payment (spec section 4), in order:
 * addresses exist, email present, shipping selected, billing selected (or same as shipping),
 * billing complete. Gives the first failing toast (spec section 8), or null when the payment
 * choice may open.
 */
export function checkBeforeChangePayment(input: Readonly<ChangePaymentCheckInput>): string | null {
  if (input.addresses.length === 0) return CHECKOUT_MESSAGES.firstAddAddress;
  if (!input.email?.trim()) return CHECKOUT_MESSAGES.firstAddEmail;
  if (!input.shippingAddress) return CHECKOUT_MESSAGES.selectShippingAddress;
  const billing = billingAddressOf(input);
  if (!billing) return CHECKOUT_MESSAGES.selectBillingAddress;
  if (missingAddressFields(billing).length > 0) return CHECKOUT_MESSAGES.selectValidBillingAddress;
  return null;
}
