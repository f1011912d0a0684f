export {
  type CheckoutLoginField,
  CheckoutLoginPanel,
  type CheckoutLoginPanelProps,
} from './checkout-login-panel';
