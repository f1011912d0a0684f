import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { anonymousWriteLimit } from '../security/anonymous-write-limit.js';

/**
 * The one budget every gift card code guess shares, whichever route takes it (checking a code,
 * placing an order with one): ANON_WRITES_PER_MINUTE per address, then 429.
 */
export const GIFT_CARD_GUESS_LIMIT = 'gift-card-code';

type Limiter = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

// One limiter per shop. The counts are keyed by the budget's name (rate-limit-store.ts), in
// Redis and in process alike, so the routes share the budget either way; one limiter keeps it
// obviously so. Keyed by the shop's HTTP server, which every plugin context of one app has in common.
const limiters = new WeakMap<object, Limiter>();

/** `onRequest` hook of the routes that only take codes. */
export function giftCardGuessLimit(app: FastifyInstance): Limiter {
  let limiter = limiters.get(app.server);
  if (!limiter) {
    limiter = anonymousWriteLimit(app, GIFT_CARD_GUESS_LIMIT) as unknown as Limiter;
    limiters.set(app.server, limiter);
  }
  return limiter;
}

/**
 * A `preHandler` for a route whose body may carry a `gift_card_code` (place-order): a request
 * with a code counts against {@link GIFT_CARD_GUESS_LIMIT}, one without costs nothing.
 */
export function giftCardGuessLimitWhenCode(app: FastifyInstance) {
  const limit = giftCardGuessLimit(app);
  return async function limitCodeGuesses(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const body = request.body as { gift_card_code?: unknown } | null | undefined;
    if (typeof body?.gift_card_code === 'string' && body.gift_card_code.trim() !== '') {
      await limit(request, reply);
    }
  };
}
