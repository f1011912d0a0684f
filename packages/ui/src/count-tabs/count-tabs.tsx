import { AppLink } from '../link-provider';
import { cx } from '../utils/cx';

export interface CountTab {
  /** What the tab selects, e.g. an order status ('' for all). */
  value: string;
  label: string;
  /** How many items it would list; left out while unknown. */
  count?: number;
  /** The list with this tab chosen. */
  href: string;
}

export interface CountTabsProps {
  /** Names the navigation landmark, e.g. 'Orders by status'. */
  label: string;
  tabs: readonly CountTab[];
  /** The chosen tab's value. */
  current: string;
  className?: string;
}

/**
 * Links to the views of one list, each with how many items it holds (orders by status), the
 * chosen one marked. They wrap onto more lines on a phone rather than scroll. Each is a link, so
 * a view can be bookmarked and the Back button returns to the one before.
 */
export function CountTabs({ label, tabs, current, className }: CountTabsProps) {
  return (
    <nav aria-label={label} className={cx('bk-count-tabs', className)}>
      <ul className="bk-count-tabs__list">
        {tabs.map((tab) => {
          const chosen = tab.value === current;
          return (
            <li key={tab.value}>
              <AppLink
                href={tab.href}
                className={cx('bk-count-tabs__tab', chosen && 'bk-count-tabs__tab--current')}
                aria-current={chosen ? 'page' : undefined}
              >
                {tab.label}
                {tab.count === undefined ? null : (
                  <span className="bk-count-tabs__count">
                    <span className="bk-visually-hidden">: </span>
                    {tab.count}
                  </span>
                )}
              </AppLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
