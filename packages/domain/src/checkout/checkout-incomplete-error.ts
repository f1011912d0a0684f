/**
 * Thrown by the payload builders when checkout lacks what the payload needs. Callers are meant to
 * run {@link canPlaceOrder} or the checks first, so reaching this is a programming error.
 */
export class CheckoutIncompleteError extends Error {
  override readonly name = 'CheckoutIncompleteError';
}
