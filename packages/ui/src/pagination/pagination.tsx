import { useMessages } from '../i18n';
import { AppLink } from '../link-provider';
import { cx } from '../utils/cx';
import { pageWindow } from './page-window';

export interface PaginationProps {
  /** The page shown, from 1. */
  page: number;
  pageCount: number;
  /** The address of a page: paging is a link, so each page has its own URL. */
  hrefFor: (page: number) => string;
  /** Names the navigation landmark; 'Pages' in the page's language when not given. */
  label?: string;
  className?: string;
}

/**
 * Previous, numbered pages and Next, as links; nothing when everything fits on one page.
 * Use it under any result list that is split into pages; each page is a link, so pages can be
 * bookmarked and shared.
 */
export function Pagination({ page, pageCount, hrefFor, label, className }: PaginationProps) {
  const t = useMessages();
  if (pageCount <= 1) return null;
  const previous = t.format('catalog.pagination.previous');
  const next = t.format('catalog.pagination.next');
  const current = Math.min(Math.max(1, page), pageCount);
  const items = pageWindow(current, pageCount);
  return (
    <nav
      aria-label={label ?? t.format('catalog.pagination.label')}
      className={cx('bk-pagination', className)}
    >
      <ul className="bk-pagination__list">
        <li>
          {current > 1 ? (
            <AppLink href={hrefFor(current - 1)} className="bk-pagination__step" rel="prev">
              {previous}
            </AppLink>
          ) : (
            <span className="bk-pagination__step" aria-disabled="true">
              {previous}
            </span>
          )}
        </li>
        {items.map((item, index) =>
          item === 'gap' ? (
            // Gaps sit between two fixed numbers, so their position identifies them.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <li key={`gap-${index}`} className="bk-pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <AppLink
                href={hrefFor(item)}
                className={cx('bk-pagination__page', item === current && 'bk-pagination__page--current')}
                aria-current={item === current ? 'page' : undefined}
                aria-label={t.format('catalog.pagination.page', { page: item })}
              >
                {item}
              </AppLink>
            </li>
          ),
        )}
        <li>
          {current < pageCount ? (
            <AppLink href={hrefFor(current + 1)} className="bk-pagination__step" rel="next">
              {next}
            </AppLink>
          ) : (
            <span className="bk-pagination__step" aria-disabled="true">
              {next}
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
