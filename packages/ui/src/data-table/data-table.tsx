import { type ReactNode, useId, useState } from 'react';
import { Button } from '../button';
import { Pagination } from '../pagination';
import { cx } from '../utils/cx';
import { nextSort, type SortValue, sortRows, type TableSort } from './sort-rows';

export interface DataTableColumn<Row> {
  /** Unique within the table; what {@link TableSort.column} names. */
  id: string;
  /** The column's heading, and the label of its value in the card layout. */
  header: string;
  cell: (row: Row) => ReactNode;
  /** The value the table sorts by itself: the header becomes a sort button. */
  sortValue?: (row: Row) => SortValue;
  /**
   * Sortable by whoever gives the rows (a server's query): the header becomes a sort button that
   * only raises `onSortChange`. Not needed with `sortValue`.
   */
  sortable?: boolean;
  /** `end` for figures (money, counts), so digits line up. */
  align?: 'start' | 'end';
  /** The card's heading in the card layout (an order's number, a name): shown first, without its label. */
  primary?: boolean;
}

/** Pages the caller fetches one at a time: each page is a link (see Pagination). */
export interface DataTableLinkPages {
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
}

export interface DataTableProps<Row> {
  /** Names the table (its caption). */
  caption: ReactNode;
  /** Keeps the caption for assistive technology only, when a heading above already says it. */
  captionHidden?: boolean;
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** The order shown, when the caller keeps it (with `onSortChange`); otherwise the table keeps it. */
  sort?: TableSort | null;
  /** The order the table starts in when it keeps the order itself. */
  defaultSort?: TableSort | null;
  onSortChange?: (sort: TableSort) => void;
  /** Splits the rows given into pages of this many, with Previous and Next buttons. */
  pageSize?: number;
  /** The rows are one page of many the caller fetches: page links under the table. */
  pages?: DataTableLinkPages;
  /** Shown in place of rows when there are none. */
  empty?: ReactNode;
  /**
   * Below about 640 px of width: `cards` stacks each row into a card of label and value pairs
   * (the default); `scroll` keeps the table and scrolls it sideways inside its own box, never
   * the page.
   */
  narrowLayout?: 'cards' | 'scroll';
  /** The rows are being replaced (a new page or filter is loading). */
  busy?: boolean;
  className?: string;
}

const ARROWS = { ascending: '▲', descending: '▼' } as const;

/**
 * A table of records that sorts by its columns and pages, and stays usable on a 360 px phone:
 * there each row becomes a card (or the table scrolls within its own box), and a "Sort by" menu
 * stands in for the column headers. Sorting is done here for columns with `sortValue`, or by the
 * caller for `sortable` ones (`onSortChange`); paging is done here with `pageSize`, or by the
 * caller with `pages` (links). Use it for every list of the back office.
 */
export function DataTable<Row>({
  caption,
  captionHidden = false,
  columns,
  rows,
  rowKey,
  sort,
  defaultSort = null,
  onSortChange,
  pageSize,
  pages,
  empty = 'Nothing to show.',
  narrowLayout = 'cards',
  busy = false,
  className,
}: DataTableProps<Row>) {
  const captionId = useId();
  const sortSelectId = useId();
  const [ownSort, setOwnSort] = useState<TableSort | null>(defaultSort);
  const [ownPage, setOwnPage] = useState(1);
  const shownSort = sort !== undefined ? sort : ownSort;
  const sortable = columns.filter((column) => column.sortValue || column.sortable);

  const chooseSort = (next: TableSort) => {
    setOwnSort(next);
    setOwnPage(1);
    onSortChange?.(next);
  };

  const sortColumn = shownSort ? columns.find((column) => column.id === shownSort.column) : undefined;
  const ordered =
    shownSort && sortColumn?.sortValue ? sortRows(rows, sortColumn.sortValue, shownSort.direction) : rows;

  const pageCount = pageSize ? Math.max(1, Math.ceil(ordered.length / pageSize)) : 1;
  const page = Math.min(ownPage, pageCount);
  const shown = pageSize ? ordered.slice((page - 1) * pageSize, page * pageSize) : ordered;

  const table = (
    <table className="bk-data-table__table" aria-busy={busy || undefined}>
      <caption id={captionId} className={cx('bk-data-table__caption', captionHidden && 'bk-visually-hidden')}>
        {caption}
      </caption>
      <thead>
        <tr>
          {columns.map((column) => {
            const direction = shownSort?.column === column.id ? shownSort.direction : undefined;
            const canSort = Boolean(column.sortValue || column.sortable);
            return (
              <th
                key={column.id}
                scope="col"
                aria-sort={direction}
                className={cx(column.align === 'end' && 'bk-data-table__end')}
              >
                {canSort ? (
                  <button
                    type="button"
                    className="bk-data-table__sort"
                    onClick={() => chooseSort(nextSort(shownSort, column.id))}
                  >
                    {column.header}
                    <span className="bk-data-table__arrow" aria-hidden="true">
                      {direction ? ARROWS[direction] : '↕'}
                    </span>
                  </button>
                ) : (
                  column.header
                )}
              </th>
            );
          })}
        </tr>
      </thead>
      <tbody>
        {shown.length === 0 ? (
          <tr>
            <td colSpan={columns.length} className="bk-data-table__empty">
              {empty}
            </td>
          </tr>
        ) : (
          shown.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) => (
                <td
                  key={column.id}
                  data-label={column.header}
                  className={cx(
                    column.align === 'end' && 'bk-data-table__end',
                    column.primary && 'bk-data-table__primary',
                  )}
                >
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))
        )}
      </tbody>
    </table>
  );

  return (
    <div className={cx('bk-data-table', `bk-data-table--${narrowLayout}`, className)}>
      {sortable.length > 0 && narrowLayout === 'cards' ? (
        <div className="bk-data-table__narrow-sort">
          <label htmlFor={sortSelectId}>Sort by</label>
          <select
            id={sortSelectId}
            value={shownSort ? `${shownSort.column}:${shownSort.direction}` : ''}
            onChange={(event) => {
              const [column, direction] = event.target.value.split(':');
              if (column && (direction === 'ascending' || direction === 'descending')) {
                chooseSort({ column, direction });
              }
            }}
          >
            {shownSort ? null : <option value="">As listed</option>}
            {sortable.flatMap((column) => [
              <option key={`${column.id}:ascending`} value={`${column.id}:ascending`}>
                {column.header} (ascending)
              </option>,
              <option key={`${column.id}:descending`} value={`${column.id}:descending`}>
                {column.header} (descending)
              </option>,
            ])}
          </select>
        </div>
      ) : null}
      {narrowLayout === 'scroll' ? (
        // A box that scrolls must be reachable by keyboard to be scrolled without a pointer; a
        // <section> would add nothing but a second landmark name to keep in step with the caption.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: see above
        // biome-ignore lint/a11y/useSemanticElements: see above
        <div className="bk-data-table__scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
          {table}
        </div>
      ) : (
        table
      )}
      {pageSize && pageCount > 1 ? (
        <div className="bk-data-table__pager">
          <Button variant="secondary" disabled={page <= 1} onClick={() => setOwnPage(page - 1)}>
            Previous
          </Button>
          <span aria-live="polite">
            Page {page} of {pageCount}
          </span>
          <Button variant="secondary" disabled={page >= pageCount} onClick={() => setOwnPage(page + 1)}>
            Next
          </Button>
        </div>
      ) : null}
      {pages ? <Pagination page={pages.page} pageCount={pages.pageCount} hrefFor={pages.hrefFor} /> : null}
    </div>
  );
}
