import {
  type CartLine,
  type CartType,
  maxCartQuantity,
  type ProductKind,
  type QuantityBook,
  type StockStatus,
} from '@bookshop/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../accounts/repository.js';
import { runPrepared } from '../db/prepared.js';
import { queryRows } from '../db/query-rows.js';
import { books, cartItems } from '../db/schema/index.js';
import { sendAhead } from '../db/send-ahead.js';
import { type CartOwner, preparedOwner } from './cart-owner.js';

export type { CartOwner } from './cart-owner.js';
export { cartOwnerOf } from './cart-owner.js';

/** A stored line with what the quantity rule needs to know about its book. */
export interface StoredLine {
  id: number;
  bookId: number;
  qty: number;
  cartType: CartType;
  book: QuantityBook;
}

/** Advisory lock classes (any fixed numbers): one per kind of owner, the owner's id as the key. */
const USER_CART_LOCK = 727_010;
const GUEST_CART_LOCK = 727_011;

/** The two keys of the owner's cart lock (an advisory lock). */
function cartLockKeys(owner: CartOwner): [number, number] {
  return 'userId' in owner ? [USER_CART_LOCK, owner.userId] : [GUEST_CART_LOCK, owner.guestTokenId];
}

export function ownedBy(owner: CartOwner) {
  return 'userId' in owner
    ? eq(cartItems.userId, owner.userId)
    : eq(cartItems.guestTokenId, owner.guestTokenId);
}

/** The columns of a priced cart line ({@link toCartLine} makes the line of them). */
export const lineColumns = {
  cart_item_id: cartItems.id,
  Book_Id: books.id,
  BOOK_TITLE: books.title,
  authors: books.authors,
  PAK_PRICE: books.price,
  Discount: books.discountPercent,
  cart_qty: cartItems.qty,
  picname: books.picname,
  availabilityStatus: books.stockStatus,
  kind: books.kind,
  stock: books.stock,
};

const storedColumns = {
  id: cartItems.id,
  bookId: cartItems.bookId,
  qty: cartItems.qty,
  cartType: cartItems.cartType,
  stock: books.stock,
  stockStatus: books.stockStatus,
};

export type LineRow = {
  [K in keyof typeof lineColumns]: (typeof lineColumns)[K]['_']['data'];
};

/** A priced cart line from a row of {@link lineColumns}. */
export function toCartLine({ authors, stock, ...row }: LineRow): CartLine {
  const availabilityStatus = row.availabilityStatus as StockStatus;
  return {
    ...row,
    authorName: authors.join(', '),
    availabilityStatus,
    kind: row.kind as ProductKind,
    maxQty: maxCartQuantity({ bookStatus: availabilityStatus, stock }),
  };
}

function toStored(row: {
  id: number;
  bookId: number;
  qty: number;
  cartType: string;
  stock: number;
  stockStatus: string;
}): StoredLine {
  return {
    id: row.id,
    bookId: row.bookId,
    qty: row.qty,
    cartType: row.cartType as CartType,
    book: { bookStatus: row.stockStatus as StockStatus, stock: row.stock },
  };
}

/**
 * The only code that reads or writes `cart_items`. Built on the database or on a transaction, so
 * checkout can read a shopper's priced lines inside its own transaction:
 *
 * ```ts
 * await db.transaction(async (tx) => {
 *   const cart = createCartRepository(tx);
 *   await cart.lockCart(owner);             // no add, change or move of this cart until commit
 *   const lines = await cart.listLines(owner, 'cart');
 *   // ... reserve stock, write the order ...
 *   await cart.deleteLines(owner, lines.map((l) => l.cart_item_id));
 * });
 * ```
 */
export function createCartRepository(db: Executor) {
  return {
    /**
     * Serialises every change to one owner's lists until the surrounding transaction ends, so two
     * tabs changing one cart at once each see the other's result (no lost update). Call it first
     * in a transaction; outside one it holds for nothing.
     */
    async lockCart(owner: CartOwner): Promise<void> {
      const [lockClass, key] = cartLockKeys(owner);
      // Two whole numbers written into the text: with no parameters the statement travels with
      // its transaction's BEGIN. Its answer is not waited for: the transaction's next statement
      // (the cart's read) goes in the same round trip and runs once the lock is granted, and a
      // lock refused fails that statement (db/send-ahead.ts).
      if (!Number.isSafeInteger(key)) throw new Error(`not a cart owner id: ${key}`);
      await sendAhead(db, `select pg_advisory_xact_lock(${lockClass}, ${key})`);
    },

    /**
     * Sets the owner's line of a book to `qty` in one statement, outside any transaction, but only
     * if no one holds the cart's lock (a placing, a change in a transaction: the statement takes
     * the lock while it runs, without waiting for it) and the line is still as `read` (its
     * quantity unchanged, or still missing). Null when either was not so: the caller then does
     * the change under the lock instead. `others` is the copies in the order cart besides this
     * line, as the statement found them.
     */
    async writeLineIfUnchanged(
      owner: CartOwner,
      line: { bookId: number; cartType: CartType; read: { id: number; qty: number } | null; qty: number },
    ): Promise<{ id: number; others: number } | null> {
      const [lockClass, key] = cartLockKeys(owner);
      const lock = sql`pg_try_advisory_xact_lock(${lockClass}::int, ${key}::int)`;
      // The subquery's own cart_items shadows the written one; it sees the rows as they were
      // when the statement began, so an inserted line is not among them.
      const others = (except: number) =>
        sql`(select coalesce(sum(${cartItems.qty}), 0)::int from ${cartItems}
             where ${ownedBy(owner)} and ${cartItems.cartType} = 'cart' and ${cartItems.id} <> ${except})`;
      const { read } = line;
      const [row] = read
        ? await queryRows<{ id: number; others: number }>(
            db,
            sql`update ${cartItems} set qty = ${line.qty}, updated_at = now()
                where ${ownedBy(owner)} and ${cartItems.id} = ${read.id} and ${cartItems.qty} = ${read.qty}
                  and ${lock}
                returning id, ${others(read.id)} as others`,
          )
        : await queryRows<{ id: number; others: number }>(
            db,
            sql`insert into ${cartItems} (${sql.raw('userId' in owner ? 'user_id' : 'guest_token_id')}, book_id, qty, cart_type)
                select ${'userId' in owner ? owner.userId : owner.guestTokenId}::int, ${line.bookId}::int, ${line.qty}::int, ${line.cartType}
                where ${lock}
                on conflict do nothing
                returning id, ${others(0)} as others`,
          );
      return row ? { id: Number(row.id), others: Number(row.others) } : null;
    },

    /**
     * A shopper's lines of one list, priced from the books as they are now, in the order they were
     * added (the order the cart, the bank-card discount and the order itself use).
     */
    async listLines(owner: CartOwner, cartType: CartType = 'cart'): Promise<CartLine[]> {
      const own = preparedOwner(owner, cartItems);
      const rows = await runPrepared(
        db,
        `cart_lines_${own.kind}`,
        (on) =>
          on
            .select(lineColumns)
            .from(cartItems)
            .innerJoin(books, eq(books.id, cartItems.bookId))
            .where(and(own.where, eq(cartItems.cartType, sql.placeholder('cartType'))))
            .orderBy(asc(cartItems.createdAt), asc(cartItems.id)),
        { owner: own.id, cartType },
      );
      return rows.map(toCartLine);
    },

    /** Copies in one list (the sum of the quantities); 0 for an empty list. */
    async countCopies(owner: CartOwner, cartType: CartType = 'cart'): Promise<number> {
      const [row] = await db
        .select({ copies: sql<number>`coalesce(sum(${cartItems.qty}), 0)::int` })
        .from(cartItems)
        .where(and(ownedBy(owner), eq(cartItems.cartType, cartType)));
      return Number(row?.copies ?? 0);
    },

    /** One of the owner's lines; null when it does not exist or belongs to someone else. */
    async findLine(owner: CartOwner, id: number): Promise<StoredLine | null> {
      const [row] = await db
        .select(storedColumns)
        .from(cartItems)
        .innerJoin(books, eq(books.id, cartItems.bookId))
        .where(and(ownedBy(owner), eq(cartItems.id, id)));
      return row ? toStored(row) : null;
    },

    /** The owner's line of this book in this list, if any. */
    async findLineOfBook(owner: CartOwner, bookId: number, cartType: CartType): Promise<StoredLine | null> {
      const [row] = await db
        .select(storedColumns)
        .from(cartItems)
        .innerJoin(books, eq(books.id, cartItems.bookId))
        .where(and(ownedBy(owner), eq(cartItems.bookId, bookId), eq(cartItems.cartType, cartType)));
      return row ? toStored(row) : null;
    },

    /** Every line of the owner in every list, oldest first (for merging and moving all). */
    async allLines(owner: CartOwner, cartType?: CartType): Promise<StoredLine[]> {
      const rows = await db
        .select(storedColumns)
        .from(cartItems)
        .innerJoin(books, eq(books.id, cartItems.bookId))
        .where(and(ownedBy(owner), cartType ? eq(cartItems.cartType, cartType) : undefined))
        .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
      return rows.map(toStored);
    },

    /**
     * What adding a book to a list needs, in one statement: the book's stock facts, the owner's
     * line of it in that list (if any) and the copies now in the order cart. Null when there is
     * no such book or it was withdrawn from sale.
     */
    async findForAdd(
      owner: CartOwner,
      bookId: number,
      cartType: CartType,
    ): Promise<{ book: QuantityBook; line: { id: number; qty: number } | null; cartCopies: number } | null> {
      const own = preparedOwner(owner, cartItems);
      const [row] = await runPrepared(
        db,
        `cart_find_for_add_${own.kind}`,
        (on) =>
          on
            .select({
              stock: books.stock,
              stockStatus: books.stockStatus,
              lineId: cartItems.id,
              lineQty: cartItems.qty,
              // The subquery's own cart_items shadows the joined one: every line of the order cart.
              cartCopies: sql<number>`(select coalesce(sum(${cartItems.qty}), 0)::int from ${cartItems} where ${own.where} and ${cartItems.cartType} = 'cart')`,
            })
            .from(books)
            .leftJoin(
              cartItems,
              and(
                eq(cartItems.bookId, books.id),
                own.where,
                eq(cartItems.cartType, sql.placeholder('cartType')),
              ),
            )
            .where(and(eq(books.id, sql.placeholder('bookId')), eq(books.withdrawn, false))),
        { owner: own.id, bookId, cartType },
      );
      if (!row) return null;
      return {
        book: { bookStatus: row.stockStatus as StockStatus, stock: row.stock },
        line: row.lineId != null && row.lineQty != null ? { id: row.lineId, qty: row.lineQty } : null,
        cartCopies: Number(row.cartCopies),
      };
    },

    /** The stock facts of a book; null when there is no such book. */
    async findBook(bookId: number): Promise<QuantityBook | null> {
      const [row] = await db
        .select({ stock: books.stock, stockStatus: books.stockStatus })
        .from(books)
        // Withdrawn from sale (the catalogue desk): no cart or list takes it any more.
        .where(and(eq(books.id, bookId), eq(books.withdrawn, false)));
      return row ? { bookStatus: row.stockStatus as StockStatus, stock: row.stock } : null;
    },

    /** A new line at the end of a list. */
    async insertLine(owner: CartOwner, bookId: number, qty: number, cartType: CartType): Promise<number> {
      const [row] = await db
        .insert(cartItems)
        .values({ ...owner, bookId, qty, cartType })
        .returning({ id: cartItems.id });
      if (!row) throw new Error('inserting a cart line returned no row');
      return row.id;
    },

    async setQty(owner: CartOwner, id: number, qty: number): Promise<void> {
      await db
        .update(cartItems)
        .set({ qty, updatedAt: sql`now()` })
        .where(and(ownedBy(owner), eq(cartItems.id, id)));
    },

    /**
     * Moves a line to another list, or to another owner (a guest's line taken over at login). It
     * joins the end of its new list.
     */
    async relocate(from: CartOwner, id: number, to: { owner: CartOwner; cartType: CartType }): Promise<void> {
      const ownerColumns =
        'userId' in to.owner
          ? { userId: to.owner.userId, guestTokenId: null }
          : { userId: null, guestTokenId: to.owner.guestTokenId };
      await db
        .update(cartItems)
        .set({ ...ownerColumns, cartType: to.cartType, createdAt: sql`now()`, updatedAt: sql`now()` })
        .where(and(ownedBy(from), eq(cartItems.id, id)));
    },

    /** Deletes one of the owner's lines; false when it was not theirs or not there. */
    async deleteLine(owner: CartOwner, id: number): Promise<boolean> {
      const gone = await db
        .delete(cartItems)
        .where(and(ownedBy(owner), eq(cartItems.id, id)))
        .returning({ id: cartItems.id });
      return gone.length > 0;
    },

    /** Deletes some of the owner's lines (checkout, once the order holds them); returns how many. */
    async deleteLines(owner: CartOwner, ids: readonly number[]): Promise<number> {
      if (ids.length === 0) return 0;
      const gone = await db
        .delete(cartItems)
        .where(and(ownedBy(owner), sql`${cartItems.id} = any(${`{${ids.join(',')}}`}::int[])`))
        .returning({ id: cartItems.id });
      return gone.length;
    },
  };
}

export type CartRepository = ReturnType<typeof createCartRepository>;

/**
 * A shopper's priced lines of one list, in cart order: the read checkout builds an order from.
 * Pass a transaction to read inside it (after {@link CartRepository.lockCart}).
 */
export function pricedCartLines(
  db: Executor,
  owner: CartOwner,
  cartType: CartType = 'cart',
): Promise<CartLine[]> {
  return createCartRepository(db).listLines(owner, cartType);
}
