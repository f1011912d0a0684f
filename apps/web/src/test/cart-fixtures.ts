import type { CartLine, OrderCartResponse } from '@bookshop/domain';
import { cartSummary } from '@bookshop/domain';

// Cart lines and answers for the cart and checkout tests (features do not import each other).

export const available: CartLine = {
  cart_item_id: 11,
  Book_Id: 1,
  BOOK_TITLE: 'The Reluctant Fundamentalist',
  authorName: 'Mohsin Hamid',
  PAK_PRICE: 1000,
  Discount: 10,
  cart_qty: 2,
  picname: 'reluctant-fundamentalist',
  availabilityStatus: 'available',
  kind: 'book',
  maxQty: 5,
};

export const preOrder: CartLine = {
  ...available,
  cart_item_id: 12,
  Book_Id: 2,
  BOOK_TITLE: 'Ice Candy Man',
  authorName: 'Bapsi Sidhwa',
  PAK_PRICE: 1495,
  Discount: 0,
  cart_qty: 1,
  availabilityStatus: 'pre_order',
  maxQty: 10,
};

/**
 * The book: Rs. 1,000 with its own 5% off (Rs. 950). A 10% bank card (Rs. 100 a copy)
 * replaces the own discount, so it saves Rs. 50 beyond it: the order is 900 + 150 shipping.
 */
export const ownFivePercent: CartLine = {
  ...available,
  cart_item_id: 13,
  Book_Id: 3,
  BOOK_TITLE: 'Moth Smoke',
  PAK_PRICE: 1000,
  Discount: 5,
  cart_qty: 1,
};

/** Out of stock: ordered as a backorder, with the on-demand fee. */
export const outOfStock: CartLine = {
  ...available,
  cart_item_id: 14,
  Book_Id: 4,
  BOOK_TITLE: 'Basti',
  authorName: 'Intizar Husain',
  PAK_PRICE: 800,
  Discount: 0,
  cart_qty: 1,
  availabilityStatus: 'out_of_stock',
};

/** A list answer as the server builds it: the lines in their groups and the domain's summary. */
export function listAnswer(lines: readonly CartLine[]): OrderCartResponse {
  const of = (status: CartLine['availabilityStatus']) => lines.filter((l) => l.availabilityStatus === status);
  return {
    availableBooks: of('available'),
    outOfStockBooks: of('out_of_stock'),
    preOrderBooks: of('pre_order'),
    onDemandBooks: of('on_demand'),
    summary: cartSummary(lines),
  };
}
