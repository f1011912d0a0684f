export { type SortOption, SortSelect, type SortSelectProps } from './sort-select';
