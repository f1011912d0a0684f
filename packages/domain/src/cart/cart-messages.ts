/**
 * What the cart, wish list and notify-me screens say (spec section 8, verbatim), for the server's
 * answers and the web app's toasts alike.
 */
export const CART_MESSAGES = {
  added: 'Added to cart',
  addedToWishlist: 'Added to wish list',
  savedForLater: 'Saved for later',
  updated: 'Cart updated',
  deleted: 'Deleted',
  moved: 'Book Moved',
  checkoutMoved: 'Cart moved',
  updateFailed: 'Failed to update cart item',
  deleteFailed: 'Failed to delete cart item',
  moveFailed: 'Failed to move cart item',
  checkoutFailed: 'Failed to update checkout',
  addFailed: 'Error',
  notFound: 'Cart item not found',
  bookNotFound: 'Book not found',
  notifyThanks: "Thanks! We'll notify you when this book becomes available.",
  notifyFailed: 'There was a problem submitting your request. Please try again.',
  notifyActivateFailed: 'Failed to activate notification',
} as const;
