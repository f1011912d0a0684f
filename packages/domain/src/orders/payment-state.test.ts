import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '../tables/order-statuses.js';
import { PAYMENT_METHOD, PAYMENT_METHOD_CODES } from '../tables/payment-methods.js';
import {
  orderPaymentState,
  PAYMENT_OUTCOMES,
  PAYMENT_STATE_CODES,
  PAYMENT_STATE_TABLE,
  paymentStateOf,
} from './payment-state.js';

const code = (...args: Parameters<typeof paymentStateOf>) => paymentStateOf(...args).code;

describe('paymentStateOf', () => {
  it('never calls a cash-on-delivery order paid before it is delivered', () => {
    for (const status of ['placed', 'processing', 'shipped'] as const) {
      const state = paymentStateOf({ status, paymentOption: PAYMENT_METHOD.CASH });
      expect(state.code).toBe('to_pay_on_delivery');
      expect(state.label).toBe('To pay on delivery');
      expect(state.message).not.toMatch(/received/i);
    }
    expect(code({ status: 'delivered', paymentOption: PAYMENT_METHOD.CASH })).toBe('paid');
  });

  it('says what an order waiting for its money waits for, by method', () => {
    const waiting = (paymentOption: number) => code({ status: 'pending_payment', paymentOption });
    expect(waiting(PAYMENT_METHOD.BANK_TRANSFER)).toBe('awaiting_transfer');
    expect(waiting(PAYMENT_METHOD.JAZZCASH)).toBe('awaiting_wallet_approval');
    expect(waiting(PAYMENT_METHOD.EASYPAISA)).toBe('awaiting_wallet_approval');
    expect(waiting(PAYMENT_METHOD.CARD)).toBe('awaiting_card_payment');
    expect(paymentStateOf({ status: 'pending_payment', paymentOption: 3 }).message).toBe(
      'Waiting for your bank transfer.',
    );
  });

  it('calls card, wallet and received transfers paid, and a gift card order paid by gift card', () => {
    for (const paymentOption of [1, 2, 3, 5]) {
      expect(code({ status: 'placed', paymentOption })).toBe('paid');
      expect(code({ status: 'delivered', paymentOption })).toBe('paid');
    }
    expect(code({ status: 'shipped', paymentOption: PAYMENT_METHOD.GIFT_CARD })).toBe('paid_by_gift_card');
    expect(paymentStateOf({ status: 'placed', paymentOption: 1 }).message).toBe(
      'Payment received. Thank you for your order.',
    );
  });

  it('tells ended orders apart by what the lifecycle recorded', () => {
    const ended = (paymentOutcome: (typeof PAYMENT_OUTCOMES)[number]) =>
      code({ status: 'cancelled', paymentOption: PAYMENT_METHOD.JAZZCASH, paymentOutcome });
    expect(ended('refunded')).toBe('refunded');
    expect(ended('voided')).toBe('voided');
    expect(ended('failed')).toBe('failed');
    expect(ended('refund_due')).toBe('refund_due');
    expect(code({ status: 'payment_failed', paymentOption: 1 })).toBe('failed');
    // Ended before outcomes were recorded: nothing it paid was kept.
    expect(code({ status: 'cancelled', paymentOption: 4 })).toBe('voided');
  });

  it('gives every status, method and outcome a state of the table, with its words', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ORDER_STATUSES),
        fc.constantFrom(...PAYMENT_METHOD_CODES),
        fc.option(fc.constantFrom(...PAYMENT_OUTCOMES)),
        (status, paymentOption, paymentOutcome) => {
          const state = paymentStateOf({ status, paymentOption, paymentOutcome });
          expect(PAYMENT_STATE_CODES).toContain(state.code);
          expect(state.label.length).toBeGreaterThan(0);
          expect(state.message.length).toBeGreaterThan(0);
          // An order that has not ended is never called refunded, voided or failed without an outcome.
          if (!paymentOutcome && (status === 'placed' || status === 'shipped'))
            expect(['paid', 'paid_by_gift_card', 'to_pay_on_delivery']).toContain(state.code);
        },
      ),
    );
  });

  it('carries code and label on the Order wire', () => {
    expect(orderPaymentState({ status: 'placed', paymentOption: 4 })).toEqual({
      code: 'to_pay_on_delivery',
      label: 'To pay on delivery',
    });
  });

  it('has one entry per code, each with distinct words', () => {
    expect(new Set(PAYMENT_STATE_CODES).size).toBe(PAYMENT_STATE_TABLE.length);
    expect(new Set(PAYMENT_STATE_TABLE.map((e) => e.label)).size).toBe(PAYMENT_STATE_TABLE.length);
    expect(new Set(PAYMENT_STATE_TABLE.map((e) => e.message)).size).toBe(PAYMENT_STATE_TABLE.length);
  });
});
