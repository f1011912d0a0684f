import type { CheckoutState } from '../entities/checkout.js';

/**
 * Whether checkout is waiting on a call, so Place Order reads 'Please wait…' and cannot be
 * pressed twice.
 */
export function isCheckoutBusy(
  state: Readonly<Pick<CheckoutState, 'isPlacing' | 'isAddingCard' | 'isCheckingDiscount'>>,
): boolean {
  return state.isPlacing || state.isAddingCard || state.isCheckingDiscount;
}
