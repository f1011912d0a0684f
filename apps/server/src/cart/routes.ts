import {
  CART_TYPES,
  type CartCheckoutResponse,
  type CartCountResponse,
  type CartItemDeletedResponse,
  type CartItemResponse,
  type CartType,
  type OrderCartResponse,
} from '@bookshop/domain';
import { addCartItemSchema, updateCartItemSchema } from '@bookshop/validation';
import type { FastifyInstance } from 'fastify';
import { validateBody } from '../accounts/validate-body.js';
import { requireShopper } from '../auth/request-auth.js';
import { HttpError } from '../lib/errors.js';
import { ERROR, routeDocs, UNPROCESSABLE } from '../openapi/route-docs.js';
import { cartOwnerOf } from './cart-owner.js';
import type { CartService } from './service.js';

const MAX_ID = 2_147_483_647;
/**
 * A line id as written in the path: digits only. Ajv's integer coercion lets `1e309` and
 * `Infinity` through as Infinity, so the id is matched as text and range-checked by {@link idOf}.
 */
const lineId = { type: 'string', pattern: '^[1-9][0-9]{0,9}$' } as const;

/** The id of a path that passed {@link lineId}; past the database's range it is a 400 too. */
function idOf(raw: string): number {
  const id = Number(raw);
  if (id > MAX_ID) throw new HttpError(400, 'Invalid id');
  return id;
}
const cartType = { type: 'string', enum: [...CART_TYPES] } as const;

const idParams = { type: 'object', required: ['id'], properties: { id: lineId } } as const;
const moveParams = {
  type: 'object',
  required: ['id', 'cartType'],
  properties: { id: lineId, cartType },
} as const;
const checkoutParams = {
  type: 'object',
  required: ['cartType'],
  // The order cart cannot be moved into itself: only the wish list and saved for later.
  properties: { cartType: { type: 'string', enum: ['wishlist', 'later'] } },
} as const;
const orderCartQuery = {
  type: 'object',
  properties: {
    web: { type: 'boolean' },
    cartType: { ...cartType, default: 'cart' },
    giftWrap: { type: 'boolean', default: false },
  },
} as const;

/**
 * The cart calls of spec section 7 plus our add call. Every answer is the shopper's own:
 * `requireShopper` marks it private, so the security headers make it `no-store`.
 */
export async function cartRoutes(app: FastifyInstance, opts: { cart: CartService }) {
  const { cart } = opts;

  app.get<{ Querystring: { cartType: CartType; giftWrap: boolean } }>(
    '/api/cart/order-cart',
    {
      schema: {
        ...routeDocs({
          operationId: 'orderCart',
          summary: 'The cart, wish list or saved-for-later lines by stock group',
          tags: ['cart'],
          security: 'shopper',
          responses: { 200: 'OrderCartResponse' },
        }),
        querystring: orderCartQuery,
      },
    },
    async (request) => {
      const owner = cartOwnerOf(requireShopper(request));
      return (await cart.view(
        owner,
        request.query.cartType,
        request.query.giftWrap,
      )) satisfies OrderCartResponse;
    },
  );

  app.get(
    '/api/cart/get-cart-total',
    {
      schema: routeDocs({
        operationId: 'cartCount',
        summary: 'How many items the cart holds',
        tags: ['cart'],
        security: 'shopper',
        responses: { 200: 'CartCountResponse' },
      }),
    },
    async (request) => {
      const owner = cartOwnerOf(requireShopper(request));
      return { data: { totalCartCount: await cart.count(owner) } } satisfies CartCountResponse;
    },
  );

  app.post(
    '/api/cart/add-cart-item',
    {
      schema: routeDocs({
        operationId: 'addCartItem',
        summary: 'Add a book to the cart, wish list or saved for later',
        tags: ['cart'],
        security: 'shopper',
        body: addCartItemSchema,
        bodyExample: { bookId: 42, qty: 1, cartType: 'cart' },
        responses: { 201: 'CartItemResponse', 404: ERROR, 422: UNPROCESSABLE },
      }),
    },
    async (request, reply) => {
      const owner = cartOwnerOf(requireShopper(request));
      const input = validateBody(addCartItemSchema, request.body);
      const answer = (await cart.add(owner, input)) satisfies CartItemResponse;
      return reply.status(201).send(answer);
    },
  );

  app.put<{ Params: { id: string } }>(
    '/api/cart/update-cart-item/:id',
    {
      schema: {
        ...routeDocs({
          operationId: 'updateCartItem',
          summary: 'Change the quantity of a cart line',
          tags: ['cart'],
          security: 'shopper',
          body: updateCartItemSchema,
          responses: { 200: 'CartItemResponse', 404: ERROR, 422: UNPROCESSABLE },
        }),
        params: idParams,
      },
    },
    async (request) => {
      const owner = cartOwnerOf(requireShopper(request));
      const { qty } = validateBody(updateCartItemSchema, request.body);
      return (await cart.update(owner, idOf(request.params.id), qty)) satisfies CartItemResponse;
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/api/cart/delete-cart-item/:id',
    {
      schema: {
        ...routeDocs({
          operationId: 'deleteCartItem',
          summary: 'Remove a cart line',
          tags: ['cart'],
          security: 'shopper',
          responses: { 200: 'CartItemDeletedResponse', 404: ERROR },
        }),
        params: idParams,
      },
    },
    async (request) => {
      const owner = cartOwnerOf(requireShopper(request));
      return (await cart.remove(owner, idOf(request.params.id))) satisfies CartItemDeletedResponse;
    },
  );

  app.put<{ Params: { id: string; cartType: CartType } }>(
    '/api/cart/move-cart-item/:id/:cartType',
    {
      schema: {
        ...routeDocs({
          operationId: 'moveCartItem',
          summary: 'Move a line to the cart, wish list or saved for later',
          tags: ['cart'],
          security: 'shopper',
          responses: { 200: 'CartItemResponse', 404: ERROR, 422: UNPROCESSABLE },
        }),
        params: moveParams,
      },
    },
    async (request) => {
      const owner = cartOwnerOf(requireShopper(request));
      return (await cart.move(
        owner,
        idOf(request.params.id),
        request.params.cartType,
      )) satisfies CartItemResponse;
    },
  );

  app.put<{ Params: { cartType: 'wishlist' | 'later' } }>(
    '/api/cart/checkout/:cartType',
    {
      schema: {
        ...routeDocs({
          operationId: 'moveCartTo',
          summary: 'Move every line of the cart to the wish list or to saved for later',
          description:
            'The Payment failed dialog\'s "Add Cart to Wish List" (`wishlist`) and "Save for Later" (`later`): the whole order cart moves to that list and the cart is left empty.',
          tags: ['cart'],
          security: 'shopper',
          responses: { 200: 'CartCheckoutResponse' },
        }),
        params: checkoutParams,
      },
    },
    async (request) => {
      const owner = cartOwnerOf(requireShopper(request));
      return (await cart.moveCart(owner, request.params.cartType)) satisfies CartCheckoutResponse;
    },
  );
}
