import { describe, expect, it } from 'vitest';
import { PAYMENT_METHOD } from '../entities/checkout.js';
import { address, savedCard } from '../test-support/fixtures.js';
import { checkBeforePlacing, type PlacingCheckInput } from './check-before-placing.js';

const ok: PlacingCheckInput = {
  email: 'ayesha@example.pk',
  shippingAddress: address(),
  billingAddress: null,
  isSameBillingAddress: true,
  paymentMethod: PAYMENT_METHOD.CASH,
  savedCards: [],
  selectedToken: null,
};

describe('checkBeforePlacing (spec section 5, checks 1 to 6)', () => {
  it('passes a complete checkout', () => {
    expect(checkBeforePlacing(ok)).toBeNull();
  });

  it('1. requires an email', () => {
    expect(checkBeforePlacing({ ...ok, email: '' })).toBe('Email is required');
    expect(checkBeforePlacing({ ...ok, email: '   ' })).toBe('Email is required');
    expect(checkBeforePlacing({ ...ok, email: null })).toBe('Email is required');
  });

  it('2. requires a shipping address', () => {
    expect(checkBeforePlacing({ ...ok, shippingAddress: null })).toBe(
      'Shipping address is required. Please edit your address.',
    );
  });

  it('3. requires a complete shipping address, naming what is missing', () => {
    expect(checkBeforePlacing({ ...ok, shippingAddress: address({ Phone: '', PostCode: null }) })).toBe(
      'Shipping address is missing: Phone, Post Code. Please edit your address.',
    );
    const empty = address({ Name: '', Phone: '', Address: '', City: '', Country: '', PostCode: '' });
    expect(checkBeforePlacing({ ...ok, shippingAddress: empty })).toBe(
      'Shipping address is missing: Name, Phone, Address, City, Country, Post Code. Please edit your address.',
    );
  });

  it('4. requires a complete billing address when it differs from shipping', () => {
    const differs = { ...ok, isSameBillingAddress: false };
    expect(checkBeforePlacing(differs)).toBe('Billing address is required. Please edit your address.');
    expect(checkBeforePlacing({ ...differs, billingAddress: address({ id: 2, City: ' ' }) })).toBe(
      'Billing address is missing: City. Please edit your address.',
    );
    expect(checkBeforePlacing({ ...differs, billingAddress: address({ id: 2 }) })).toBeNull();
  });

  it('4. ignores the billing address when it is the same as shipping', () => {
    expect(checkBeforePlacing({ ...ok, billingAddress: address({ id: 2, City: '' }) })).toBeNull();
  });

  it('5. requires a payment method', () => {
    expect(checkBeforePlacing({ ...ok, paymentMethod: null })).toBe('Payment method is required');
  });

  it('6. requires one of the saved cards to be chosen when paying by card', () => {
    const card = { ...ok, paymentMethod: PAYMENT_METHOD.CARD, savedCards: [savedCard('tok_1')] };
    expect(checkBeforePlacing(card)).toBe('Please select a payment method');
    expect(checkBeforePlacing({ ...card, selectedToken: 'tok_gone' })).toBe('Please select a payment method');
    expect(checkBeforePlacing({ ...card, selectedToken: 'tok_1' })).toBeNull();
    expect(checkBeforePlacing({ ...card, savedCards: [] })).toBeNull();
  });

  it('asks for no payment method when a gift card covers the whole order', () => {
    expect(checkBeforePlacing({ ...ok, paymentMethod: null, giftCardCoversTotal: true })).toBeNull();
    const cardNotChosen = { ...ok, paymentMethod: PAYMENT_METHOD.CARD, savedCards: [savedCard('tok_1')] };
    expect(checkBeforePlacing({ ...cardNotChosen, giftCardCoversTotal: true })).toBeNull();
    expect(checkBeforePlacing({ ...ok, paymentMethod: null, giftCardCoversTotal: false })).toBe(
      'Payment method is required',
    );
  });

  it('still checks email and addresses when a gift card covers the whole order', () => {
    expect(checkBeforePlacing({ ...ok, email: '', giftCardCoversTotal: true })).toBe('Email is required');
    expect(checkBeforePlacing({ ...ok, shippingAddress: null, giftCardCoversTotal: true })).toBe(
      'Shipping address is required. Please edit your address.',
    );
  });

  it('reports the first failing check only', () => {
    expect(checkBeforePlacing({ ...ok, email: '', shippingAddress: null, paymentMethod: null })).toBe(
      'Email is required',
    );
    expect(checkBeforePlacing({ ...ok, shippingAddress: address({ Name: '' }), paymentMethod: null })).toBe(
      'Shipping address is missing: Name. Please edit your address.',
    );
  });
});
