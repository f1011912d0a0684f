import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '../tables/order-statuses.js';
import { PAYMENT_METHOD, PAYMENT_METHOD_CODES } from '../tables/payment-methods.js';
import { orderDeskActions, refundAmountProblem, refundableAmount } from './order-desk-actions.js';

const base = { codConfirmed: false, captured: 0, refunded: 0 };

describe('orderDeskActions', () => {
  it('asks for a phone confirmation of a cash-on-delivery order before it can be processed', () => {
    expect(orderDeskActions({ ...base, status: 'placed', paymentOption: PAYMENT_METHOD.CASH })).toEqual([
      'confirm_cod',
      'cancel',
    ]);
    expect(
      orderDeskActions({ ...base, status: 'placed', paymentOption: PAYMENT_METHOD.CASH, codConfirmed: true }),
    ).toEqual(['processing', 'cancel']);
  });

  it('offers transfer received only for a bank transfer awaiting payment', () => {
    expect(
      orderDeskActions({ ...base, status: 'pending_payment', paymentOption: PAYMENT_METHOD.BANK_TRANSFER }),
    ).toEqual(['transfer_received', 'cancel']);
    expect(
      orderDeskActions({ ...base, status: 'pending_payment', paymentOption: PAYMENT_METHOD.JAZZCASH }),
    ).toEqual(['cancel']);
  });

  it('moves a paid card order on step by step and lets what was captured be refunded', () => {
    const card = { ...base, paymentOption: PAYMENT_METHOD.CARD, captured: 1000 };
    expect(orderDeskActions({ ...card, status: 'placed' })).toEqual(['processing', 'cancel', 'refund']);
    expect(orderDeskActions({ ...card, status: 'processing' })).toEqual(['ship', 'cancel', 'refund']);
    expect(orderDeskActions({ ...card, status: 'shipped' })).toEqual(['deliver', 'cancel', 'refund']);
    expect(orderDeskActions({ ...card, status: 'delivered' })).toEqual(['refund']);
    expect(orderDeskActions({ ...card, status: 'delivered', refunded: 1000 })).toEqual([]);
  });

  it('offers nothing for an ended order', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('cancelled' as const, 'payment_failed' as const),
        fc.constantFrom(...PAYMENT_METHOD_CODES),
        fc.nat(5000),
        (status, paymentOption, captured) => {
          expect(orderDeskActions({ ...base, status, paymentOption, captured })).toEqual([]);
        },
      ),
    );
  });

  it('offers at most one step forward for any order', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ORDER_STATUSES),
        fc.constantFrom(...PAYMENT_METHOD_CODES),
        fc.boolean(),
        (status, paymentOption, codConfirmed) => {
          const steps = orderDeskActions({ ...base, status, paymentOption, codConfirmed }).filter(
            (a) => a !== 'cancel' && a !== 'refund',
          );
          expect(steps.length).toBeLessThanOrEqual(1);
        },
      ),
    );
  });
});

describe('refundAmountProblem', () => {
  it('refuses more than what is left of the payment, naming what is left', () => {
    expect(refundAmountProblem(1500, { captured: 2000, refunded: 600 })).toBe(
      'The refund cannot be more than Rs. 1,400, what is left of the payment.',
    );
    expect(refundAmountProblem(1400, { captured: 2000, refunded: 600 })).toBeNull();
  });

  it('refuses zero, negatives and fractions, and any refund once everything was given back', () => {
    for (const amount of [0, -5, 10.5, Number.NaN]) {
      expect(refundAmountProblem(amount, { captured: 2000, refunded: 0 })).toBe(
        'Enter the refund in whole rupees, more than 0.',
      );
    }
    expect(refundAmountProblem(1, { captured: 2000, refunded: 2000 })).toBe(
      'Nothing is left of this payment to refund.',
    );
  });

  it('never allows a total refunded above what was captured', () => {
    fc.assert(
      fc.property(
        fc.nat(10_000),
        fc.nat(10_000),
        fc.integer({ min: 1, max: 20_000 }),
        (captured, r, amount) => {
          const refunded = Math.min(r, captured);
          if (refundAmountProblem(amount, { captured, refunded }) === null) {
            expect(refunded + amount).toBeLessThanOrEqual(captured);
            expect(refundableAmount({ captured, refunded })).toBeGreaterThanOrEqual(amount);
          }
        },
      ),
    );
  });
});
