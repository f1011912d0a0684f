export { stockLabelKey } from './stock-label';
