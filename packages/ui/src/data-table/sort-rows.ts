/** Which way a column is sorted; the words are ARIA's (`aria-sort`). */
export type SortDirection = 'ascending' | 'descending';

/** A table's order: the column's id and the direction. */
export interface TableSort {
  column: string;
  direction: SortDirection;
}

/** A value a row is sorted by; empty values (null, undefined, '') always go last. */
export type SortValue = string | number | null | undefined;

function isEmpty(value: SortValue): value is null | undefined | '' {
  return value === null || value === undefined || value === '';
}

/**
 * The rows in the order of `valueFor` and `direction`, as a new array (stable: equal rows keep
 * their order). Numbers compare as numbers, text as people sort it (case and accents aside,
 * '10' after '9'); rows without a value go last either way.
 */
export function sortRows<Row>(
  rows: readonly Row[],
  valueFor: (row: Row) => SortValue,
  direction: SortDirection,
): Row[] {
  const sign = direction === 'ascending' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, value: valueFor(row) }))
    .sort((a, b) => {
      if (isEmpty(a.value) || isEmpty(b.value)) {
        if (isEmpty(a.value) && isEmpty(b.value)) return a.index - b.index;
        return isEmpty(a.value) ? 1 : -1;
      }
      const order =
        typeof a.value === 'number' && typeof b.value === 'number'
          ? a.value - b.value
          : String(a.value).localeCompare(String(b.value), 'en', { numeric: true, sensitivity: 'base' });
      return order === 0 ? a.index - b.index : order * sign;
    })
    .map((entry) => entry.row);
}

/** The order after a click on a column's header: the other way round if it is the sorted one. */
export function nextSort(current: TableSort | null, column: string): TableSort {
  if (current?.column === column) {
    return { column, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
  }
  return { column, direction: 'ascending' };
}
