import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set when the answer depends on who asks (see {@link markPrivate}); it is then never stored. */
    privateAnswer: boolean;
  }
}

/** Nothing the shop does needs these browser features; a script slipped in gets none of them. */
export const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), bluetooth=(), interest-cohort=()';

/**
 * The answer to this request is about the person asking (it used their user or guest token), so
 * no browser or shared cache may keep it. `requireUser` and `requireShopper` call this; a route that
 * reads `request.auth` for an optional personal touch should too.
 */
export function markPrivate(request: FastifyRequest): void {
  request.privateAnswer = true;
}

/**
 * Security headers for every answer (API, index.html and assets alike), through @fastify/helmet:
 * - a Content-Security-Policy for the single-page app: scripts, styles, fonts and API calls from
 *   the shop itself only, no inline script (the server injects only a title, a description and a
 *   canonical link into index.html, never a script), no plugins, no framing by anyone;
 * - `X-Content-Type-Options: nosniff`, `Referrer-Policy: strict-origin-when-cross-origin`, a
 *   Permissions-Policy that turns off what the shop never uses;
 * - HSTS for a year only when the shop's public address is https, so a plain-http development
 *   start on localhost never pins the browser to https.
 *
 * And `Cache-Control: no-store` on every private answer: any /api answer that set no caching
 * of its own (writes, errors, personal reads) and any answer that used the caller's token, even
 * where the route set a public cache header.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: { https: boolean },
): Promise<void> {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(options.https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    hsts: options.https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    // Covers come from the shop itself; nothing cross-origin is embedded that would need these.
    crossOriginEmbedderPolicy: false,
  });
  app.decorateRequest('privateAnswer', false);
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    const api = request.url.startsWith('/api/') || request.url === '/api';
    if (request.privateAnswer || (api && !reply.hasHeader('cache-control'))) {
      reply.header('cache-control', 'no-store');
    }
    return payload;
  });
}
