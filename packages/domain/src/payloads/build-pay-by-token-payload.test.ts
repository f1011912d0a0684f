import { describe, expect, it } from 'vitest';
import { CheckoutIncompleteError } from '../checkout/checkout-incomplete-error.js';
import { initialCheckoutState } from '../checkout/initial-checkout-state.js';
import { PAYMENT_METHOD } from '../entities/checkout.js';
import { address } from '../test-support/fixtures.js';
import { buildPayByTokenPayload } from './build-pay-by-token-payload.js';

const state = {
  ...initialCheckoutState,
  email: 'ayesha@example.pk',
  selectedShippingAddress: address({ id: 7 }),
  selectedBillingAddress: address({ id: 9, Name: 'Bilal Ahmed', City: 'Karachi', Province: 'Sindh' }),
  selectedPaymentMethod: PAYMENT_METHOD.CARD,
  selectedToken: 'tok_a',
  giftWrap: true,
};

describe('buildPayByTokenPayload', () => {
  it('bills the card holder named on the billing address', () => {
    expect(buildPayByTokenPayload({ ...state, isSameBillingAddress: false })).toEqual({
      gift_wrap: 1,
      paymentMethod: 'card',
      customer: { email: 'ayesha@example.pk', name: 'Bilal Ahmed', phone: '+923001234567' },
      billingAddress: {
        address: '12 Mall Road',
        city: 'Karachi',
        province: 'Sindh',
        country: 'Pakistan',
        zipCode: '54000',
      },
      token: 'tok_a',
    });
  });

  it('uses the shipping address when billing is the same, sending blanks for empty fields', () => {
    const payload = buildPayByTokenPayload({
      ...state,
      giftWrap: false,
      selectedShippingAddress: address({
        Name: null,
        Phone: null,
        Address: null,
        City: null,
        Province: null,
        Country: null,
        PostCode: null,
      }),
    });
    expect(payload.gift_wrap).toBe(0);
    expect(payload.customer).toEqual({ email: 'ayesha@example.pk', name: '', phone: '' });
    expect(payload.billingAddress).toEqual({ address: '', city: '', province: '', country: '', zipCode: '' });
  });

  it('needs a token and a billing address', () => {
    expect(() => buildPayByTokenPayload({ ...state, selectedToken: null })).toThrow(CheckoutIncompleteError);
    expect(() => buildPayByTokenPayload({ ...state, selectedShippingAddress: null })).toThrow(
      'Paying by card needs a saved card and a billing address',
    );
  });
});
