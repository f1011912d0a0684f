import { buildPlaceOrderPayload, initialCheckoutState, PAYMENT_METHOD } from '@bookshop/domain';
import { describe, expect, it } from 'vitest';
import { isTextArea } from '../fields.js';
import { errorsFor, validValue } from '../test-support.js';
import { placeOrderSchema } from './place-order-schema.js';

const line = { Book_Id: 3, PAK_PRICE: 1000, Discount: 10, availabilityStatus: 'available', cart_qty: 1 };
const body = {
  email: 'ayesha@example.pk',
  subscribeToNewsLetter: false,
  address_id: 1,
  billing_address_id: 1,
  payment_option: 4,
  gift_wrap: 1,
  invoice_not_submit: 0,
  special_instruction: ' ring twice ',
  shown_lines: [line],
};

describe('placeOrderSchema', () => {
  it('accepts the spec payload with the shown lines, trims the instructions and drops a card token for cash', () => {
    expect(validValue(placeOrderSchema, { ...body, card_token: 'tok_x' })).toEqual({
      ...body,
      special_instruction: 'ring twice',
    });
  });

  it('keeps the special instructions’ line breaks and tabs, the field being a text area', () => {
    const typed = 'Ring twice.\n\tLeave with the guard if nobody answers.';
    expect(validValue(placeOrderSchema, { ...body, special_instruction: typed })).toMatchObject({
      special_instruction: typed,
    });
    expect(isTextArea(placeOrderSchema.describe().fields.special_instruction)).toBe(true);
    expect(isTextArea(placeOrderSchema.describe().fields.email)).toBe(false);
  });

  it('answers with the checkout messages', () => {
    expect(errorsFor(placeOrderSchema, { ...body, email: '', address_id: null, payment_option: 9 })).toEqual({
      email: ['Email is required'],
      address_id: ['Shipping address is required. Please edit your address.'],
      payment_option: ['Payment method is required'],
    });
  });

  it('needs a card token for a card, and the lines shown', () => {
    expect(errorsFor(placeOrderSchema, { ...body, payment_option: 1, shown_lines: [] })).toEqual({
      card_token: ['Please select a payment method'],
      shown_lines: ['Your cart is empty'],
    });
  });

  it('accepts the spec’s placement payload alone, without shown lines (the server then prices the cart as it stands)', () => {
    const { shown_lines: _shown, ...alone } = body;
    expect(validValue(placeOrderSchema, alone)).not.toHaveProperty('shown_lines');
    expect(errorsFor(placeOrderSchema, alone)).toEqual({});
  });

  it('accepts what buildPlaceOrderPayload builds, with and without the shown lines', () => {
    const shipping = {
      id: 7,
      Name: 'Ayesha Khan',
      Phone: '+923001234567',
      Address: '12 Mall Road',
      City: 'Lahore',
      Province: 'Punjab',
      Country: 'Pakistan',
      PostCode: '54000',
    };
    const state = {
      ...initialCheckoutState,
      email: 'ayesha@example.pk',
      selectedShippingAddress: shipping,
      selectedPaymentMethod: PAYMENT_METHOD.CASH,
    };
    const shown = { ...line, availabilityStatus: 'available' as const, BOOK_TITLE: 'Kafka on the Shore' };
    for (const built of [buildPlaceOrderPayload(state), buildPlaceOrderPayload(state, null, [shown])]) {
      expect(errorsFor(placeOrderSchema, built)).toEqual({});
    }
  });

  it('takes payment option 6 (paid by gift card) only beside a gift card code', () => {
    const code = 'abcd-efgh-jkmn-pqrs';
    expect(validValue(placeOrderSchema, { ...body, payment_option: 6, gift_card_code: code })).toMatchObject({
      payment_option: 6,
      gift_card_code: 'ABCDEFGHJKMNPQRS',
    });
    expect(errorsFor(placeOrderSchema, { ...body, payment_option: 6 })).toEqual({
      payment_option: ['Payment method is required'],
    });
    expect(errorsFor(placeOrderSchema, { ...body, payment_option: '6', gift_card_code: '  ' })).toEqual({
      payment_option: ['Payment method is required'],
    });
  });
});
