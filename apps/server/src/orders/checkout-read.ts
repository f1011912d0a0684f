import { CART_HOLDING_METHODS, type CartLine } from '@bookshop/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../accounts/repository.js';
import type { AddressOwner } from '../addresses/repository.js';
import { lineColumns, ownedBy, toCartLine } from '../cart/repository.js';
import { books, cartItems, orders, shopSettings } from '../db/schema/index.js';
import { SHOP_SETTING } from '../settings/shop-settings.js';
import { ownsOrder } from './repository.js';

/** What placing reads before it prices, in one statement ({@link readCheckout}). */
export interface CheckoutRead {
  /** The order cart's lines, priced from the books as they are now, in cart order. */
  lines: CartLine[];
  /** Titles of the cart's books withdrawn from sale, in book id order. */
  withdrawnTitles: string[];
  /** Each cart book's dispatch date (null when it has none), by book id: the delivery estimate's. */
  dispatchDates: Map<number, string | null>;
  /** The shopper's oldest order awaiting a card or wallet payment (it holds the cart), if any. */
  heldByOrderId: number | null;
  /** The key kept in the database that signs order links; null until one was made. */
  orderLinkKey: string | null;
}

/**
 * Placing's read of the cart, in one statement instead of four: the lines (as the cart shows
 * them), whether each book was withdrawn and its dispatch date, the order that holds the cart
 * (cart-held.ts's question) and the order link key, the last two as columns of every line.
 * An empty cart has no row to carry them: the caller asks cart-held.ts then.
 * Call it inside the placing transaction, after the cart is locked.
 */
export async function readCheckout(tx: Executor, owner: AddressOwner): Promise<CheckoutRead> {
  const rows = await tx
    .select({
      ...lineColumns,
      withdrawn: books.withdrawn,
      dispatchDate: books.dispatchDate,
      heldBy: sql<number | null>`(${tx
        .select({ id: orders.id })
        .from(orders)
        .where(
          and(
            ownsOrder(owner),
            eq(orders.status, 'pending_payment'),
            inArray(orders.paymentOption, [...CART_HOLDING_METHODS]),
          ),
        )
        .orderBy(asc(orders.id))
        .limit(1)})`,
      linkKey: sql<string | null>`(${tx
        .select({ value: shopSettings.value })
        .from(shopSettings)
        .where(eq(shopSettings.key, SHOP_SETTING.orderLinkSecret))})`,
    })
    .from(cartItems)
    .innerJoin(books, eq(books.id, cartItems.bookId))
    .where(and(ownedBy(owner), eq(cartItems.cartType, 'cart')))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
  const first = rows[0];
  return {
    lines: rows.map(({ withdrawn, dispatchDate, heldBy, linkKey, ...row }) => toCartLine(row)),
    withdrawnTitles: rows
      .filter((row) => row.withdrawn)
      .sort((a, b) => a.Book_Id - b.Book_Id)
      .map((row) => row.BOOK_TITLE),
    dispatchDates: new Map(rows.map((row) => [row.Book_Id, row.dispatchDate])),
    heldByOrderId: first?.heldBy == null ? null : Number(first.heldBy),
    orderLinkKey: first?.linkKey ?? null,
  };
}
