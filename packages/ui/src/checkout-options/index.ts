export { CheckoutOptions, type CheckoutOptionsProps } from './checkout-options';
