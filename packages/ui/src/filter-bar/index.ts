export { FilterBar, type FilterBarProps } from './filter-bar';
