import {
  GIFT_CARD_API_PATHS,
  GIFT_CARD_PAYMENT_FIELD,
  type GiftCardCheckResponse,
  type GiftCardReceiptResponse,
} from '@bookshop/domain';
import { giftCardCodeSchema, giftCardPurchaseSchema } from '@bookshop/validation';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requireShopper } from '../auth/request-auth.js';
import { HttpError } from '../lib/errors.js';
import { requestLanguage } from '../lib/request-language.js';
import { ERROR, routeDocs, UNPROCESSABLE } from '../openapi/route-docs.js';
import { anonymousWriteLimit } from '../security/anonymous-write-limit.js';
import { giftCardGuessLimit } from './guess-limit.js';
import { type GiftCardsService, giftCardFormRefused } from './service.js';

const receiptQuery = {
  type: 'object',
  required: ['receipt'],
  properties: { receipt: { type: 'string', maxLength: 100 } },
} as const;

/** Buying e-gift cards (the spec's plain form post), reading the result, checking a code. */
export async function giftCardRoutes(app: FastifyInstance, opts: { giftCards: GiftCardsService }) {
  const { giftCards } = opts;
  // The purchase is a plain HTML form post (spec section 7); only this plugin's routes read it.
  // A field given twice stays a list, which the schema refuses, rather than the last one winning.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => {
      const fields = new Map<string, string | string[]>();
      for (const [name, value] of new URLSearchParams(body as string)) {
        const seen = fields.get(name);
        fields.set(name, seen === undefined ? value : [seen, value].flat());
      }
      done(null, Object.fromEntries(fields));
    },
  );
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  const purchaseLimit = anonymousWriteLimit(app, 'gift-card-purchase') as unknown as (
    request: FastifyRequest,
    reply: FastifyReply,
  ) => Promise<void>;

  app.post(
    GIFT_CARD_API_PATHS.purchase,
    {
      onRequest: async (request, reply) => {
        try {
          await purchaseLimit(request, reply);
        } catch (error) {
          // A browser's form post: too many purchases go back to the form with the reason, not
          // to a page of JSON. Nothing is charged.
          if (error instanceof HttpError && error.statusCode === 429) {
            return reply.redirect(
              giftCardFormRefused({ [GIFT_CARD_PAYMENT_FIELD]: [error.message] }, requestLanguage(request)),
              303,
            );
          }
          throw error;
        }
      },
      schema: routeDocs({
        operationId: 'buyGiftCard',
        summary: 'Buy an e-gift card (plain form post); answers 303 to the gift card page',
        description:
          "A browser's plain form post, `application/x-www-form-urlencoded`, paid with a card intent the page confirmed with the payment provider (`payment_intent_id` with its `client_secret`, and `shopper_token`, the token the intent was made with). Always answers 303 back to /gift-card: with `receipt=id.key` when paid, `failed=1` when the card payment failed, or `errors={field:[message]}` when the form was refused or too many purchases came from one address (nothing charged).",
        tags: ['payments'],
        body: giftCardPurchaseSchema,
        formBody: true,
        responses: {
          303: {
            description: 'Back to the gift card page with the result (`Location`).',
            headers: {
              Location: {
                type: 'string',
                description: 'The gift card page, with receipt, failed or errors.',
              },
            },
          },
        },
      }),
    },
    async (request, reply) =>
      reply.redirect(await giftCards.purchase(request.body, requestLanguage(request)), 303),
  );

  app.get<{ Querystring: { receipt: string } }>(
    '/api/gift-cards/receipt',
    {
      schema: {
        ...routeDocs({
          operationId: 'giftCardReceipt',
          summary: 'A bought e-gift card, for the result view',
          tags: ['payments'],
          responses: { 200: 'GiftCardReceiptResponse', 404: ERROR },
        }),
        querystring: receiptQuery,
      },
    },
    async (request) =>
      ({
        success: true,
        data: { giftCard: await giftCards.receipt(request.query.receipt) },
      }) satisfies GiftCardReceiptResponse,
  );

  app.post(
    GIFT_CARD_API_PATHS.check,
    {
      onRequest: giftCardGuessLimit(app),
      schema: routeDocs({
        operationId: 'checkGiftCard',
        summary: 'Whether a gift card code can be redeemed, and its value',
        tags: ['checkout'],
        security: 'shopper',
        body: giftCardCodeSchema,
        responses: { 200: 'GiftCardCheckResponse', 422: UNPROCESSABLE, 429: ERROR },
      }),
    },
    async (request) => {
      requireShopper(request);
      return { success: true, data: await giftCards.check(request.body) } satisfies GiftCardCheckResponse;
    },
  );
}
