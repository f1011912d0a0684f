import type {
  CancelDemandResponse,
  CancelOrderResponse,
  OrderConfirmationResponse,
  OrdersResponse,
  PayUsingTokenResponse,
} from '@bookshop/domain';
import {
  cancelDemandSchema,
  paymentStatusSchema,
  payUsingTokenSchema,
  placeOrderSchema,
} from '@bookshop/validation';
import type { FastifyInstance } from 'fastify';
import { validateBody } from '../accounts/validate-body.js';
import { requireShopper } from '../auth/request-auth.js';
import { giftCardGuessLimitWhenCode } from '../gift-cards/guess-limit.js';
import { requestLanguage } from '../lib/request-language.js';
import { ERROR, routeDocs, UNPROCESSABLE } from '../openapi/route-docs.js';
import { readIdempotencyKey } from './idempotency.js';
import { CartChangedError, type PlaceOrder } from './place-order.js';
import type { OrdersService } from './service.js';

const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } },
} as const;

const orderIdQuery = {
  type: 'object',
  required: ['orderId'],
  properties: { orderId: { type: 'integer', minimum: 1, maximum: 2147483647 } },
} as const;

/** `Idempotency-Key` of place-order: the same key makes a retry safe (the same answer, never a second order). */
const IDEMPOTENCY_KEY_HEADER = {
  type: 'object',
  required: ['Idempotency-Key'],
  properties: {
    'Idempotency-Key': {
      type: 'string',
      minLength: 8,
      maxLength: 200,
      pattern: '^[\\x21-\\x7e]+$',
      description:
        'A new random value (a UUID) for each order the shopper places, kept until an answer arrives: a retry with the same key and body gets the same answer and never a second order; the same key with another body is a 422.',
      example: '6f1c2a1e-52a4-4a8e-9a57-2f0f5d7c9b31',
    },
  },
} as const;

/** A cash-on-delivery order as a script sends it: no shown lines, so the cart is priced as it stands. */
const PLACE_ORDER_EXAMPLE = {
  email: 'ayesha@example.pk',
  subscribeToNewsLetter: false,
  address_id: 12,
  billing_address_id: 12,
  payment_option: 4,
  gift_wrap: 0,
  invoice_not_submit: 1,
  special_instruction: 'Please call before delivery.',
};

/** Placing orders, the orders list, confirmation, cancelling and payment status. All private. */
export async function ordersRoutes(
  app: FastifyInstance,
  opts: { placeOrder: PlaceOrder; orders: OrdersService },
) {
  const { placeOrder, orders } = opts;
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.post(
    '/api/cart/place-order',
    {
      schema: routeDocs({
        operationId: 'placeOrder',
        summary: 'Place the order of the cart (Idempotency-Key required)',
        description:
          "Orders the shopper's cart as the server prices it. `shown_lines` (the lines as the shopper saw them) is optional: when sent, the order is refused with 409 if any price, discount, stock state or quantity changed since; when left out, the cart is priced as it stands and the answer says `priced_as_is: true`. Cash on delivery and gift-card orders are placed at once; a card is charged before the answer (402 when declined); JazzCash and Easypaisa answer a `redirectUrl` to approve the payment at.",
        tags: ['checkout'],
        security: 'shopper',
        body: placeOrderSchema,
        bodyExample: PLACE_ORDER_EXAMPLE,
        documentedHeaders: IDEMPOTENCY_KEY_HEADER,
        responses: {
          200: {
            body: 'PlaceOrderResponse',
            description: 'Placed (or, for a wallet, waiting for approval at `redirectUrl`).',
            example: { success: true, data: { order: { id: 1042 }, redirectUrl: null, priced_as_is: true } },
          },
          402: {
            body: 'PaymentDeclinedResponse',
            description: 'The card was declined: the order exists as payment_failed.',
          },
          409: {
            body: ['CartChangedResponse', ERROR],
            description:
              'Books changed since the cart was shown (`changedBooks`), the same key is still being answered, the cart waits for a payment, or the order was cancelled.',
          },
          422: UNPROCESSABLE,
          429: ERROR,
        },
      }),
      // An order with a gift card code is a code guess too: it shares that rate limit.
      preHandler: giftCardGuessLimitWhenCode(app),
    },
    async (request, reply) => {
      const auth = requireShopper(request);
      const key = readIdempotencyKey(request.headers['idempotency-key']);
      try {
        const answer = await placeOrder(auth, key, request.body, requestLanguage(request));
        return reply.status(answer.status).send(answer.body);
      } catch (error) {
        if (error instanceof CartChangedError) return reply.status(409).send(error.body);
        throw error;
      }
    },
  );

  app.post<{ Querystring: { orderId: number } }>(
    '/api/cart/order-confirmation',
    {
      schema: {
        ...routeDocs({
          operationId: 'orderConfirmation',
          summary: 'The confirmation of a placed order',
          tags: ['checkout'],
          security: 'shopper',
          responses: { 200: 'OrderConfirmationResponse', 404: ERROR },
        }),
        querystring: orderIdQuery,
      },
    },
    async (request) => {
      const auth = requireShopper(request);
      const data = await orders.confirmation(auth, request.query.orderId);
      return { success: true, data } satisfies OrderConfirmationResponse;
    },
  );

  app.get(
    '/api/orders',
    {
      schema: routeDocs({
        operationId: 'listOrders',
        summary: "The shopper's orders",
        tags: ['checkout'],
        security: 'shopper',
        responses: { 200: 'OrdersResponse' },
      }),
    },
    async (request) => {
      const auth = requireShopper(request);
      return { success: true, data: { orders: await orders.list(auth) } } satisfies OrdersResponse;
    },
  );

  app.put<{ Params: { id: number } }>(
    '/api/orders/:id/cancel-order',
    {
      schema: {
        ...routeDocs({
          operationId: 'cancelOrder',
          summary: 'Cancel an order while it may still be cancelled',
          tags: ['checkout'],
          security: 'shopper',
          responses: { 200: 'CancelOrderResponse', 404: ERROR, 409: ERROR, 503: ERROR },
        }),
        params: idParams,
      },
    },
    async (request) => {
      const auth = requireShopper(request);
      const { order, message } = await orders.cancel(auth, request.params.id);
      return { success: true, message, data: { order } } satisfies CancelOrderResponse;
    },
  );

  app.post<{ Params: { id: number } }>(
    '/api/orders/:id/cancel-demand',
    {
      schema: {
        ...routeDocs({
          operationId: 'demandOrderCancel',
          summary: 'Ask the shop to cancel a shipped order (stored once, e-mailed to the shop)',
          tags: ['checkout'],
          security: 'shopper',
          body: cancelDemandSchema,
          responses: {
            200: { body: 'CancelDemandResponse', description: 'The request had already been sent.' },
            201: 'CancelDemandResponse',
            404: ERROR,
            409: ERROR,
            422: UNPROCESSABLE,
          },
        }),
        params: idParams,
      },
    },
    async (request, reply) => {
      const auth = requireShopper(request);
      const { reason } = validateBody(cancelDemandSchema, request.body);
      const { demand, created, message } = await orders.demandCancel(auth, request.params.id, reason);
      return reply
        .status(created ? 201 : 200)
        .send({ success: true, message, data: { demand } } satisfies CancelDemandResponse);
    },
  );

  app.post(
    '/api/payments/pay-using-token',
    {
      schema: routeDocs({
        operationId: 'payUsingToken',
        summary: 'Check that a saved card can pay the cart, and for how much',
        description:
          'Asks the payment provider whether the saved card can pay the total of the cart (with its bank discount if it has one left today), without moving money; the charge happens when the order is placed.',
        tags: ['payments'],
        security: 'shopper',
        body: payUsingTokenSchema,
        responses: { 200: 'PayUsingTokenResponse', 402: ERROR, 422: UNPROCESSABLE },
      }),
    },
    async (request) => {
      const auth = requireShopper(request);
      const values = validateBody(payUsingTokenSchema, request.body);
      const data = await orders.payUsingToken(auth, values);
      return { success: true, message: 'Card accepted.', data } satisfies PayUsingTokenResponse;
    },
  );

  app.post(
    '/api/payments/payment-status',
    {
      schema: routeDocs({
        operationId: 'paymentStatus',
        summary: 'The outcome of a wallet payment',
        tags: ['payments'],
        security: 'shopper',
        body: paymentStatusSchema,
        responses: { 200: 'PaymentStatusResponse', 404: ERROR, 422: UNPROCESSABLE },
      }),
    },
    async (request) => {
      const auth = requireShopper(request);
      const values = validateBody(paymentStatusSchema, request.body);
      return orders.paymentStatus(auth, values.orderId);
    },
  );
}
