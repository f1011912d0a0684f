import type { CheckoutState } from '../entities/checkout.js';
import { billingAddressOf } from './billing-address-of.js';

/** The part of checkout that decides whether an order can be placed. */
export type PlaceableCheckout = Pick<
  CheckoutState,
  | 'email'
  | 'selectedShippingAddress'
  | 'selectedBillingAddress'
  | 'isSameBillingAddress'
  | 'selectedPaymentMethod'
>;

/**
 * Whether Place Order can be pressed (spec section 4): shipping address, billing address (the
 * shipping one when the same), payment method and email are all present. Finer checks run on
 * pressing it, through {@link checkBeforePlacing}.
 */
export function canPlaceOrder(state: Readonly<PlaceableCheckout>): boolean {
  return (
    state.email.trim() !== '' &&
    state.selectedShippingAddress != null &&
    billingAddressOf({
      shippingAddress: state.selectedShippingAddress,
      billingAddress: state.selectedBillingAddress,
      isSameBillingAddress: state.isSameBillingAddress,
    }) != null &&
    state.selectedPaymentMethod != null
  );
}
