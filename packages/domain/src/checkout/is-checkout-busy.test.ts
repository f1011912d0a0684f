import { describe, expect, it } from 'vitest';
import { isCheckoutBusy } from './is-checkout-busy.js';

describe('isCheckoutBusy', () => {
  const idle = { isPlacing: false, isAddingCard: false, isCheckingDiscount: false };

  it('is busy while placing, adding a card or checking a discount', () => {
    expect(isCheckoutBusy(idle)).toBe(false);
    expect(isCheckoutBusy({ ...idle, isPlacing: true })).toBe(true);
    expect(isCheckoutBusy({ ...idle, isAddingCard: true })).toBe(true);
    expect(isCheckoutBusy({ ...idle, isCheckingDiscount: true })).toBe(true);
  });
});
