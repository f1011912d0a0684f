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

/**
 * The cart's rules over its repository: every change runs in a transaction that first locks the
 * shopper's cart, so concurrent changes from two tabs apply one after the other and none is lost.
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

    /** Adds copies of a book to a list; a line that already holds the book grows, up to the cap. */
    async add(owner: CartOwner, input: AddCartItemValues): Promise<CartItemResponse> {
      const cartType = input.cartType as CartType;
      return changeCart(owner, async (repo) => {
        // The book, the line and the cart's copies in one read; the lock keeps them true until commit.
        const found = await repo.findForAdd(owner, input.bookId, cartType);
        if (!found) throw new NotFoundError(CART_MESSAGES.bookNotFound);
        const existing = found.line;
        const result = cartQuantity({ mode: 'add', qty: input.qty, current: existing?.qty ?? 0 }, found.book);
        if (!result.ok) throw quantityRefused(result.message);
        let id: number;
        if (existing) {
          id = existing.id;
          await repo.setQty(owner, id, result.qty);
        } else {
          id = await repo.insertLine(owner, input.bookId, result.qty, cartType);
        }
        // Nothing else changes this cart while it is locked: the count follows from the read.
        const added = cartType === 'cart' ? result.qty - (existing?.qty ?? 0) : 0;
        return {
          success: true,
          message: ADDED_MESSAGE[cartType],
          data: {
            cartItem: { cart_item_id: id, Book_Id: input.bookId, cart_qty: result.qty, cartType },
            totalCartCount: found.cartCopies + added,
          },
        } satisfies CartItemResponse;
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
