export { CartLineItem, type CartLineItemProps, type CartLineMove } from './cart-line';
