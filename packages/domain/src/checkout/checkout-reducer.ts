import type { Address } from '../entities/address.js';
import type { BinDiscountRule } from '../entities/bin-discount.js';
import {
  type CheckoutState,
  type CheckoutSubForm,
  type NonCardPaymentMethodCode,
  PAYMENT_METHOD,
} from '../entities/checkout.js';
import type { SavedPaymentMethod } from '../entities/payment-method.js';
import { changeAddressPicker, initialAddressPicker } from './address-picker.js';
import { initialCheckoutState } from './initial-checkout-state.js';

/**
 * Everything that can happen to the checkout form. Events are named after what happened, not
 * after which fields change, so the rules of spec section 4 live here and not in components.
 */
export type CheckoutEvent =
  | { type: 'emailChanged'; email: string }
  | { type: 'newsletterToggled'; value: boolean }
  /** The address list arrived or changed; the first address becomes the shipping address if none is. */
  | { type: 'addressesLoaded'; addresses: readonly Address[] }
  | { type: 'shippingAddressSelected'; address: Address }
  | { type: 'billingAddressSelected'; address: Address }
  | { type: 'sameBillingAddressToggled'; value: boolean }
  | { type: 'giftWrapToggled'; value: boolean }
  | { type: 'sendInvoiceToggled'; value: boolean }
  | { type: 'specialInstructionsChanged'; text: string }
  | { type: 'saveCardToggled'; value: boolean }
  /** Add Shipping Address or Add Billing Address was opened. */
  | { type: 'addressFormOpened'; form: Exclude<CheckoutSubForm, 'addCard'> }
  | { type: 'subFormClosed' }
  | { type: 'countryPicked'; country: string }
  | { type: 'provincePicked'; province: string }
  | { type: 'cityPicked'; city: string }
  /** The payment choice opened, after {@link checkBeforeChangePayment} passed. */
  | { type: 'paymentChoiceOpened'; savedCards: readonly SavedPaymentMethod[] }
  | { type: 'paymentChoiceClosed' }
  /** Credit or Debit Card (a new card, 1), JazzCash, Bank Transfer, Cash or Easypaisa was chosen. */
  | { type: 'paymentMethodChosen'; method: typeof PAYMENT_METHOD.CARD | NonCardPaymentMethodCode }
  | { type: 'savedCardSelected'; card: SavedPaymentMethod }
  /** The saved cards list arrived or changed. */
  | { type: 'savedCardsChanged'; savedCards: readonly SavedPaymentMethod[] }
  | { type: 'cardDiscountLookupStarted'; key: string }
  | { type: 'cardDiscountFound'; key: string; binDiscount: BinDiscountRule | null }
  | { type: 'cardDiscountLookupFailed'; key: string; message: string }
  | { type: 'addCardStarted' }
  | { type: 'cardAdded' }
  | { type: 'addCardFailed'; message: string }
  /** A check before placing or before changing payment failed; fields show their errors. */
  | { type: 'checkFailed' }
  | { type: 'placeOrderStarted' }
  | { type: 'paymentFailed'; message: string }
  /** Placing ended, whatever the outcome. */
  | { type: 'placeOrderFinished' }
  | { type: 'orderPlaced' }
  /** A payment by card token finished; "save card" goes back to its default. */
  | { type: 'cardPaymentFinished' }
  /** Login, logout or anything else that clears all checkout state. */
  | { type: 'checkoutReset' };

/** Takes whatever card or discount was chosen off the state, as every non-card choice must. */
function withoutCard(state: Readonly<CheckoutState>): CheckoutState {
  return {
    ...state,
    selectedToken: null,
    binDiscount: null,
    discountLookupKey: null,
    isCheckingDiscount: false,
  };
}

function selectCard(state: Readonly<CheckoutState>, card: Readonly<SavedPaymentMethod>): CheckoutState {
  const sameCard = state.selectedToken === card.id && state.selectedPaymentMethod === PAYMENT_METHOD.CARD;
  return {
    ...(sameCard ? state : withoutCard(state)),
    selectedPaymentMethod: PAYMENT_METHOD.CARD,
    selectedToken: card.id,
    openSubForm: state.openSubForm === 'addCard' ? null : state.openSubForm,
    paymentError: null,
  };
}

/** With no method chosen yet, the last saved card is chosen, or Cash when there is none. */
function pickDefaultMethod(state: Readonly<CheckoutState>, savedCards: readonly SavedPaymentMethod[]) {
  if (state.selectedPaymentMethod != null) return state;
  const last = savedCards.at(-1);
  return last ? selectCard(state, last) : { ...state, selectedPaymentMethod: PAYMENT_METHOD.CASH };
}

/** Keeps the chosen address up to date with the list, or drops it when it is gone from the list. */
function refreshAddress(selected: Readonly<Address> | null, addresses: readonly Address[]) {
  return selected ? (addresses.find((address) => address.id === selected.id) ?? null) : null;
}

/**
 * The checkout form's transitions (spec section 4). Pure: it returns a new state and never
 * touches its input, so it works as a Redux slice reducer, in tests and on the server alike.
 *
 * It keeps two invariants: a card token is only ever held while the method is card (1), and a
 * card discount only while a card token is held.
 */
export function checkoutReducer(
  state: Readonly<CheckoutState>,
  event: CheckoutEvent,
): Readonly<CheckoutState> {
  switch (event.type) {
    case 'emailChanged':
      return { ...state, email: event.email };
    case 'newsletterToggled':
      return { ...state, subscribeToNewsLetter: event.value };
    case 'addressesLoaded':
      return {
        ...state,
        selectedShippingAddress:
          refreshAddress(state.selectedShippingAddress, event.addresses) ?? event.addresses[0] ?? null,
        selectedBillingAddress: refreshAddress(state.selectedBillingAddress, event.addresses),
      };
    case 'shippingAddressSelected':
      return { ...state, selectedShippingAddress: event.address };
    case 'billingAddressSelected':
      return { ...state, selectedBillingAddress: event.address };
    case 'sameBillingAddressToggled':
      return { ...state, isSameBillingAddress: event.value };
    case 'giftWrapToggled':
      return { ...state, giftWrap: event.value };
    case 'sendInvoiceToggled':
      return { ...state, sendInvoice: event.value };
    case 'specialInstructionsChanged':
      return { ...state, specialInstructions: event.text };
    case 'saveCardToggled':
      return { ...state, saveCard: event.value };
    case 'addressFormOpened':
      return { ...state, openSubForm: event.form, addressPicker: initialAddressPicker };
    case 'subFormClosed':
      return { ...state, openSubForm: null };
    case 'countryPicked':
      return {
        ...state,
        addressPicker: changeAddressPicker(state.addressPicker, { field: 'country', value: event.country }),
      };
    case 'provincePicked':
      return {
        ...state,
        addressPicker: changeAddressPicker(state.addressPicker, { field: 'province', value: event.province }),
      };
    case 'cityPicked':
      return {
        ...state,
        addressPicker: changeAddressPicker(state.addressPicker, { field: 'city', value: event.city }),
      };
    case 'paymentChoiceOpened':
      return pickDefaultMethod({ ...state, isPaymentChoiceOpen: true }, event.savedCards);
    case 'paymentChoiceClosed':
      return { ...state, isPaymentChoiceOpen: false };
    case 'paymentMethodChosen':
      return {
        ...withoutCard(state),
        selectedPaymentMethod: event.method,
        openSubForm: event.method === PAYMENT_METHOD.CARD ? 'addCard' : null,
        showErrors: false,
        paymentError: null,
      };
    case 'savedCardSelected':
      return selectCard(state, event.card);
    case 'savedCardsChanged': {
      const stillSaved = event.savedCards.some((card) => card.id === state.selectedToken);
      const current =
        state.selectedToken == null || stillSaved
          ? state
          : { ...withoutCard(state), selectedPaymentMethod: null };
      return current.isPaymentChoiceOpen ? pickDefaultMethod(current, event.savedCards) : current;
    }
    case 'cardDiscountLookupStarted':
      return { ...state, discountLookupKey: event.key, isCheckingDiscount: true };
    case 'cardDiscountFound':
      // An answer for a card that is no longer chosen is dropped, so a slow reply cannot give
      // one card's discount to another.
      if (event.key !== state.discountLookupKey || state.selectedToken == null) return state;
      return { ...state, binDiscount: event.binDiscount, isCheckingDiscount: false };
    case 'cardDiscountLookupFailed':
      if (event.key !== state.discountLookupKey) return state;
      // Forgetting the key lets the shopper retry by choosing the card again.
      return { ...state, discountLookupKey: null, isCheckingDiscount: false, paymentError: event.message };
    case 'addCardStarted':
      return { ...state, isAddingCard: true, paymentError: null };
    case 'cardAdded':
      // The new card shows up in the refreshed saved cards; the shopper picks it from there.
      return {
        ...withoutCard(state),
        selectedPaymentMethod: null,
        isAddingCard: false,
        openSubForm: null,
      };
    case 'addCardFailed':
      return { ...state, isAddingCard: false, paymentError: event.message };
    case 'checkFailed':
      return { ...state, showErrors: true };
    case 'placeOrderStarted':
      return { ...state, isPlacing: true, paymentError: null };
    case 'paymentFailed':
      return { ...state, paymentError: event.message };
    case 'placeOrderFinished':
      return { ...state, isPlacing: false };
    case 'cardPaymentFinished':
      return { ...state, saveCard: true };
    case 'orderPlaced':
    case 'checkoutReset':
      return initialCheckoutState;
  }
}
