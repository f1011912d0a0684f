import { describe, expect, it } from 'vitest';
import { returnRefusal, returnWindowEnd } from './return-window.js';

const delivered = '2025-06-02T10:00:00Z';

describe('returnRefusal', () => {
  it('accepts a delivered order up to the last moment of its window', () => {
    const end = returnWindowEnd(delivered, 7);
    expect(end.toISOString()).toBe('2025-06-09T10:00:00.000Z');
    expect(
      returnRefusal({ orderId: 3, status: 'delivered', deliveredAt: delivered, now: end, days: 7 }),
    ).toBeNull();
  });

  it('refuses after the window, naming the days', () => {
    const now = new Date(returnWindowEnd(delivered, 7).getTime() + 1);
    expect(returnRefusal({ orderId: 3, status: 'delivered', deliveredAt: delivered, now, days: 7 })).toBe(
      'Returns are accepted within 7 days of delivery; Order No: 3 was delivered more than 7 days ago.',
    );
  });

  it('refuses an order that has not been delivered', () => {
    expect(
      returnRefusal({ orderId: 4, status: 'shipped', deliveredAt: null, now: new Date(delivered), days: 7 }),
    ).toMatch(/has not been delivered/);
  });
});
