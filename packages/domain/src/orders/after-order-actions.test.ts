import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, type OrderStatus } from '../entities/order.js';
import { type AfterOrderActionsInput, afterOrderActions } from './after-order-actions.js';
import { PAYMENT_STATE_CODES, type PaymentStateCode } from './payment-state.js';

const NOW = new Date('2026-06-10T12:00:00+05:00');
const line = {
  Book_Id: 1,
  BOOK_TITLE: 'Exit West',
  authorName: 'Mohsin Hamid',
  picname: 'exit-west',
  kind: 'book' as const,
  qty: 1,
  unit_price: 900,
  card_discount: 0,
  line_total: 900,
  backorder: false,
};

function order(
  status: OrderStatus,
  code: PaymentStateCode = 'paid',
  more: Partial<AfterOrderActionsInput> = {},
): AfterOrderActionsInput {
  return {
    status,
    payment_state: { code, label: code },
    items: [line],
    cancel_demand: null,
    return_request: null,
    return_until: null,
    ...more,
  };
}

describe('afterOrderActions', () => {
  it('offers cancel before shipping and a cancellation request once shipped', () => {
    expect(afterOrderActions(order('placed', 'to_pay_on_delivery'), NOW)).toMatchObject({
      cancel: true,
      requestCancellation: false,
    });
    expect(afterOrderActions(order('shipped'), NOW)).toMatchObject({
      cancel: false,
      requestCancellation: true,
    });
    const asked = order('shipped', 'paid', {
      cancel_demand: { reason: 'Late', created_at: NOW.toISOString() },
    });
    expect(afterOrderActions(asked, NOW).requestCancellation).toBe(false);
  });

  it('offers pay now only for a card or wallet order still awaiting its payment', () => {
    expect(afterOrderActions(order('pending_payment', 'awaiting_wallet_approval'), NOW).payNow).toBe(true);
    expect(afterOrderActions(order('pending_payment', 'awaiting_card_payment'), NOW).payNow).toBe(true);
    expect(afterOrderActions(order('pending_payment', 'awaiting_transfer'), NOW).payNow).toBe(false);
    expect(afterOrderActions(order('placed', 'to_pay_on_delivery'), NOW).payNow).toBe(false);
    expect(afterOrderActions(order('payment_failed', 'failed'), NOW).payNow).toBe(false);
  });

  it('offers a return on a delivered order until return_until, once', () => {
    const until = '2026-06-12T12:00:00+05:00';
    expect(afterOrderActions(order('delivered', 'paid', { return_until: until }), NOW).requestReturn).toBe(
      true,
    );
    expect(
      afterOrderActions(order('delivered', 'paid', { return_until: '2026-06-10T11:59:59+05:00' }), NOW)
        .requestReturn,
    ).toBe(false);
    expect(afterOrderActions(order('delivered', 'paid'), NOW).requestReturn).toBe(false);
    const asked = order('delivered', 'paid', {
      return_until: until,
      return_request: {
        id: 1,
        order_id: 3,
        status: 'requested',
        reason: 'Torn',
        lines: [],
        created_at: NOW.toISOString(),
        decided_at: null,
        decision_note: null,
      },
    });
    expect(afterOrderActions(asked, NOW).requestReturn).toBe(false);
  });

  it('offers reorder for any order with lines and never a return before delivery', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ORDER_STATUSES),
        fc.constantFrom(...PAYMENT_STATE_CODES),
        (status, code) => {
          const actions = afterOrderActions(
            order(status, code, { return_until: '2027-01-01T00:00:00Z' }),
            NOW,
          );
          return actions.reorder && (status === 'delivered' || !actions.requestReturn);
        },
      ),
    );
    expect(afterOrderActions(order('placed', 'paid', { items: [] }), NOW).reorder).toBe(false);
  });
});
