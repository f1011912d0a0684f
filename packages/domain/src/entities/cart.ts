import type { ProductKind, StockStatus } from './book.js';

/**
 * Which list a cart line belongs to: the order cart, the wish list, or saved for later.
 * Moving a line between lists is `PUT /api/cart/move-cart-item/{cartItemId}/{cartType}`.
 */
export type CartType = 'cart' | 'wishlist' | 'later';

/** Every cart type. */
export const CART_TYPES: readonly CartType[] = ['cart', 'wishlist', 'later'];

/** One line of a cart, wish list or saved-for-later list. */
export interface CartLine {
  cart_item_id: number;
  Book_Id: number;
  BOOK_TITLE: string;
  authorName: string;
  /** List price in rupees; null when the book has no price yet. */
  PAK_PRICE: number | null;
  /** The book's own discount, in percent. */
  Discount: number;
  cart_qty: number;
  /** Cover image name; the file is `images/{picname}.webp`. */
  picname: string;
  availabilityStatus: StockStatus;
  /** Needed because bank-card discounts skip everything that is not a book. */
  kind: ProductKind;
  /**
   * The most copies this line may hold (the domain's `maxCartQuantity`: the stock of an available
   * book, else 10), so a quantity control offers only what the server accepts. Sent by the server.
   */
  maxQty?: number;
}
