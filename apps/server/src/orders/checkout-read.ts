import { type Address, CART_HOLDING_METHODS, type CartLine } from '@bookshop/domain';
import { and, asc, eq, inArray, type Placeholder, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../accounts/repository.js';
import { type AddressOwner, toAddress } from '../addresses/repository.js';
import { preparedOwner } from '../cart/cart-owner.js';
import { lineColumns, toCartLine } from '../cart/repository.js';
import { runPrepared } from '../db/prepared.js';
import { addresses, books, cartItems, orders, shopSettings, users } from '../db/schema/index.js';
import { SHOP_SETTING } from '../settings/shop-settings.js';
import { claimInsert, type KeyClaim } from './idempotency.js';

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
  /** The shopper's shipping and billing addresses asked for; null when not theirs (or no line). */
  shipping: Address | null;
  billing: Address | null;
  /**
   * The id and time the order placed from this read is written with (null for an empty cart):
   * the id taken from the orders' sequence, the time the transaction's (what `now()` gives its
   * INSERT). Known before the write, the order's row is, so its confirmation e-mail goes into
   * the one statement that writes the order and its lines (repository.ts's insertTakingLines).
   */
  newOrder: { id: number; at: Date } | null;
  /**
   * Whether the read claimed the Idempotency-Key it was given: false when the key was already
   * kept (a retry, a key reused), when none was given, and for an empty cart (no row to say).
   */
  keyClaimed: boolean;
}

const shippingAddress = alias(addresses, 'shipping_address');
const shippingUser = alias(users, 'shipping_user');
const billingAddress = alias(addresses, 'billing_address');
const billingUser = alias(users, 'billing_user');

function addressOf(
  table: typeof shippingAddress | typeof billingAddress,
  id: Placeholder,
  owner: AddressOwner,
) {
  return and(eq(table.id, id), preparedOwner(owner, table).where);
}

/**
 * Placing's read of the cart, in one statement instead of five: the lines (as the cart shows
 * them), whether each book was withdrawn and its dispatch date, the order that holds the cart
 * (cart-held.ts's question), the order link key and the shipping and billing addresses (as
 * addresses/repository.ts's findOwned reads them) and the new order's id and time, all but the
 * first two as columns of every line.
 * An empty cart has no row to carry them: the caller asks cart-held.ts then.
 * Given `claim`, it also claims that Idempotency-Key (idempotency.ts's claimInsert, a
 * data-modifying WITH, which runs whatever the rows) and says whether it did.
 * Call it inside the placing transaction, after the cart is locked: placers of one cart, and so
 * of one key (its owner is the cart's), take turns there.
 */
export async function readCheckout(
  tx: Executor,
  owner: AddressOwner,
  addressIds: { shipping: number; billing: number },
  claim?: KeyClaim,
): Promise<CheckoutRead> {
  const own = preparedOwner(owner, cartItems);
  const rows = await runPrepared(
    tx,
    `checkout_read_${own.kind}${claim ? '_claiming' : ''}`,
    (on) => {
      // Built only for the claiming read: the plain one carries no WITH.
      const claimed = claim ? on.$with('key_claim').as(claimInsert(on)) : null;
      return (
        (claimed ? on.with(claimed) : on)
          .select({
            keyClaimed: claimed ? sql<boolean>`exists (select 1 from ${claimed})` : sql<boolean>`false`,
            ...lineColumns,
            shipping: shippingAddress,
            shippingFirstName: shippingUser.firstName,
            shippingLastName: shippingUser.lastName,
            billing: billingAddress,
            billingFirstName: billingUser.firstName,
            billingLastName: billingUser.lastName,
            withdrawn: books.withdrawn,
            dispatchDate: books.dispatchDate,
            heldBy: sql<number | null>`(${on
              .select({ id: orders.id })
              .from(orders)
              .where(
                and(
                  preparedOwner(owner, orders).where,
                  eq(orders.status, 'pending_payment'),
                  inArray(orders.paymentOption, [...CART_HOLDING_METHODS]),
                ),
              )
              .orderBy(asc(orders.id))
              .limit(1)})`,
            // An uncorrelated subquery runs once per statement, not once per line.
            newOrderId: sql<number>`(select nextval('orders_id_seq'))`.mapWith(Number),
            placingAt: sql<Date>`now()`.mapWith(orders.createdAt),
            linkKey: sql<string | null>`(${on
              .select({ value: shopSettings.value })
              .from(shopSettings)
              .where(eq(shopSettings.key, SHOP_SETTING.orderLinkSecret))})`,
          })
          .from(cartItems)
          .innerJoin(books, eq(books.id, cartItems.bookId))
          // One address row each (or none when it is not the shopper's), beside every line.
          .leftJoin(shippingAddress, addressOf(shippingAddress, sql.placeholder('shipping'), owner))
          .leftJoin(shippingUser, eq(shippingUser.id, shippingAddress.userId))
          .leftJoin(billingAddress, addressOf(billingAddress, sql.placeholder('billing'), owner))
          .leftJoin(billingUser, eq(billingUser.id, billingAddress.userId))
          .where(and(own.where, eq(cartItems.cartType, 'cart')))
          .orderBy(asc(cartItems.createdAt), asc(cartItems.id))
      );
    },
    {
      owner: own.id,
      shipping: addressIds.shipping,
      billing: addressIds.billing,
      ...claim,
    },
  );
  const first = rows[0];
  return {
    lines: rows.map(
      ({
        keyClaimed: _,
        withdrawn,
        dispatchDate,
        heldBy,
        newOrderId,
        placingAt,
        linkKey,
        shipping,
        shippingFirstName,
        shippingLastName,
        billing,
        billingFirstName,
        billingLastName,
        ...row
      }) => toCartLine(row),
    ),
    withdrawnTitles: rows
      .filter((row) => row.withdrawn)
      .sort((a, b) => a.Book_Id - b.Book_Id)
      .map((row) => row.BOOK_TITLE),
    dispatchDates: new Map(rows.map((row) => [row.Book_Id, row.dispatchDate])),
    heldByOrderId: first?.heldBy == null ? null : Number(first.heldBy),
    orderLinkKey: first?.linkKey ?? null,
    newOrder: first ? { id: first.newOrderId, at: first.placingAt } : null,
    keyClaimed: first?.keyClaimed === true,
    shipping: first?.shipping
      ? toAddress({
          row: first.shipping,
          userFirstName: first.shippingFirstName,
          userLastName: first.shippingLastName,
        })
      : null,
    billing: first?.billing
      ? toAddress({
          row: first.billing,
          userFirstName: first.billingFirstName,
          userLastName: first.billingLastName,
        })
      : null,
  };
}
