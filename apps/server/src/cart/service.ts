import {
  CART_MESSAGES,
  type CartCheckoutResponse,
  type CartItemDeletedResponse,
  type CartItemResponse,
  type CartType,
  cartQuantity,
  cartSummary,
  groupCartLines,
  type OrderCartResponse,
  type ShopFees,
} from '@bookshop/domain';
import type { AddCartItemValues } from '@bookshop/validation';
import type { Database } from '../db/client.js';
import { NotFoundError, ValidationError } from '../lib/errors.js';
import type { CartOwner } from './cart-owner.js';
import { moveLine } from './move-line.js';
import { type CartRepository, createCartRepository } from './repository.js';

export interface CartServiceDeps {
  db: Database;
  /** The shop's fees; the domain's defaults unless configured. */
  fees?: Readonly<ShopFees>;
}

const ADDED_MESSAGE: Record<CartType, string> = {
  cart: CART_MESSAGES.added,
  wishlist: CART_MESSAGES.addedToWishlist,
  later: CART_MESSAGES.savedForLater,
};

function quantityRefused(message: string): ValidationError {
  return new ValidationError({ qty: [message] });
}

/** What adding needs, read in one statement, and the line's quantity after it by the cart's rule. */
async function planAdd(repo: CartRepository, owner: CartOwner, input: AddCartItemValues, cartType: CartType) {
  const found = await repo.findForAdd(owner, input.bookId, cartType);
  if (!found) throw new NotFoundError(CART_MESSAGES.bookNotFound);
  const result = cartQuantity({ mode: 'add', qty: input.qty, current: found.line?.qty ?? 0 }, found.book);
  if (!result.ok) throw quantityRefused(result.message);
  // The order cart's copies besides this line.
  const others = found.cartCopies - (cartType === 'cart' ? (found.line?.qty ?? 0) : 0);
  return { line: found.line, qty: result.qty, others };
}

function addAnswer(
  input: AddCartItemValues,
  cartType: CartType,
  written: { id: number; qty: number; others: number },
): CartItemResponse {
  return {
    success: true,
    message: ADDED_MESSAGE[cartType],
    data: {
      cartItem: { cart_item_id: written.id, Book_Id: input.bookId, cart_qty: written.qty, cartType },
      totalCartCount: written.others + (cartType === 'cart' ? written.qty : 0),
    },
  };
}

/**
 * The cart's rules over its repository: every change runs in a transaction that first locks the
 * shopper's cart, so concurrent changes from two tabs apply one after the other and none is lost.
 * Adding, the commonest change, first tries without one (writeLineIfUnchanged), which is as safe.
 */
export function createCartService({ db, fees }: CartServiceDeps) {
  function changeCart<T>(owner: CartOwner, change: (repo: CartRepository) => Promise<T>): Promise<T> {
    return db.transaction(async (tx) => {
      const repo = createCartRepository(tx);
      await repo.lockCart(owner);
      return change(repo);
    });
  }

  async function itemAnswer(
    repo: CartRepository,
    owner: CartOwner,
    message: string,
    cartItem: CartItemResponse['data']['cartItem'],
  ): Promise<CartItemResponse> {
    return { success: true, message, data: { cartItem, totalCartCount: await repo.countCopies(owner) } };
  }

  return {
    /** One list split into the four stock groups, with its summary from the domain. */
    async view(owner: CartOwner, cartType: CartType, giftWrap: boolean): Promise<OrderCartResponse> {
      const lines = await createCartRepository(db).listLines(owner, cartType);
      return {
        ...groupCartLines(lines),
        summary: cartSummary(lines, { giftWrap, ...(fees ? { fees } : {}) }),
      };
    },

    /** Copies in the order cart, for the header badge. */
    async count(owner: CartOwner): Promise<number> {
      return createCartRepository(db).countCopies(owner, 'cart');
    },

    /**
     * Adds copies of a book to a list; a line that already holds the book grows, up to the cap.
     * Two statements when nothing else touches the cart meanwhile (the usual case): the read, then
     * a write that applies only if the line is as read and no one holds the cart's lock. Otherwise
     * the add runs again in a transaction under the lock, as every other change does (five).
     */
    async add(owner: CartOwner, input: AddCartItemValues): Promise<CartItemResponse> {
      const cartType = input.cartType as CartType;
      const repo = createCartRepository(db);
      const plan = await planAdd(repo, owner, input, cartType);
      const written = await repo.writeLineIfUnchanged(owner, {
        bookId: input.bookId,
        cartType,
        read: plan.line,
        qty: plan.qty,
      });
      if (written) return addAnswer(input, cartType, { ...written, qty: plan.qty });
      return changeCart(owner, async (locked) => {
        // Nothing else changes this cart while it is locked: the read stays true until commit.
        const { line, qty, others } = await planAdd(locked, owner, input, cartType);
        if (line) await locked.setQty(owner, line.id, qty);
        const id = line ? line.id : await locked.insertLine(owner, input.bookId, qty, cartType);
        return addAnswer(input, cartType, { id, qty, others });
      });
    },

    /** Sets a line's quantity: 1 up to the stock for available books, 1 to 10 otherwise. */
    async update(owner: CartOwner, id: number, qty: number): Promise<CartItemResponse> {
      return changeCart(owner, async (repo) => {
        const line = await repo.findLine(owner, id);
        if (!line) throw new NotFoundError(CART_MESSAGES.notFound);
        const result = cartQuantity({ mode: 'set', qty }, line.book);
        if (!result.ok) throw quantityRefused(result.message);
        if (result.qty !== line.qty) await repo.setQty(owner, id, result.qty);
        return itemAnswer(repo, owner, CART_MESSAGES.updated, {
          cart_item_id: id,
          Book_Id: line.bookId,
          cart_qty: result.qty,
          cartType: line.cartType,
        });
      });
    },

    async remove(owner: CartOwner, id: number): Promise<CartItemDeletedResponse> {
      return changeCart(owner, async (repo) => {
        if (!(await repo.deleteLine(owner, id))) throw new NotFoundError(CART_MESSAGES.notFound);
        return {
          success: true,
          message: CART_MESSAGES.deleted,
          data: { totalCartCount: await repo.countCopies(owner) },
        };
      });
    },

    /** Moves a line to another list (wish list, saved for later, back to the cart). */
    async move(owner: CartOwner, id: number, cartType: CartType): Promise<CartItemResponse> {
      return changeCart(owner, async (repo) => {
        const line = await repo.findLine(owner, id);
        if (!line) throw new NotFoundError(CART_MESSAGES.notFound);
        const cartItem = await moveLine(repo, owner, line, { owner, cartType });
        return itemAnswer(repo, owner, CART_MESSAGES.moved, cartItem);
      });
    },

    /** Moves every line of the order cart to the wish list or to saved for later. */
    async moveCart(owner: CartOwner, cartType: Exclude<CartType, 'cart'>): Promise<CartCheckoutResponse> {
      return changeCart(owner, async (repo) => {
        const lines = await repo.allLines(owner, 'cart');
        for (const line of lines) await moveLine(repo, owner, line, { owner, cartType });
        return {
          success: true,
          message: CART_MESSAGES.checkoutMoved,
          data: { moved: lines.length, totalCartCount: await repo.countCopies(owner) },
        };
      });
    },
  };
}

export type CartService = ReturnType<typeof createCartService>;
