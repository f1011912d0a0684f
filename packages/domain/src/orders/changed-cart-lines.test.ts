import { describe, expect, it } from 'vitest';
import {
  type CurrentCartLine,
  cartChangedMessage,
  changedCartLines,
  outOfStockMessage,
} from './changed-cart-lines.js';

const line = (over: Partial<CurrentCartLine> = {}): CurrentCartLine => ({
  Book_Id: 1,
  BOOK_TITLE: 'Dune',
  PAK_PRICE: 1000,
  Discount: 10,
  availabilityStatus: 'available',
  cart_qty: 1,
  ...over,
});

describe('changedCartLines', () => {
  it('finds nothing when every line is as shown', () => {
    expect(changedCartLines([line()], [line()])).toEqual([]);
  });

  it('names lines whose price, discount, status or quantity changed, and lines never shown', () => {
    const current = [
      line({ Book_Id: 1, PAK_PRICE: 1100 }),
      line({ Book_Id: 2, Discount: 0 }),
      line({ Book_Id: 3, availabilityStatus: 'out_of_stock' }),
      line({ Book_Id: 4, cart_qty: 2 }),
      line({ Book_Id: 5 }),
      line({ Book_Id: 6 }),
    ];
    const shown = [1, 2, 3, 4, 6].map((Book_Id) => line({ Book_Id }));
    expect(changedCartLines(current, shown).map((l) => l.Book_Id)).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('messages', () => {
  it('name the books', () => {
    expect(cartChangedMessage(['Dune', 'Emma'])).toBe(
      'The price or stock of "Dune", "Emma" changed since you opened checkout. Please review your cart and place the order again.',
    );
    expect(outOfStockMessage('Dune', 0)).toBe(
      'Sorry, "Dune" has just sold out. Please remove it from your cart and try again.',
    );
    expect(outOfStockMessage('Dune', 2)).toBe(
      'Sorry, only 2 copies of "Dune" are left. Please change the quantity and try again.',
    );
  });
});
