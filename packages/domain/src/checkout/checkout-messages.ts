/**
 * The checkout messages of spec sections 5 and 8, verbatim. The UI shows these and tests compare
 * against them, so they live in one place.
 */
export const CHECKOUT_MESSAGES = {
  emailRequired: 'Email is required',
  shippingAddressRequired: 'Shipping address is required. Please edit your address.',
  shippingAddressMissing: (fields: string) =>
    `Shipping address is missing: ${fields}. Please edit your address.`,
  billingAddressRequired: 'Billing address is required. Please edit your address.',
  billingAddressMissing: (fields: string) =>
    `Billing address is missing: ${fields}. Please edit your address.`,
  paymentMethodRequired: 'Payment method is required',
  selectPaymentMethod: 'Please select a payment method',
  firstAddAddress: 'Please first add an address',
  firstAddEmail: 'Please first add the email address',
  selectShippingAddress: 'Please select a shipping address',
  selectBillingAddress: 'Please select a billing address',
  selectValidBillingAddress: 'Please select a valid billing address',
  enterEmailFirst: 'Please enter your email on the previous step',
  couldNotSaveCard: "Couldn't save card, please try again",
  couldNotPlaceOrder: "Couldn't place order, please try again",
  couldNotCheckDiscount: "Couldn't check discount, please try again",
  couldNotRemoveCard: "Couldn't remove card detail, you can manually delete it from saved methods",
} as const;
