import { GIFT_CARD_API_PATHS } from '@bookshop/domain';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { finishDocument } from './finish-document.js';
import { registerResponseSerializers } from './response-serializers.js';
import { ERROR, UNPROCESSABLE, withResponses } from './responses.js';

/** Methods whose requests carry a body that the hardening reads. */
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

import {
  type DocumentedSchema,
  METRICS_SECURITY_SCHEME,
  SHOPPER_SECURITY_SCHEME,
  STAFF_SECURITY_SCHEME,
} from './route-docs.js';
import { wireDefinitionsOf } from './wire-schemas.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every API route registered (method and URL), for the test that the document covers them. */
    apiRoutes: { method: string; url: string }[];
  }
}

/** Where the document and its reader live. */
export const OPENAPI_JSON_PATH = '/api/openapi.json';
export const OPENAPI_DOCS_PATH = '/api/docs';

/** The document's sections, in the order a reader meets them. */
const TAGS = [
  { name: 'catalogue', description: 'Books, categories, listings, covers and the home page.' },
  { name: 'search', description: 'Keyword and advanced search, facets and suggestions as you type.' },
  { name: 'account', description: 'Guest tokens, registration, login, sessions, passwords and the profile.' },
  { name: 'addresses', description: "The shopper's saved addresses." },
  {
    name: 'requests',
    description: 'Asking the shop for a book it does not have, and back-in-stock notices.',
  },
  { name: 'site', description: 'Health, readiness, metrics, maintenance and search engine files.' },
  { name: 'cart', description: 'The cart, the wish list and saved for later.' },
  {
    name: 'checkout',
    description: 'Placing orders, and what comes after: confirmation, tracking, cancelling.',
  },
  { name: 'payments', description: 'Saved cards, wallet payments, bank-card discounts and e-gift cards.' },
  { name: 'admin', description: "The order desk and staff accounts (a staff session's token)." },
  { name: 'development', description: 'Only with DEV_ROUTES=true: the mail outbox.' },
];

/** Routes that are the web app's files rather than the API: left out of the document. */
function isApiRoute(url: string): boolean {
  return (
    url.startsWith('/api/') ||
    url.startsWith('/images/') ||
    url === '/sitemap.xml' ||
    url === '/robots.txt' ||
    // The spec's e-gift card purchase: a plain form post outside /api/.
    url === GIFT_CARD_API_PATHS.purchase
  );
}

/**
 * The OpenAPI document of every route (@fastify/swagger), served as `GET /api/openapi.json`, and
 * Swagger UI at `/api/docs`. The UI is plain files with no inline script or style block, so it
 * runs under the shop's strict Content-Security-Policy (script-src 'self').
 *
 * Registered before any route: the plugin records routes as they are added. Documentation-only
 * parts of a route schema (`routeDocs`: a body checked by a yup schema, a query read by its
 * service) are moved into place here, so Ajv never checks them twice.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  const apiRoutes: { method: string; url: string }[] = [];
  app.decorate('apiRoutes', apiRoutes);
  // The domain types the routes answer with, gathered as routes are added: the document lists
  // these (@fastify/swagger reads this object when the document is first asked for).
  const componentSchemas: Record<string, object> = {};
  app.addHook('onRoute', (route) => {
    const schema = route.schema as (FastifySchema & Partial<DocumentedSchema>) | undefined;
    // A query parameter the route declares, given twice, is a 422 (security/hostile-input.ts).
    if (schema?.querystring || schema?.['x-query'])
      route.schema = withResponses(schema, { 422: UNPROCESSABLE });
    // Any body sent to a write is read and checked by the hardening (security/), whether or not
    // the route takes one: too large (413), not JSON or a form (415), control characters (422).
    if ([route.method].flat().some((method) => BODY_METHODS.has(method)))
      route.schema = withResponses(route.schema, { 413: ERROR, 415: ERROR, 422: UNPROCESSABLE });
    Object.assign(
      componentSchemas,
      wireDefinitionsOf((route.schema as { response?: unknown } | undefined)?.response),
    );
    const hidden = (route.schema as { hide?: boolean } | undefined)?.hide === true;
    if (hidden || !isApiRoute(route.url)) return;
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') apiRoutes.push({ method: method.toLowerCase(), url: route.url });
    }
  });
  registerResponseSerializers(app);
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Bookshop API',
        description: 'The online bookshop: catalogue, search, accounts, cart, checkout and payments.',
        version: '1.0.0',
        license: { name: 'MIT', url: 'https://opensource.org/license/mit' },
      },
      // Relative: the document is read from the shop it describes, whatever its address.
      servers: [{ url: '/', description: 'This shop' }],
      tags: TAGS,
      components: {
        // The domain's wire types, which the routes' response schemas refer to.
        schemas: componentSchemas,
        securitySchemes: {
          // GET /api/metrics, when the operator set METRICS_TOKEN.
          [METRICS_SECURITY_SCHEME]: {
            type: 'http',
            scheme: 'bearer',
            description: "The operator's METRICS_TOKEN (GET /api/metrics exists only when it is set).",
          },
          // Every shopper call: a signed-in user's token (login, register) or a guest's (POST /api/auth/guest).
          [SHOPPER_SECURITY_SCHEME]: {
            type: 'http',
            scheme: 'bearer',
            description:
              "A shopper's token: a signed-in user's from POST /api/auth/login or /api/auth/register, or a guest's from POST /api/auth/guest (a guest's cart, checkout and orders).",
          },
          // The admin API (/api/admin): a staff session from POST /api/admin/auth/sign-in.
          [STAFF_SECURITY_SCHEME]: {
            type: 'http',
            scheme: 'bearer',
            description: 'A staff session token (password + TOTP sign-in); 8 hours at most, 30 minutes idle.',
          },
        },
      },
    },
    transform: ({ schema, url }) => {
      if (!isApiRoute(url)) return { schema: { ...schema, hide: true } as FastifySchema, url };
      const {
        'x-body': body,
        'x-query': query,
        'x-headers': headers,
        'x-body-media': bodyMedia,
        ...rest
      } = (schema ?? {}) as FastifySchema & Partial<DocumentedSchema>;
      const documented: Record<string, unknown> = { ...rest };
      if (body) documented.body = body;
      if (bodyMedia) documented.consumes = [bodyMedia];
      if (query && !rest.querystring) documented.querystring = query;
      if (headers && !rest.headers) documented.headers = headers;
      return { schema: documented as FastifySchema, url };
    },
    transformObject: (document) =>
      'openapiObject' in document ? finishDocument(document.openapiObject) : document.swaggerObject,
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: OPENAPI_DOCS_PATH,
    uiConfig: { docExpansion: 'list' },
  });
  app.get(OPENAPI_JSON_PATH, { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return app.swagger();
  });
}
