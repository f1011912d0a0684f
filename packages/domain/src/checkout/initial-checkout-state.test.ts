import { describe, expect, it } from 'vitest';
import { initialCheckoutState } from './initial-checkout-state.js';

describe('initialCheckoutState', () => {
  it('has the spec defaults: newsletter off, same billing on, send invoice on, save card on', () => {
    expect(initialCheckoutState).toMatchObject({
      email: '',
      subscribeToNewsLetter: false,
      isSameBillingAddress: true,
      sendInvoice: true,
      saveCard: true,
      giftWrap: false,
      specialInstructions: '',
      selectedShippingAddress: null,
      selectedBillingAddress: null,
      selectedPaymentMethod: null,
      selectedToken: null,
      binDiscount: null,
      cardDiscountUsedToday: null,
      openSubForm: null,
      isPlacing: false,
      showErrors: false,
    });
    expect(initialCheckoutState.addressPicker.country).toBe('Pakistan');
  });

  it('cannot be changed by accident', () => {
    expect(Object.isFrozen(initialCheckoutState)).toBe(true);
  });
});
