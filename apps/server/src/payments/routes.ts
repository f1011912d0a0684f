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
import { routeDocs } from '../openapi/route-docs.js';
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
export async function paymentsRoutes(app: FastifyInstance, opts: { payments: PaymentsService }) {
  const { payments } = opts;
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.post(
    '/api/payments/intent/add-method',
    {
      schema: routeDocs({
        summary: 'Start adding a card with the payment provider',
        tags: ['payments'],
        body: addMethodIntentSchema,
      }),
    },
    async (request) => {
      requireShopper(request);
      const values = validateBody(addMethodIntentSchema, request.body);
      return (await payments.createAddMethodIntent(values)) satisfies AddMethodIntentResponse;
    },
  );

  app.post(
    '/api/payments/refund-add-method-fee',
    {
      schema: routeDocs({
        summary: 'Refund the verification charge of an added card',
        tags: ['payments'],
        body: refundAddMethodFeeSchema,
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
        ...routeDocs({ summary: 'The saved cards of the shopper', tags: ['payments'] }),
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
    { schema: { ...routeDocs({ summary: 'Delete a saved card', tags: ['payments'] }), params: tokenParams } },
    async (request) => {
      const auth = requireShopper(request);
      await payments.delete(auth, request.params.token);
      return { success: true, message: 'Card removed.' } satisfies DeletePaymentMethodResponse;
    },
  );
}
