import type { FastifyInstance, FastifyRequest } from 'fastify';
import { EARLY_INPUT_CSP_SOURCE } from '../web/early-input-script.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set when the answer depends on who asks (see {@link markPrivate}); it is then never stored. */
    privateAnswer: boolean;
  }
}

/**
 * Nothing the shop does needs these browser features; a script slipped in gets none of them.
 * Only features Chromium knows: an unknown one (`bluetooth`) is an error in every page's console.
 */
export const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), interest-cohort=()';

/**
 * The answer to this request is about the person asking (it used their user or guest token), so
 * no browser or shared cache may keep it. `requireUser` and `requireShopper` call this; a route that
 * reads `request.auth` for an optional personal touch should too.
 */
export function markPrivate(request: FastifyRequest): void {
  request.privateAnswer = true;
}

const DOCUMENT_CSP_DIRECTIVES: ReadonlyArray<readonly [string, string]> = [
  ['default-src', "'self'"],
  // The shop's own files, and the one inline script a rendered page carries (by its hash).
  ['script-src', `'self' ${EARLY_INPUT_CSP_SOURCE}`],
  ['script-src-attr', "'none'"],
  ['style-src', "'self'"],
  ['img-src', "'self' data: blob:"],
  ['font-src', "'self' data:"],
  ['connect-src', "'self'"],
  ['object-src', "'none'"],
  ['base-uri', "'self'"],
  ['form-action', "'self'"],
  ['frame-ancestors', "'none'"],
];

/** The headers of one kind of answer, worked out once at start (they never vary per request). */
export interface SecurityHeaderSets {
  /** Pages, scripts, styles, images: what a browser renders or runs. */
  document: Readonly<Record<string, string>>;
  /** JSON answers of the API: data, never rendered, so the document-only headers are left off. */
  json: Readonly<Record<string, string>>;
}

export function securityHeaderSets(options: { https: boolean }): SecurityHeaderSets {
  const documentCsp = [
    ...DOCUMENT_CSP_DIRECTIVES,
    ...(options.https ? ([['upgrade-insecure-requests', '']] as const) : []),
  ]
    .map(([name, value]) => (value ? `${name} ${value}` : name))
    .join(';');
  const everywhere: Record<string, string> = {
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'cross-origin-resource-policy': 'same-origin',
    ...(options.https ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
  return {
    document: {
      ...everywhere,
      'content-security-policy': documentCsp,
      'cross-origin-opener-policy': 'same-origin',
      'origin-agent-cluster': '?1',
      'x-dns-prefetch-control': 'off',
      'x-download-options': 'noopen',
      'x-permitted-cross-domain-policies': 'none',
      'x-xss-protection': '0',
      'permissions-policy': PERMISSIONS_POLICY,
    },
    // OWASP's REST set: a JSON answer opened as a page may run nothing and be framed by no one.
    json: { ...everywhere, 'content-security-policy': "default-src 'none';frame-ancestors 'none'" },
  };
}

function isJson(contentType: unknown): boolean {
  return typeof contentType === 'string' && contentType.startsWith('application/json');
}

/**
 * Security headers for every answer, two fixed sets computed once (a per-request policy builder
 * cost a tenth of a cached book read's CPU, and the document-only headers tripled a JSON answer's
 * header bytes):
 * - documents (index.html, assets, the API docs page): a Content-Security-Policy for the web app
 *   (scripts, styles, fonts and API calls from the shop itself only, and one inline script, the
 *   early-input one, allowed by its hash: into index.html the server puts a title, a description,
 *   a canonical link, that script, the rendered page and its hydration data as a JSON block, which
 *   is never run; no plugins; no framing by anyone), a
 *   Permissions-Policy that turns off what the shop never uses, and the usual isolation headers;
 * - JSON answers: `default-src 'none'`, no framing, nosniff;
 * - on both `X-Content-Type-Options: nosniff`, `Referrer-Policy: strict-origin-when-cross-origin`,
 *   and HSTS for a year only when the shop's public address is https, so a plain-http development
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
  const sets = securityHeaderSets(options);
  app.decorateRequest('privateAnswer', false);
  app.addHook('onSend', async (request, reply, payload) => {
    reply.headers(isJson(reply.getHeader('content-type')) ? sets.json : sets.document);
    const api = request.url.startsWith('/api/') || request.url === '/api';
    if (request.privateAnswer || (api && !reply.hasHeader('cache-control'))) {
      reply.header('cache-control', 'no-store');
    }
    return payload;
  });
}
