import { CART_TYPES, type CartType } from '@bookshop/domain';
import { type InferType, mixed, number, object } from 'yup';
import { msg } from '../messages.js';

/** Largest id the database holds (int4). */
const MAX_ID = 2_147_483_647;

/**
 * A quantity: a whole number of at least 1. The upper bound depends on the book's stock, so the
 * server applies it with the domain's `cartQuantity` once it has read the book.
 */
const atLeastOne = msg('cart.quantityAtLeastOne');

function qty() {
  return number().typeError(atLeastOne).integer(atLeastOne).min(1, atLeastOne);
}

/** A book id: a whole number the database can hold. */
function bookId() {
  return number()
    .typeError(msg('cart.bookIdInvalid'))
    .required(msg('cart.bookIdRequired'))
    .integer(msg('cart.bookIdInvalid'))
    .min(1, msg('cart.bookIdInvalid'))
    .max(MAX_ID, msg('cart.bookIdInvalid'));
}

/** Body of `POST /api/cart/add-cart-item`: a book, copies (1 by default) and a list ('cart' by default). */
export const addCartItemSchema = object({
  bookId: bookId(),
  qty: qty().default(1),
  cartType: mixed<CartType>().oneOf(CART_TYPES, msg('cart.typeInvalid')).default('cart'),
});

/** A valid add-to-cart body. */
export type AddCartItemValues = InferType<typeof addCartItemSchema>;

/** Body of `PUT /api/cart/update-cart-item/{cartItemId}`: the new quantity. */
export const updateCartItemSchema = object({
  qty: qty().required(atLeastOne),
});

/** A valid quantity change. */
export type UpdateCartItemValues = InferType<typeof updateCartItemSchema>;

/** Body of `POST /api/recent-history`: the book just viewed. */
export const recordViewSchema = object({
  bookId: bookId(),
});
