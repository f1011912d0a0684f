import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '../entities/order.js';
import { canMoveOrder } from './next-order-status.js';

describe('canMoveOrder', () => {
  it('moves one step along the life cycle only', () => {
    expect(canMoveOrder('pending_payment', 'placed')).toBe(true);
    expect(canMoveOrder('placed', 'processing')).toBe(true);
    expect(canMoveOrder('processing', 'shipped')).toBe(true);
    expect(canMoveOrder('shipped', 'delivered')).toBe(true);
    expect(canMoveOrder('placed', 'shipped')).toBe(false);
    expect(canMoveOrder('delivered', 'processing')).toBe(false);
  });

  it('never moves a cancelled or failed order', () => {
    for (const to of ORDER_STATUSES) {
      expect(canMoveOrder('cancelled', to)).toBe(false);
      expect(canMoveOrder('payment_failed', to)).toBe(false);
    }
  });
});
