import { describe, expect, it } from 'vitest';
import { CheckoutIncompleteError } from '../checkout/checkout-incomplete-error.js';
import { initialCheckoutState } from '../checkout/initial-checkout-state.js';
import { PAYMENT_METHOD } from '../entities/checkout.js';
import { address, cartLine } from '../test-support/fixtures.js';
import { buildPlaceOrderPayload, shownLineOf } from './build-place-order-payload.js';

const state = {
  ...initialCheckoutState,
  email: ' ayesha@example.pk ',
  selectedShippingAddress: address({ id: 7 }),
  selectedBillingAddress: address({ id: 9 }),
  selectedPaymentMethod: PAYMENT_METHOD.CASH,
  specialInstructions: ' Call before delivery ',
};

describe('buildPlaceOrderPayload', () => {
  it('gives the spec’s placement payload, billing id equal to shipping id when the same', () => {
    expect(buildPlaceOrderPayload(state)).toEqual({
      email: 'ayesha@example.pk',
      subscribeToNewsLetter: false,
      address_id: 7,
      billing_address_id: 7,
      payment_option: 4,
      gift_wrap: 0,
      invoice_not_submit: 0,
      special_instruction: 'Call before delivery',
    });
  });

  it('uses the billing address when it differs, and flips gift wrap and invoice', () => {
    expect(
      buildPlaceOrderPayload({
        ...state,
        isSameBillingAddress: false,
        giftWrap: true,
        sendInvoice: false,
        subscribeToNewsLetter: true,
      }),
    ).toMatchObject({
      billing_address_id: 9,
      gift_wrap: 1,
      invoice_not_submit: 1,
      subscribeToNewsLetter: true,
    });
  });

  it('names the card paid with only for card payments', () => {
    const card = { ...state, selectedPaymentMethod: PAYMENT_METHOD.CARD, selectedToken: 'tok_a' };
    expect(buildPlaceOrderPayload(card).card_token).toBe('tok_a');
    expect(buildPlaceOrderPayload({ ...card, selectedToken: null })).not.toHaveProperty('card_token');
    expect(buildPlaceOrderPayload({ ...state, selectedToken: 'tok_a' })).not.toHaveProperty('card_token');
  });

  it('sends a redeemed gift card’s code with the chosen method when the card leaves something to pay', () => {
    const body = buildPlaceOrderPayload(state, { code: 'ABCD-EFGH-JKLM-NPQR', coversTotal: false });
    expect(body).toMatchObject({
      payment_option: PAYMENT_METHOD.CASH,
      gift_card_code: 'ABCD-EFGH-JKLM-NPQR',
    });
    expect(buildPlaceOrderPayload(state)).not.toHaveProperty('gift_card_code');
  });

  it('records an order its gift card covers as paid by gift card, with no method chosen and no card', () => {
    const covered = { code: 'ABCD-EFGH-JKLM-NPQR', coversTotal: true };
    expect(buildPlaceOrderPayload({ ...state, selectedPaymentMethod: null }, covered)).toMatchObject({
      payment_option: PAYMENT_METHOD.GIFT_CARD,
      gift_card_code: 'ABCD-EFGH-JKLM-NPQR',
    });
    const card = { ...state, selectedPaymentMethod: PAYMENT_METHOD.CARD, selectedToken: 'tok_a' };
    const byGiftCard = buildPlaceOrderPayload(card, covered);
    expect(byGiftCard.payment_option).toBe(PAYMENT_METHOD.GIFT_CARD);
    expect(byGiftCard).not.toHaveProperty('card_token');
  });

  it('sends the shown lines’ five compared figures when a cart was shown, and none without one', () => {
    const line = cartLine({ Book_Id: 3, PAK_PRICE: 1200, Discount: 10, cart_qty: 2, BOOK_TITLE: 'Kafka' });
    expect(buildPlaceOrderPayload(state, null, [line]).shown_lines).toEqual([
      { Book_Id: 3, PAK_PRICE: 1200, Discount: 10, availabilityStatus: line.availabilityStatus, cart_qty: 2 },
    ]);
    expect(buildPlaceOrderPayload(state)).not.toHaveProperty('shown_lines');
    expect(buildPlaceOrderPayload(state, null, [])).not.toHaveProperty('shown_lines');
    expect(Object.keys(shownLineOf(line)).sort()).toEqual([
      'Book_Id',
      'Discount',
      'PAK_PRICE',
      'availabilityStatus',
      'cart_qty',
    ]);
  });

  it('refuses an incomplete checkout', () => {
    expect(() => buildPlaceOrderPayload(initialCheckoutState)).toThrow(CheckoutIncompleteError);
    expect(() => buildPlaceOrderPayload({ ...state, email: ' ' })).toThrow(CheckoutIncompleteError);
    expect(() => buildPlaceOrderPayload({ ...state, selectedPaymentMethod: null })).toThrow(
      'An order needs an email, both addresses and a payment method',
    );
    expect(() =>
      buildPlaceOrderPayload({ ...state, isSameBillingAddress: false, selectedBillingAddress: null }),
    ).toThrow(CheckoutIncompleteError);
  });
});
