export { DataTable, type DataTableColumn, type DataTableLinkPages, type DataTableProps } from './data-table';
export { nextSort, type SortDirection, type SortValue, sortRows, type TableSort } from './sort-rows';
