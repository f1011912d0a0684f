import { CART_QUANTITY_MESSAGES, CART_TYPES, type CartType } from '@bookshop/domain';
import { type InferType, mixed, number, object } from 'yup';

/** Largest id the database holds (int4). */
const MAX_ID = 2_147_483_647;

/**
 * A quantity: a whole number of at least 1. The upper bound depends on the book's stock, so the
 * server applies it with the domain's `cartQuantity` once it has read the book.
 */
function qty() {
  return number()
    .typeError(CART_QUANTITY_MESSAGES.atLeastOne)
    .integer(CART_QUANTITY_MESSAGES.atLeastOne)
    .min(1, CART_QUANTITY_MESSAGES.atLeastOne);
}

/** A book id: a whole number the database can hold. */
function bookId() {
  return number()
    .typeError('Invalid book id')
    .required('The book id field is required.')
    .integer('Invalid book id')
    .min(1, 'Invalid book id')
    .max(MAX_ID, 'Invalid book id');
}

/** Body of `POST /api/cart/add-cart-item`: a book, copies (1 by default) and a list ('cart' by default). */
export const addCartItemSchema = object({
  bookId: bookId(),
  qty: qty().default(1),
  cartType: mixed<CartType>().oneOf(CART_TYPES, 'Invalid cart type').default('cart'),
});

/** A valid add-to-cart body. */
export type AddCartItemValues = InferType<typeof addCartItemSchema>;

/** Body of `PUT /api/cart/update-cart-item/{cartItemId}`: the new quantity. */
export const updateCartItemSchema = object({
  qty: qty().required(CART_QUANTITY_MESSAGES.atLeastOne),
});

/** A valid quantity change. */
export type UpdateCartItemValues = InferType<typeof updateCartItemSchema>;

/** Body of `POST /api/recent-history`: the book just viewed. */
export const recordViewSchema = object({
  bookId: bookId(),
});
