import { describe, expect, it } from 'vitest';
import { address } from '../test-support/fixtures.js';
import { type ChangePaymentCheckInput, checkBeforeChangePayment } from './check-before-change-payment.js';

const shipping = address();
const ok: ChangePaymentCheckInput = {
  addresses: [shipping],
  email: 'ayesha@example.pk',
  shippingAddress: shipping,
  billingAddress: null,
  isSameBillingAddress: true,
};

describe('checkBeforeChangePayment (spec sections 4 and 8)', () => {
  it('lets the payment choice open when everything is in place', () => {
    expect(checkBeforeChangePayment(ok)).toBeNull();
  });

  it('checks, in order, addresses, email, shipping, billing and billing validity', () => {
    expect(checkBeforeChangePayment({ ...ok, addresses: [], email: '' })).toBe('Please first add an address');
    expect(checkBeforeChangePayment({ ...ok, email: ' ', shippingAddress: null })).toBe(
      'Please first add the email address',
    );
    expect(checkBeforeChangePayment({ ...ok, email: undefined })).toBe('Please first add the email address');
    expect(checkBeforeChangePayment({ ...ok, shippingAddress: null })).toBe(
      'Please select a shipping address',
    );
    expect(checkBeforeChangePayment({ ...ok, isSameBillingAddress: false })).toBe(
      'Please select a billing address',
    );
    expect(
      checkBeforeChangePayment({
        ...ok,
        isSameBillingAddress: false,
        billingAddress: address({ PostCode: '' }),
      }),
    ).toBe('Please select a valid billing address');
  });

  it('checks the shipping address as the billing one when they are the same', () => {
    const incomplete = address({ Phone: null });
    expect(checkBeforeChangePayment({ ...ok, addresses: [incomplete], shippingAddress: incomplete })).toBe(
      'Please select a valid billing address',
    );
  });
});
