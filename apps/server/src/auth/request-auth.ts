import { TOKEN_INVALID_ERROR, TOKEN_MISSING_ERROR, type User } from '@bookshop/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { toUser } from '../accounts/repository.js';
import { AUTH_CHANGES_CHANNEL, listenToOwnChanges } from '../db/change-channels.js';
import type { Database, DatabaseHandle } from '../db/client.js';
import { HttpError } from '../lib/errors.js';
import { markPrivate } from '../security/security-headers.js';
import { createAuthRepository } from './repository.js';
import { createTokenCache, type TokenCache } from './token-cache.js';
import { hashSecret } from './tokens.js';

export interface UserAuth {
  kind: 'user';
  user: User;
  tokenId: number;
}

export interface GuestAuth {
  kind: 'guest';
  tokenId: number;
}

/** Who is asking: a logged-in user, a guest with a guest token, or nobody (null). */
export type RequestAuth = UserAuth | GuestAuth;

declare module 'fastify' {
  interface FastifyRequest {
    /** Resolved from `Authorization: Bearer …` before any /api/ handler runs. */
    auth: RequestAuth | null;
  }
}

/** The web app treats exactly this text as "not logged in" and stays silent (spec section 8). */
export const TOKEN_MISSING = TOKEN_MISSING_ERROR;
/** The web app's session seam forgets a user session, or renews a guest token, on this text. */
export const TOKEN_INVALID = TOKEN_INVALID_ERROR;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Our tokens are 32 bytes in base64url; anything else is not worth a database lookup. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{32,128}$/;

/** The bearer token of a request, or null when the header is absent or empty. */
export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(.*)$/i.exec(header.trim());
  const token = match ? (match[1] ?? '').trim() : header.trim();
  return token === '' ? null : token;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Live tokens in memory (token-cache.ts); its stats for the bench and for tests. */
    tokenCache: TokenCache;
  }
}

/**
 * Resolves `request.auth` for every /api/ request. A wrong or expired token leaves it null
 * rather than failing the request: browsing and logging in must work with a stale token in
 * local storage, and routes that need a user say so with {@link requireUser}. A token found live
 * is kept in memory (token-cache.ts) until the database announces a change to it or its user.
 */
export async function registerAuth(app: FastifyInstance, database: DatabaseHandle): Promise<void> {
  const tokens = createAuthRepository(database.db);
  const cache = createTokenCache();
  const stopListening = await listenToOwnChanges(database, AUTH_CHANGES_CHANNEL, (change) =>
    cache.changed(change),
  );
  app.addHook('onClose', async () => {
    cache.close();
    await stopListening();
  });
  app.decorate('tokenCache', cache);
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const token = bearerToken(request.headers.authorization);
    if (!token || !TOKEN_SHAPE.test(token)) return;
    const tokenHash = hashSecret(token);
    let live = cache.get(tokenHash);
    if (!live) {
      const since = cache.epoch();
      live = (await tokens.findLiveToken(tokenHash)) ?? undefined;
      if (!live) return;
      cache.set(tokenHash, live, since);
    }
    if (live.kind === 'guest' && Date.now() - live.lastUsedAt.getTime() > DAY_MS) {
      // Keeps a guest in use from being swept as idle; a failure here must not fail the request.
      tokens
        .touchToken(live.tokenId)
        .catch((err: unknown) => request.log.warn({ err }, 'guest token touch failed'));
    }
    request.auth =
      live.kind === 'user' && live.user
        ? { kind: 'user', user: toUser(live.user), tokenId: live.tokenId }
        : { kind: 'guest', tokenId: live.tokenId };
  });
}

/**
 * The shopper a token belongs to, for a request that cannot carry `Authorization` (the e-gift
 * card's plain form post sends it as a form field); null for a wrong, expired or revoked token.
 */
export async function shopperOfToken(db: Database, token: string): Promise<RequestAuth | null> {
  if (!TOKEN_SHAPE.test(token)) return null;
  const live = await createAuthRepository(db).findLiveToken(hashSecret(token));
  if (!live) return null;
  return live.kind === 'user' && live.user
    ? { kind: 'user', user: toUser(live.user), tokenId: live.tokenId }
    : { kind: 'guest', tokenId: live.tokenId };
}

function unauthorized(request: FastifyRequest): HttpError {
  const presented = bearerToken(request.headers.authorization) !== null;
  return new HttpError(401, presented ? TOKEN_INVALID : TOKEN_MISSING);
}

/**
 * The logged-in user, or a 401. A guest token carries no account rights; it is answered as a
 * missing user token, because the web app sends its guest token whenever nobody is logged in and
 * must then stay silent, as it does for a missing token.
 */
export function requireUser(request: FastifyRequest): UserAuth {
  markPrivate(request);
  const auth = request.auth;
  if (auth?.kind === 'user') return auth;
  throw auth?.kind === 'guest' ? new HttpError(401, TOKEN_MISSING) : unauthorized(request);
}

/** A user or a guest: someone with a cart and addresses of their own. */
export function requireShopper(request: FastifyRequest): RequestAuth {
  markPrivate(request);
  if (!request.auth) throw unauthorized(request);
  return request.auth;
}
