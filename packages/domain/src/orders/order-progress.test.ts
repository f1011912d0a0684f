import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, type OrderStatus } from '../entities/order.js';
import { ORDER_STATUS_SENTENCES, orderProgress } from './order-progress.js';

const at = (hour: number) =>
  `2026-06-0${1 + Math.floor(hour / 24)}T${String(hour % 24).padStart(2, '0')}:00:00.000Z`;
const entry = (status: OrderStatus, hour: number) => ({ status, label: status, at: at(hour) });

describe('orderProgress', () => {
  it('shows a placed order placed, then processing, shipped and delivered to come', () => {
    const steps = orderProgress('placed', [entry('placed', 1)]);
    expect(steps.map((s) => [s.label, s.state])).toEqual([
      ['Placed', 'current'],
      ['Processing', 'upcoming'],
      ['Shipped', 'upcoming'],
      ['Delivered', 'upcoming'],
    ]);
    expect(steps[0]?.at).toBe(at(1));
  });

  it('keeps a wait for payment before placed and the dates of every step reached', () => {
    const steps = orderProgress('shipped', [
      entry('pending_payment', 1),
      entry('placed', 2),
      entry('processing', 3),
      entry('shipped', 4),
    ]);
    expect(steps.map((s) => `${s.status}:${s.state}`)).toEqual([
      'pending_payment:done',
      'placed:done',
      'processing:done',
      'shipped:current',
      'delivered:upcoming',
    ]);
  });

  it('ends a cancelled order where it ended, with nothing to come', () => {
    const steps = orderProgress('cancelled', [entry('placed', 1), entry('cancelled', 2)]);
    expect(steps.map((s) => `${s.status}:${s.state}`)).toEqual(['placed:done', 'cancelled:current']);
  });

  it('adds the current status when the timeline lacks it', () => {
    expect(orderProgress('processing', []).map((s) => `${s.status}:${s.state}:${s.at}`)).toEqual([
      'processing:current:null',
      'shipped:upcoming:null',
      'delivered:upcoming:null',
    ]);
  });

  it('always has exactly one current step, the order status, and a sentence for it', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ORDER_STATUSES),
        fc.array(fc.constantFrom(...ORDER_STATUSES), { maxLength: 6 }),
        (status, history) => {
          const steps = orderProgress(
            status,
            history.map((s, i) => entry(s, i)),
          );
          const current = steps.filter((s) => s.state === 'current');
          return (
            current.length === 1 && current[0]?.status === status && ORDER_STATUS_SENTENCES[status].length > 0
          );
        },
      ),
    );
  });
});
