import { unitPrice } from './unit-price.js';

/** What a card or a book page shows as the price: the price to pay and, when lower, the struck one. */
export interface ShelfPrice {
  /** Price of one unit after the book's own discount (see {@link unitPrice}); 0 when there is no price. */
  now: number;
  /** The list price, rounded to whole rupees, when the discount lowers it; otherwise null. */
  was: number | null;
  /** How much the discount saves, in rupees; 0 when nothing is struck. */
  saving: number;
}

/**
 * The shelf price of an item: one rule for every place that shows a discount, so the card and
 * the book page cannot disagree on whether an item is "discounted". A discount that rounds to
 * nothing strikes no price.
 *
 * @example shelfPrice(1000, 15) // { now: 850, was: 1000, saving: 150 }
 * @example shelfPrice(999.4, 0) // { now: 999, was: null, saving: 0 }
 */
export function shelfPrice(price: number | null | undefined, discountPercent: number): ShelfPrice {
  const now = unitPrice(price, discountPercent);
  const list = price != null && Number.isFinite(price) && price > 0 ? Math.round(price) : 0;
  return now < list ? { now, was: list, saving: list - now } : { now, was: null, saving: 0 };
}
