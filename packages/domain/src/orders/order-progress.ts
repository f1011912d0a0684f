import type { OrderStatus, OrderTimelineEntry } from '../entities/order.js';
import { ORDER_STATUS_LABELS } from '../tables/order-statuses.js';

/** What each status means to the shopper, in one sentence, beside its label on the order page. */
export const ORDER_STATUS_SENTENCES: Readonly<Record<OrderStatus, string>> = {
  pending_payment: 'We are waiting for your payment before we pack your order.',
  placed: 'We have your order and will pack it soon.',
  processing: 'We are packing your order.',
  shipped: 'Your order is on its way to you.',
  delivered: 'Your order has been delivered.',
  cancelled: 'This order was cancelled.',
  payment_failed: 'The payment did not go through, so this order was not sent.',
};

/** The steps an order goes through when all goes well, after any wait for its payment. */
export const ORDER_PROGRESS_STEPS: readonly OrderStatus[] = ['placed', 'processing', 'shipped', 'delivered'];

/** One step of an order's progress as its page shows it. */
export interface OrderProgressStep {
  status: OrderStatus;
  label: string;
  /** ISO 8601: when the order reached it; null for a step still to come. */
  at: string | null;
  /** Reached and left, where the order is now, or still to come. */
  state: 'done' | 'current' | 'upcoming';
}

/**
 * The order's progress: every status it reached (its timeline, oldest first), then, while it is
 * still going, the steps still to come (processing, shipped, delivered). A cancelled or failed
 * order ends where it ended, with nothing to come. The current status is always the last step
 * reached, even if the timeline lacks it (an order from before timelines were kept).
 */
export function orderProgress(
  status: OrderStatus,
  timeline: readonly OrderTimelineEntry[],
): readonly OrderProgressStep[] {
  const reached: OrderProgressStep[] = [];
  for (const entry of timeline) {
    const last = reached.at(-1);
    if (last && last.status === entry.status) continue;
    reached.push({
      status: entry.status,
      label: ORDER_STATUS_LABELS[entry.status],
      at: entry.at,
      state: 'done',
    });
  }
  if (reached.at(-1)?.status !== status) {
    reached.push({ status, label: ORDER_STATUS_LABELS[status], at: null, state: 'done' });
  }
  const current = reached.at(-1);
  if (current) current.state = 'current';
  const position = ORDER_PROGRESS_STEPS.indexOf(status);
  const ended = status === 'cancelled' || status === 'payment_failed';
  if (ended) return reached;
  const toCome = ORDER_PROGRESS_STEPS.slice(position + 1).filter(
    (step) => !reached.some((done) => done.status === step),
  );
  return [
    ...reached,
    ...toCome.map(
      (step): OrderProgressStep => ({
        status: step,
        label: ORDER_STATUS_LABELS[step],
        at: null,
        state: 'upcoming',
      }),
    ),
  ];
}
