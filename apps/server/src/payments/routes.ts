import type {
  AddMethodIntentResponse,
  DeletePaymentMethodResponse,
  PaymentMethodsResponse,
  RefundAddMethodFeeResponse,
} from '@bookshop/domain';
import { addMethodIntentSchema, refundAddMethodFeeSchema } from '@bookshop/validation';
import type { FastifyInstance } from 'fastify';
import { validateBody } from '../accounts/validate-body.js';
import { requireShopper } from '../auth/request-auth.js';
import { ERROR, routeDocs, UNPROCESSABLE } from '../openapi/route-docs.js';
import { type CardIntentLimits, cardIntentLimit } from './intent-limit.js';
import type { PaymentsService } from './service.js';

const tokenParams = {
  type: 'object',
  required: ['token'],
  properties: { token: { type: 'string', minLength: 1, maxLength: 200 } },
} as const;

const methodsQuery = {
  type: 'object',
  properties: { email: { type: 'string', maxLength: 254 } },
} as const;

/** The shop's card routes (spec section 7). None of them takes a card number. */
export async function paymentsRoutes(
  app: FastifyInstance,
  opts: { payments: PaymentsService; intentLimits: CardIntentLimits },
) {
  const { payments } = opts;
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.post(
    '/api/payments/intent/add-method',
    {
      onRequest: cardIntentLimit(app, opts.intentLimits),
      schema: routeDocs({
        summary: 'Start adding a card with the payment provider',
        description:
          'The clientSecret in the answer is the only proof this browser asked for the intent: saving the card and paying a gift card with it need it beside the id. Limited per shopper and per address (429 with Retry-After).',
        operationId: 'addMethodIntent',
        tags: ['payments'],
        security: 'shopper',
        body: addMethodIntentSchema,
        responses: { 200: 'AddMethodIntentResponse', 422: UNPROCESSABLE, 429: ERROR },
      }),
    },
    async (request) => {
      const auth = requireShopper(request);
      const values = validateBody(addMethodIntentSchema, request.body);
      return (await payments.createAddMethodIntent(auth, values)) satisfies AddMethodIntentResponse;
    },
  );

  app.post(
    '/api/payments/refund-add-method-fee',
    {
      schema: routeDocs({
        summary: 'Refund the verification charge of an added card and save the card',
        description:
          'Only for the shopper who asked for the intent, with its clientSecret; anything else is answered 422 as an unknown intent.',
        operationId: 'refundAddMethodFee',
        tags: ['payments'],
        security: 'shopper',
        body: refundAddMethodFeeSchema,
        responses: { 200: 'RefundAddMethodFeeResponse', 422: UNPROCESSABLE },
      }),
    },
    async (request) => {
      const auth = requireShopper(request);
      const values = validateBody(refundAddMethodFeeSchema, request.body);
      const paymentMethod = await payments.refundAddMethodFee(auth, values);
      return {
        success: true,
        message: 'Card saved.',
        data: { paymentMethod },
      } satisfies RefundAddMethodFeeResponse;
    },
  );

  app.get<{ Querystring: { email?: string } }>(
    '/api/payments/payment-methods',
    {
      schema: {
        ...routeDocs({
          operationId: 'listPaymentMethods',
          summary: 'The saved cards of the shopper',
          tags: ['payments'],
          security: 'shopper',
          responses: { 200: 'PaymentMethodsResponse' },
        }),
        querystring: methodsQuery,
      },
    },
    async (request) => {
      const auth = requireShopper(request);
      const email = request.query.email?.trim().toLowerCase();
      const paymentMethods = await payments.list(auth, email || undefined);
      return { success: true, data: { paymentMethods } } satisfies PaymentMethodsResponse;
    },
  );

  app.delete<{ Params: { token: string } }>(
    '/api/payments/method/:token',
    {
      schema: {
        ...routeDocs({
          operationId: 'deletePaymentMethod',
          summary: 'Delete a saved card',
          tags: ['payments'],
          security: 'shopper',
          responses: { 200: 'DeletePaymentMethodResponse', 404: ERROR },
        }),
        params: tokenParams,
      },
    },
    async (request) => {
      const auth = requireShopper(request);
      await payments.delete(auth, request.params.token);
      return { success: true, message: 'Card removed.' } satisfies DeletePaymentMethodResponse;
    },
  );
}
