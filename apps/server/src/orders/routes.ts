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
import { routeDocs } from '../openapi/route-docs.js';
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
        summary: 'Place the order of the cart (Idempotency-Key required)',
        tags: ['checkout'],
        body: placeOrderSchema,
      }),
      // An order with a gift card code is a code guess too: it shares that rate limit.
      preHandler: giftCardGuessLimitWhenCode(app),
    },
    async (request, reply) => {
      const auth = requireShopper(request);
      const key = readIdempotencyKey(request.headers['idempotency-key']);
      try {
        const answer = await placeOrder(auth, key, request.body);
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
        ...routeDocs({ summary: 'The confirmation of a placed order', tags: ['checkout'] }),
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
    { schema: routeDocs({ summary: "The shopper's orders", tags: ['checkout'] }) },
    async (request) => {
      const auth = requireShopper(request);
      return { success: true, data: { orders: await orders.list(auth) } } satisfies OrdersResponse;
    },
  );

  app.put<{ Params: { id: number } }>(
    '/api/orders/:id/cancel-order',
    {
      schema: {
        ...routeDocs({ summary: 'Cancel an order while it may still be cancelled', tags: ['checkout'] }),
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
          summary: 'Ask the shop to cancel a shipped order (stored once, e-mailed to the shop)',
          tags: ['checkout'],
          body: cancelDemandSchema,
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
        summary: 'Pay an order with a saved card',
        tags: ['payments'],
        body: payUsingTokenSchema,
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
        summary: 'The outcome of a wallet payment',
        tags: ['payments'],
        body: paymentStatusSchema,
      }),
    },
    async (request) => {
      const auth = requireShopper(request);
      const values = validateBody(paymentStatusSchema, request.body);
      return orders.paymentStatus(auth, values.orderId);
    },
  );
}
