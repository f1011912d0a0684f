import type { Address } from '../entities/address.js';
import { type CheckoutState, PAYMENT_METHOD } from '../entities/checkout.js';
import type { SavedPaymentMethod } from '../entities/payment-method.js';

/**
 * Takes whatever card or discount was chosen off the checkout, as every non-card choice must:
 * a card token is only ever held while the method is card, and a card discount only while a
 * card token is held (and so is the word that the card's discount was used today).
 */
export function withoutCard(state: Readonly<CheckoutState>): CheckoutState {
  return {
    ...state,
    selectedToken: null,
    binDiscount: null,
    cardDiscountUsedToday: null,
    discountLookupKey: null,
    isCheckingDiscount: false,
  };
}

/**
 * Pays with a saved card. Choosing the card already chosen keeps its discount; another card
 * drops the old card's discount, so one card's discount never sticks to another.
 */
export function withSavedCard(
  state: Readonly<CheckoutState>,
  card: Readonly<SavedPaymentMethod>,
): CheckoutState {
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
export function withDefaultPaymentMethod(
  state: Readonly<CheckoutState>,
  savedCards: readonly SavedPaymentMethod[],
): Readonly<CheckoutState> {
  if (state.selectedPaymentMethod != null) return state;
  const last = savedCards.at(-1);
  return last ? withSavedCard(state, last) : { ...state, selectedPaymentMethod: PAYMENT_METHOD.CASH };
}

/**
 * Follows a new address list: the chosen addresses take their fresh copies or are dropped when
 * gone, and the first address becomes the shipping address when none is chosen.
 */
export function withAddresses(state: Readonly<CheckoutState>, addresses: readonly Address[]): CheckoutState {
  const refresh = (selected: Readonly<Address> | null) =>
    selected ? (addresses.find((address) => address.id === selected.id) ?? null) : null;
  return {
    ...state,
    selectedShippingAddress: refresh(state.selectedShippingAddress) ?? addresses[0] ?? null,
    selectedBillingAddress: refresh(state.selectedBillingAddress),
  };
}

/**
 * Follows a new saved-cards list: a chosen card that is gone is dropped with its discount, and
 * while the payment choice is open a default method is picked again.
 */
export function withSavedCards(
  state: Readonly<CheckoutState>,
  savedCards: readonly SavedPaymentMethod[],
): Readonly<CheckoutState> {
  const stillSaved = savedCards.some((card) => card.id === state.selectedToken);
  const current =
    state.selectedToken == null || stillSaved
      ? state
      : { ...withoutCard(state), selectedPaymentMethod: null };
  return current.isPaymentChoiceOpen ? withDefaultPaymentMethod(current, savedCards) : current;
}
