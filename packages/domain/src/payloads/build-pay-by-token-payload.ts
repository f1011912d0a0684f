import { billingAddressOf } from '../checkout/billing-address-of.js';
import { CheckoutIncompleteError } from '../checkout/checkout-incomplete-error.js';
import type { CheckoutState, PayByTokenPayload } from '../entities/checkout.js';

/** The part of checkout a payment by saved card is made from. */
export type PayByTokenSource = Pick<
  CheckoutState,
  | 'email'
  | 'selectedShippingAddress'
  | 'selectedBillingAddress'
  | 'isSameBillingAddress'
  | 'giftWrap'
  | 'selectedToken'
>;

/**
 * The body of `POST /api/payments/pay-using-token` (spec section 7). The customer's name and
 * phone come from the billing address, because that is who the bank knows as the card holder.
 *
 * @throws CheckoutIncompleteError when there is no card token or no billing address.
 */
export function buildPayByTokenPayload(state: Readonly<PayByTokenSource>): PayByTokenPayload {
  const billing = billingAddressOf({
    shippingAddress: state.selectedShippingAddress,
    billingAddress: state.selectedBillingAddress,
    isSameBillingAddress: state.isSameBillingAddress,
  });
  if (!state.selectedToken || !billing) {
    throw new CheckoutIncompleteError('Paying by card needs a saved card and a billing address');
  }
  return {
    gift_wrap: state.giftWrap ? 1 : 0,
    paymentMethod: 'card',
    customer: { email: state.email.trim(), name: billing.Name ?? '', phone: billing.Phone ?? '' },
    billingAddress: {
      address: billing.Address ?? '',
      city: billing.City ?? '',
      province: billing.Province ?? '',
      country: billing.Country ?? '',
      zipCode: billing.PostCode ?? '',
    },
    token: state.selectedToken,
  };
}
