import type { ReactNode } from 'react';
import { cx } from '../utils/cx';

/** What a timeline entry records; it sets the marker beside it. */
export type TimelineKind = 'status' | 'money' | 'email' | 'note';

export interface TimelineItem {
  /** Unique within the timeline. */
  id: string;
  /** ISO 8601: when it happened (the machine-readable time). */
  at: string;
  /** The same time as people read it, e.g. '25 Nov 2026, 14:05'. */
  timeLabel: string;
  /** What happened, e.g. 'Placed → Processing'. */
  title: ReactNode;
  /** Who did it, a reason, the money moved. */
  detail?: ReactNode;
  kind?: TimelineKind;
}

export interface TimelineProps {
  /** Names the list, e.g. 'Order history'. */
  label: string;
  items: readonly TimelineItem[];
  /** Shown instead of an empty list. */
  empty?: ReactNode;
  className?: string;
}

/**
 * What happened to something, in the order given (oldest first reads as a story): each entry's
 * time, what happened and its details, with a marker by kind (status change, money, e-mail).
 * Use it for an order's history on the order desk.
 */
export function Timeline({ label, items, empty = 'Nothing has happened yet.', className }: TimelineProps) {
  if (items.length === 0) return <p className={cx('bk-timeline__empty', className)}>{empty}</p>;
  return (
    <ol className={cx('bk-timeline', className)} aria-label={label}>
      {items.map((item) => (
        <li key={item.id} className={cx('bk-timeline__item', `bk-timeline__item--${item.kind ?? 'status'}`)}>
          <span className="bk-timeline__marker" aria-hidden="true" />
          <time className="bk-timeline__time" dateTime={item.at}>
            {item.timeLabel}
          </time>
          <div className="bk-timeline__title">{item.title}</div>
          {item.detail ? <div className="bk-timeline__detail">{item.detail}</div> : null}
        </li>
      ))}
    </ol>
  );
}
