import type { ReactNode } from 'react';
import { cx } from '../utils/cx';

/**
 * What a badge says about the thing it labels: `neutral` (ended, nothing to do), `info` (moving
 * along), `success` (done), `warning` (waits for someone), `danger` (failed).
 */
export type StatusTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

export interface StatusBadgeProps {
  /** The colour, by what the status means; the words always say it too. */
  tone?: StatusTone;
  children: ReactNode;
  className?: string;
}

/**
 * A short status in a tinted pill: an order's status, a payment state, a staff member's state.
 * The tone only supports the words (colour is never the only signal), so any label works.
 * Use it inside tables, cards and headings of the back office.
 */
export function StatusBadge({ tone = 'neutral', children, className }: StatusBadgeProps) {
  return <span className={cx('bk-status-badge', `bk-status-badge--${tone}`, className)}>{children}</span>;
}
