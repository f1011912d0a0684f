import type { FastifyReply, FastifyRequest } from 'fastify';

/*
 * The shopper's session for rendering their own pages (the cart) on the server. The web app keeps
 * its token in local storage and sends it as a bearer token to the API; a page request cannot
 * carry that, so the server also hands the same token out as this cookie when it issues one
 * (guest token, login, registration) and clears it on logout. The cookie is only ever read to
 * render a GET page for the browser that holds it: the API never takes it as a credential, so a
 * cross-site form or fetch gains nothing from it (and SameSite=Lax keeps it off cross-site
 * subrequests anyway). HttpOnly keeps it from scripts; pages rendered from it are no-store.
 */

/** The cookie's name. */
export const PAGE_SESSION_COOKIE = 'bookshop_session';

/** As long as an idle guest token lives before it is swept (sweep: 30 days). */
const MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/** Our tokens are base64url; anything else in the cookie is ignored rather than looked up. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{32,128}$/;

function attributes(request: FastifyRequest, maxAge: number): string {
  // Secure where the browser reached us over https (behind a trusted proxy too); a plain-http
  // development start on localhost would otherwise never get the cookie back.
  const secure = request.protocol === 'https' ? '; Secure' : '';
  return `Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure}`;
}

/** Gives the browser the token it was just issued as the page-session cookie too. */
export function setPageSession(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.header('set-cookie', `${PAGE_SESSION_COOKIE}=${token}; ${attributes(request, MAX_AGE_SECONDS)}`);
}

/** Removes the page-session cookie (logout, a deleted account). */
export function clearPageSession(request: FastifyRequest, reply: FastifyReply): void {
  reply.header('set-cookie', `${PAGE_SESSION_COOKIE}=; ${attributes(request, 0)}`);
}

/** The token in a request's page-session cookie, or null when there is none worth looking up. */
export function pageSessionToken(cookieHeader: string | undefined): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const at = part.indexOf('=');
    if (at === -1 || part.slice(0, at).trim() !== PAGE_SESSION_COOKIE) continue;
    const value = part.slice(at + 1).trim();
    return TOKEN_SHAPE.test(value) ? value : null;
  }
  return null;
}
