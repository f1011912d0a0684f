/*
 * The e-mail a guest typed at checkout, kept for this tab (sessionStorage): reloading the cart,
 * or coming back from a wallet's approval page, opened the checkout with the box emptied. A
 * logged-in shopper's e-mail is their account's and is never stored here.
 */

const KEY = 'bookshop.checkout-email';

/** The e-mail kept for this tab, or '' (none, or storage refused). */
export function loadGuestEmail(storage: Storage | undefined = globalThis.sessionStorage): string {
  try {
    return storage?.getItem(KEY) ?? '';
  } catch {
    return '';
  }
}

/** Keeps the guest's e-mail for this tab; an empty one forgets it. */
export function storeGuestEmail(
  email: string,
  storage: Storage | undefined = globalThis.sessionStorage,
): void {
  try {
    if (email) storage?.setItem(KEY, email);
    else storage?.removeItem(KEY);
  } catch {
    // Private browsing can refuse storage; the e-mail then lasts for the page only.
  }
}
