import { describe, expect, it } from 'vitest';
import { address } from '../test-support/fixtures.js';
import { billingAddressOf } from './billing-address-of.js';

describe('billingAddressOf', () => {
  const shipping = address({ id: 1 });
  const billing = address({ id: 2 });

  it('bills the shipping address when billing is the same', () => {
    expect(
      billingAddressOf({ shippingAddress: shipping, billingAddress: billing, isSameBillingAddress: true }),
    ).toBe(shipping);
  });

  it('bills the chosen billing address otherwise, or none', () => {
    expect(
      billingAddressOf({ shippingAddress: shipping, billingAddress: billing, isSameBillingAddress: false }),
    ).toBe(billing);
    expect(
      billingAddressOf({ shippingAddress: shipping, billingAddress: undefined, isSameBillingAddress: false }),
    ).toBeNull();
  });
});
