import type { ReactNode } from 'react';
import { AppLink } from '../link-provider';
import { cx } from '../utils/cx';

export interface StatCardProps {
  /** What is counted, e.g. 'Orders today' or 'Waiting to confirm by phone'. */
  label: string;
  /** The figure, already formatted ('12', 'Rs. 48,250'). */
  value: ReactNode;
  /** A line under the figure, e.g. 'Rs. 48,250 revenue'. */
  detail?: ReactNode;
  /** Where the figure's items are listed: the whole card becomes a link there. */
  href?: string;
  /** `attention` when the figure asks for work (orders waiting); `neutral` otherwise. */
  tone?: 'neutral' | 'attention';
  className?: string;
}

/**
 * One figure of a dashboard with what it counts, optionally a link to the items behind it.
 * Use it in a grid of figures (StatCard's own width follows the grid); a figure that is zero and
 * asks for work reads as calm, since `attention` is for the caller to give only when it is not.
 */
export function StatCard({ label, value, detail, href, tone = 'neutral', className }: StatCardProps) {
  const body = (
    <>
      <span className="bk-stat-card__label">{label}</span>
      <span className="bk-stat-card__value">{value}</span>
      {detail ? <span className="bk-stat-card__detail">{detail}</span> : null}
    </>
  );
  const classes = cx('bk-stat-card', tone === 'attention' && 'bk-stat-card--attention', className);
  if (href) {
    return (
      <AppLink href={href} className={cx(classes, 'bk-stat-card--link')}>
        {body}
      </AppLink>
    );
  }
  return <div className={classes}>{body}</div>;
}
