import { describe, expect, it } from 'vitest';
import { address } from '../test-support/fixtures.js';
import { checkBeforeSavingCard, type SavingCardCheckInput } from './check-before-saving-card.js';

const ok: SavingCardCheckInput = {
  email: 'ayesha@example.pk',
  shippingAddress: address(),
  billingAddress: null,
  isSameBillingAddress: true,
};

describe('checkBeforeSavingCard (spec section 5)', () => {
  it('passes with an email and a complete billing address', () => {
    expect(checkBeforeSavingCard(ok)).toBeNull();
  });

  it('requires the email first, then a billing address, then a complete one', () => {
    expect(checkBeforeSavingCard({ ...ok, email: '' })).toBe('Please enter your email on the previous step');
    expect(checkBeforeSavingCard({ ...ok, email: null })).toBe(
      'Please enter your email on the previous step',
    );
    expect(checkBeforeSavingCard({ ...ok, isSameBillingAddress: false })).toBe(
      'Please select a billing address',
    );
    expect(checkBeforeSavingCard({ ...ok, shippingAddress: address({ City: '' }) })).toBe(
      'Please select a valid billing address',
    );
  });
});
