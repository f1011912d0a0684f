import type { CheckoutState } from '../entities/checkout.js';
import { initialAddressPicker } from './address-picker.js';

/**
 * The checkout form before the shopper touches it, with the spec's defaults: newsletter off,
 * billing same as shipping, send invoice on, save card on, country Pakistan.
 */
export const initialCheckoutState: Readonly<CheckoutState> = Object.freeze({
  email: '',
  subscribeToNewsLetter: false,
  isSameBillingAddress: true,
  selectedShippingAddress: null,
  selectedBillingAddress: null,
  selectedPaymentMethod: null,
  giftWrap: false,
  sendInvoice: true,
  specialInstructions: '',
  saveCard: true,
  selectedToken: null,
  binDiscount: null,
  cardDiscountUsedToday: null,
  openSubForm: null,
  isPaymentChoiceOpen: false,
  showErrors: false,
  paymentError: null,
  isPlacing: false,
  isAddingCard: false,
  isCheckingDiscount: false,
  discountLookupKey: null,
  addressPicker: initialAddressPicker,
});
