import type { StockStatus } from '../entities/book.js';

/**
 * Most copies of one book a line may hold when the book is not sold from stock (pre-order, on
 * demand, out of stock): the shop orders those in, and ten covers any private buyer.
 */
export const MAX_UNSTOCKED_QTY = 10;

/** The fields of a book that bound a cart line's quantity. */
export interface QuantityBook {
  bookStatus: StockStatus;
  /** Units on hand; only counts for available books. */
  stock: number;
}

/** The shopper-facing messages of the quantity rule. */
export const CART_QUANTITY_MESSAGES = {
  atLeastOne: 'The quantity must be at least 1.',
  soldOut: 'This book is out of stock.',
  onlyInStock: (stock: number) => `Only ${stock} ${stock === 1 ? 'copy is' : 'copies are'} in stock.`,
  atMostUnstocked: `You can order at most ${MAX_UNSTOCKED_QTY} copies of this book.`,
} as const;

/** A quantity the rule accepts, or the message saying why not. */
export type CartQuantityResult = { ok: true; qty: number } | { ok: false; message: string };

/**
 * The most copies a line of this book may hold: the stock on hand for an available book, else
 * {@link MAX_UNSTOCKED_QTY}. Zero means the book cannot be added at all.
 */
export function maxCartQuantity(book: Readonly<QuantityBook>): number {
  if (book.bookStatus === 'available') return Math.max(0, Math.floor(book.stock));
  return MAX_UNSTOCKED_QTY;
}

function overCapMessage(book: Readonly<QuantityBook>, cap: number): string {
  if (cap < 1) return CART_QUANTITY_MESSAGES.soldOut;
  return book.bookStatus === 'available'
    ? CART_QUANTITY_MESSAGES.onlyInStock(cap)
    : CART_QUANTITY_MESSAGES.atMostUnstocked;
}

/**
 * The one quantity rule of the cart, for adding, changing and merging lines: a quantity is a whole
 * number from 1 up to {@link maxCartQuantity}.
 *
 * - `mode: 'set'` (changing a line's quantity): the quantity asked for must itself be in bounds;
 *   0 or less, or more than the cap, is refused with a message.
 * - `mode: 'add'` (adding a book, moving or merging a line onto one that holds the same book): the
 *   copies added must be at least 1, and they are added to `current` up to the cap, so adding the
 *   same book twice raises the quantity and never breaks the bound. It is refused only when the
 *   cap is 0 (an available book with no stock).
 *
 * @example cartQuantity({ mode: 'set', qty: 3 }, { bookStatus: 'available', stock: 5 }) // { ok: true, qty: 3 }
 * @example cartQuantity({ mode: 'add', qty: 4, current: 3 }, { bookStatus: 'available', stock: 5 }) // { ok: true, qty: 5 }
 * @example cartQuantity({ mode: 'set', qty: 11 }, { bookStatus: 'pre_order', stock: 0 }) // refused
 */
export function cartQuantity(
  change: { mode: 'set'; qty: number } | { mode: 'add'; qty: number; current?: number },
  book: Readonly<QuantityBook>,
): CartQuantityResult {
  const { qty } = change;
  if (!Number.isInteger(qty) || qty < 1) return { ok: false, message: CART_QUANTITY_MESSAGES.atLeastOne };
  const cap = maxCartQuantity(book);
  if (change.mode === 'set') {
    return qty <= cap ? { ok: true, qty } : { ok: false, message: overCapMessage(book, cap) };
  }
  if (cap < 1) return { ok: false, message: CART_QUANTITY_MESSAGES.soldOut };
  const current = Number.isInteger(change.current) && (change.current ?? 0) > 0 ? (change.current ?? 0) : 0;
  return { ok: true, qty: Math.min(current + qty, cap) };
}
