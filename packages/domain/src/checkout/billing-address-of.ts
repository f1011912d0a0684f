import type { Address } from '../entities/address.js';

/** The part of checkout that decides which address is billed. */
export interface BillingChoice {
  shippingAddress: Readonly<Address> | null | undefined;
  billingAddress: Readonly<Address> | null | undefined;
  isSameBillingAddress: boolean;
}

/** The address that is billed: the shipping address when billing is the same, else the chosen billing one. */
export function billingAddressOf(choice: Readonly<BillingChoice>): Readonly<Address> | null {
  return (choice.isSameBillingAddress ? choice.shippingAddress : choice.billingAddress) ?? null;
}
