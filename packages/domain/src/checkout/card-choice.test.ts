import { describe, expect, it } from 'vitest';
import { PAYMENT_METHOD } from '../entities/checkout.js';
import { address, binRule, savedCard } from '../test-support/fixtures.js';
import {
  withAddresses,
  withDefaultPaymentMethod,
  withoutCard,
  withSavedCard,
  withSavedCards,
} from './card-choice.js';
import { initialCheckoutState } from './initial-checkout-state.js';

const cardA = savedCard('tok_a');
const cardB = savedCard('tok_b', '555555', '4444');
const payingByA = {
  ...withSavedCard(initialCheckoutState, cardA),
  binDiscount: binRule(),
  discountLookupKey: 'a',
};
const usedTodayByA = {
  ...withSavedCard(initialCheckoutState, cardA),
  cardDiscountUsedToday: { nextUseFrom: '2025-03-01T19:00:00.000Z' },
  discountLookupKey: 'a',
};

describe('card choice', () => {
  it('withoutCard drops token, discount and lookup together', () => {
    expect(withoutCard(payingByA)).toMatchObject({
      selectedToken: null,
      binDiscount: null,
      discountLookupKey: null,
    });
  });

  it('withoutCard and another card drop the word that the card’s discount was used today', () => {
    expect(withoutCard(usedTodayByA).cardDiscountUsedToday).toBeNull();
    expect(withSavedCard(usedTodayByA, cardB).cardDiscountUsedToday).toBeNull();
    expect(withSavedCard(usedTodayByA, cardA).cardDiscountUsedToday).toEqual({
      nextUseFrom: '2025-03-01T19:00:00.000Z',
    });
  });

  it('withSavedCard keeps the discount of the same card and drops it for another card', () => {
    expect(withSavedCard(payingByA, cardA).binDiscount).toEqual(binRule());
    expect(withSavedCard(payingByA, cardB)).toMatchObject({ selectedToken: 'tok_b', binDiscount: null });
  });

  it('withDefaultPaymentMethod picks the last saved card, else cash, and never overrides a choice', () => {
    expect(withDefaultPaymentMethod(initialCheckoutState, [cardA, cardB]).selectedToken).toBe('tok_b');
    expect(withDefaultPaymentMethod(initialCheckoutState, []).selectedPaymentMethod).toBe(
      PAYMENT_METHOD.CASH,
    );
    expect(withDefaultPaymentMethod(payingByA, [cardB]).selectedToken).toBe('tok_a');
  });

  it('withSavedCards drops a card that is no longer saved, with its discount', () => {
    expect(withSavedCards(payingByA, [cardB])).toMatchObject({
      selectedToken: null,
      binDiscount: null,
      selectedPaymentMethod: null,
    });
  });

  it('withAddresses takes fresh copies, drops gone addresses and defaults shipping to the first', () => {
    const moved = address({ id: 1, City: 'Karachi' });
    const state = { ...initialCheckoutState, selectedBillingAddress: address({ id: 9 }) };
    expect(withAddresses(state, [moved])).toMatchObject({
      selectedShippingAddress: moved,
      selectedBillingAddress: null,
    });
  });
});
