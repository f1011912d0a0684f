import type { CheckoutState } from '../entities/checkout.js';
import type { SavedPaymentMethod } from '../entities/payment-method.js';

/** Identifies a card for discount look-ups: the bin and last four digits are what the lookup sends. */
export function cardLookupKey(card: Readonly<SavedPaymentMethod>): string {
  return `${card.bin}:${card.card_details.last_four_digits}`;
}

/**
 * Whether the discount of this card still has to be looked up. The same card is not looked up
 * twice in a row (spec section 4), so a shopper clicking it again costs no call.
 */
export function needsCardDiscountLookup(
  state: Readonly<Pick<CheckoutState, 'discountLookupKey'>>,
  card: Readonly<SavedPaymentMethod>,
): boolean {
  return state.discountLookupKey !== cardLookupKey(card);
}
