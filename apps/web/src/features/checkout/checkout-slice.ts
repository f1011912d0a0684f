import {
  type Address,
  type BinDiscountRule,
  type CardDiscountUsedToday,
  type CheckoutState,
  type CheckoutSubForm,
  changeAddressPicker,
  initialAddressPicker,
  initialCheckoutState,
  type NonCardPaymentMethodCode,
  PAYMENT_METHOD,
  type SavedPaymentMethod,
  withAddresses,
  withDefaultPaymentMethod,
  withoutCard,
  withSavedCard,
  withSavedCards,
} from '@bookshop/domain';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { loggedIn, loggedOut } from '../../app/session/session-slice';

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
  /** The card's look-up answered: its rule, and whether it already took its discount today. */
  | {
      type: 'cardDiscountFound';
      key: string;
      binDiscount: BinDiscountRule | null;
      usedToday: CardDiscountUsedToday | null;
    }
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

/**
 * The checkout screen's transitions (spec section 4): which sub-form or picker is open, what is
 * busy, which errors show, on top of the domain's card and address rules (`withoutCard`,
 * `withSavedCard`...), which keep a card token only while the method is card and a card discount
 * only while a token is held. Pure: it returns a new state and never touches its input.
 */
export function checkoutTransition(
  state: Readonly<CheckoutState>,
  event: CheckoutEvent,
): Readonly<CheckoutState> {
  switch (event.type) {
    case 'emailChanged':
      return { ...state, email: event.email };
    case 'newsletterToggled':
      return { ...state, subscribeToNewsLetter: event.value };
    case 'addressesLoaded':
      return withAddresses(state, event.addresses);
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
      return withDefaultPaymentMethod({ ...state, isPaymentChoiceOpen: true }, event.savedCards);
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
      return withSavedCard(state, event.card);
    case 'savedCardsChanged':
      return withSavedCards(state, event.savedCards);
    case 'cardDiscountLookupStarted':
      return { ...state, discountLookupKey: event.key, isCheckingDiscount: true };
    case 'cardDiscountFound':
      // An answer for a card that is no longer chosen is dropped, so a slow reply cannot give
      // one card's discount to another.
      if (event.key !== state.discountLookupKey || state.selectedToken == null) return state;
      return {
        ...state,
        binDiscount: event.binDiscount,
        cardDiscountUsedToday: event.usedToday,
        isCheckingDiscount: false,
      };
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
      // The next order starts afresh, but with the e-mail the shopper gave: a guest typing it
      // again for every order found the box emptied when checkout opened next.
      return { ...initialCheckoutState, email: state.email };
    case 'checkoutReset':
      return initialCheckoutState;
  }
}

/**
 * The checkout screen's state in the store. Every change is one `checkoutEvent`, so the screen
 * reads like the list of events above; logging in or out starts the form afresh, as nothing of
 * one shopper's checkout may show for another.
 */
export const checkoutSlice = createSlice({
  name: 'checkout',
  initialState: initialCheckoutState as CheckoutState,
  reducers: {
    checkoutEvent: (state, action: PayloadAction<CheckoutEvent>) =>
      checkoutTransition(state, action.payload) as CheckoutState,
  },
  extraReducers: (builder) => {
    builder.addCase(loggedIn, () => initialCheckoutState as CheckoutState);
    builder.addCase(loggedOut, () => initialCheckoutState as CheckoutState);
  },
});

export const { checkoutEvent } = checkoutSlice.actions;
