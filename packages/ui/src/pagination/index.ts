export { type PageItem, pageWindow } from './page-window';
export { Pagination, type PaginationProps } from './pagination';
