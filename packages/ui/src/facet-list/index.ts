export { FacetList, type FacetListProps, type FacetOption } from './facet-list';
