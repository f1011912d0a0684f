import { describe, expect, it } from 'vitest';
import type { OrderEvent } from '../entities/order-event.js';
import { timelineMoney } from './timeline-money.js';

const returned = { stock: 0, card_discount: false, gift_card: 0 };
function event(
  action: NonNullable<OrderEvent['payment']>['action'],
  amount: number,
  note: string | null = null,
): OrderEvent {
  return {
    at: '2025-01-01T10:00:00.000Z',
    from_status: null,
    to_status: 'placed',
    actor: 'staff:1',
    note,
    payment: { action, amount, reference: 'order-1' },
    returned,
  };
}

describe('timelineMoney', () => {
  it('counts a card order charged, partly refunded, then cancelled with the rest refunded', () => {
    const money = timelineMoney([
      event('captured', 1000),
      event('refund_due', 300),
      event('refunded', 300, 'one book damaged'),
      event('refund_due', 700),
      event('refunded', 700),
    ]);
    expect(money).toMatchObject({ captured: 1000, refunded: 1000, refundDue: 0, refundable: 0 });
    expect(money.refunds.map((r) => [r.amount, r.note])).toEqual([
      [300, 'one book damaged'],
      [700, null],
    ]);
  });

  it('keeps a refund still owed out of what can be refunded again', () => {
    const money = timelineMoney([event('captured', 2000), event('refund_due', 2000)]);
    expect(money).toMatchObject({ refunded: 0, refundDue: 2000, refundable: 0 });
  });

  it('counts a late payment that was refunded without being owed first', () => {
    const money = timelineMoney([event('voided', 500), event('captured', 500), event('refunded', 500)]);
    expect(money).toMatchObject({ captured: 500, voided: 500, refunded: 500, refundDue: 0, refundable: 0 });
  });

  it('finds nothing in a timeline without money', () => {
    expect(timelineMoney([])).toEqual({
      captured: 0,
      voided: 0,
      refunded: 0,
      refundDue: 0,
      refundable: 0,
      refunds: [],
    });
  });
});
