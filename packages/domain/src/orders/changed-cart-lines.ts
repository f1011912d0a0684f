import type { ShownCartLine } from '../api/orders.js';
import type { CartLine } from '../entities/cart.js';

/** A cart line as it is now, with the title to name it by. */
export type CurrentCartLine = Pick<
  CartLine,
  'Book_Id' | 'BOOK_TITLE' | 'PAK_PRICE' | 'Discount' | 'availabilityStatus' | 'cart_qty'
>;

/**
 * The general check at placing (spec §5 check 7, details ours): the lines whose price, own
 * discount, stock status or quantity differ from what the shopper was shown, and lines that were
 * not shown at all. Lines shown but since removed are left out: they are not being bought.
 */
export function changedCartLines(
  current: readonly Readonly<CurrentCartLine>[],
  shown: readonly Readonly<ShownCartLine>[],
): CurrentCartLine[] {
  const shownById = new Map(shown.map((line) => [line.Book_Id, line]));
  return current.filter((line) => {
    const seen = shownById.get(line.Book_Id);
    return (
      !seen ||
      seen.PAK_PRICE !== line.PAK_PRICE ||
      seen.Discount !== line.Discount ||
      seen.availabilityStatus !== line.availabilityStatus ||
      seen.cart_qty !== line.cart_qty
    );
  });
}

/** The one message for books that changed since the cart was shown, naming them. */
export function cartChangedMessage(titles: readonly string[]): string {
  const names = titles.map((title) => `"${title}"`).join(', ');
  return `The price or stock of ${names} changed since you opened checkout. Please review your cart and place the order again.`;
}

/** Said when another order took the last copies of a book while this one was being placed. */
export function outOfStockMessage(title: string, available: number): string {
  return available > 0
    ? `Sorry, only ${available} ${available === 1 ? 'copy' : 'copies'} of "${title}" ${available === 1 ? 'is' : 'are'} left. Please change the quantity and try again.`
    : `Sorry, "${title}" has just sold out. Please remove it from your cart and try again.`;
}
