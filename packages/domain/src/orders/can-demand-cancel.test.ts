import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '../entities/order.js';
import { canCancelOrder } from './can-cancel-order.js';
import { cancelDemandSentMessage, canDemandCancel } from './can-demand-cancel.js';

describe('canDemandCancel', () => {
  it('allows asking the shop only for a shipped order', () => {
    expect(ORDER_STATUSES.filter(canDemandCancel)).toEqual(['shipped']);
  });

  it('never overlaps with cancelling directly', () => {
    for (const status of ORDER_STATUSES)
      expect(canDemandCancel(status) && canCancelOrder(status)).toBe(false);
  });

  it('confirms the request naming the order', () => {
    expect(cancelDemandSentMessage(12)).toBe(
      'Your request to cancel Order No: 12 has been sent. We will e-mail you once the shop has answered.',
    );
  });
});
