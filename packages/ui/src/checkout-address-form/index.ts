export {
  type CheckoutAddressField,
  CheckoutAddressForm,
  type CheckoutAddressFormProps,
} from './checkout-address-form';
