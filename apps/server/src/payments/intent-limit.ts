import type { FastifyInstance, FastifyRequest } from 'fastify';
import { RetryLaterError } from '../lib/errors.js';
import { addressKey } from '../security/anonymous-write-limit.js';

/** How many card intents may be asked for in {@link CARD_INTENT_WINDOW_MS}. */
export interface CardIntentLimits {
  /** By one shopper: a user (whatever session) or one guest token. */
  perShopper: number;
  /** From one client address (IPv6 by /64), whichever shoppers it holds. */
  perAddress: number;
}

export const CARD_INTENT_WINDOW_MS = 10 * 60_000;

/** The wait in the words of the other limits ("42 seconds", "9 minutes"). */
function waitWords(seconds: number): string {
  if (seconds <= 90) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  return `${Math.ceil(seconds / 60)} minutes`;
}

function shopperKey(request: FastifyRequest): string {
  const auth = request.auth;
  if (!auth) return 'nobody';
  return auth.kind === 'user' ? `user:${auth.user.id}` : `guest:${auth.tokenId}`;
}

/**
 * An `onRequest` hook for `POST /api/payments/intent/add-method`. Every intent is a Rs. 10
 * verification charge with the provider; one guest token once asked for hundreds a minute. Past
 * either budget the answer is 429 with `Retry-After`, and no intent is made. Counted where the
 * other limits are (Redis when configured); a request without a shopper is left to the route's
 * own 401 and costs nothing.
 *
 * Both budgets are checked with `createRateLimit` rather than two `rateLimit` hooks, because
 * @fastify/rate-limit runs only the first of its hooks on a request.
 */
export function cardIntentLimit(app: FastifyInstance, limits: CardIntentLimits) {
  const byAddress = app.createRateLimit({
    max: limits.perAddress,
    timeWindow: CARD_INTENT_WINDOW_MS,
    keyGenerator: (request) => `card-intent-address:${addressKey(request.ip)}`,
  });
  const byShopper = app.createRateLimit({
    max: limits.perShopper,
    timeWindow: CARD_INTENT_WINDOW_MS,
    keyGenerator: (request) => `card-intent-shopper:${shopperKey(request)}`,
  });
  return async function limitCardIntents(request: FastifyRequest): Promise<void> {
    if (!request.auth) return;
    for (const limiter of [byAddress, byShopper]) {
      const counted = await limiter(request);
      if (!counted.isAllowed && counted.isExceeded) {
        const seconds = Math.max(1, counted.ttlInSeconds);
        throw new RetryLaterError(
          429,
          `Too many requests. Please try again in ${waitWords(seconds)}.`,
          seconds,
        );
      }
    }
  };
}
