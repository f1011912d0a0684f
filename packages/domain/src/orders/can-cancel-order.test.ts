import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '../entities/order.js';
import { canCancelOrder, canCloseFailedOrder } from './can-cancel-order.js';

describe('canCancelOrder', () => {
  it('allows cancelling only before the order ships', () => {
    const cancellable = ORDER_STATUSES.filter(canCancelOrder);
    expect(cancellable).toEqual(['pending_payment', 'placed', 'processing']);
  });

  it('refuses shipped, delivered, cancelled and failed orders', () => {
    for (const status of ['shipped', 'delivered', 'cancelled', 'payment_failed'] as const) {
      expect(canCancelOrder(status)).toBe(false);
    }
  });
});

describe('canCloseFailedOrder', () => {
  it('lets only a payment_failed order be closed as cancelled', () => {
    expect(ORDER_STATUSES.filter(canCloseFailedOrder)).toEqual(['payment_failed']);
  });
});
