export { SEARCH_PLACEHOLDER, SearchBox, type SearchBoxProps, suggestionPrice } from './search-box';
