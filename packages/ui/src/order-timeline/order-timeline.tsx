import { type OrderStatus, type OrderTimelineEntry, orderProgress } from '@bookshop/domain';
import { useMessages } from '../i18n';
import { orderDates } from '../order-detail/order-dates';
import { orderStatusKey } from '../order-detail/order-words';
import { cx } from '../utils/cx';

export interface OrderTimelineProps {
  status: OrderStatus;
  /** The order's statuses so far, oldest first (`Order.timeline`). */
  timeline: readonly OrderTimelineEntry[];
  /** How a moment reads; Pakistan's time in the page's language by default. */
  formatDate?: (iso: string) => string;
}

/**
 * Where an order is in its life, as an ordered list of steps: those reached with their time, the
 * current one marked as the current step, and those still to come (none once it was cancelled or
 * failed). Use it on every order page (confirmation, Your Orders, a looked-up order).
 */
export function OrderTimeline({ status, timeline, formatDate }: OrderTimelineProps) {
  const t = useMessages();
  const format = formatDate ?? orderDates(t.language).moment;
  const steps = orderProgress(status, timeline);
  return (
    <ol className="bk-timeline" aria-label={t.format('orders.detail.progress')}>
      {steps.map((step) => (
        <li
          key={step.status}
          className={cx(
            'bk-timeline__step',
            `bk-timeline__step--${step.state}`,
            `bk-timeline__step--${step.status}`,
          )}
          aria-current={step.state === 'current' ? 'step' : undefined}
        >
          <span className="bk-timeline__label">{t.format(orderStatusKey(step.status))}</span>
          {step.at ? (
            <time className="bk-timeline__time" dateTime={step.at}>
              {format(step.at)}
            </time>
          ) : step.state === 'upcoming' ? (
            <span className="bk-timeline__time">{t.format('orders.detail.notYet')}</span>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
