import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { type DocumentedSchema, STAFF_SECURITY_SCHEME } from './route-docs.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every API route registered (method and URL), for the test that the document covers them. */
    apiRoutes: { method: string; url: string }[];
  }
}

/** Where the document and its reader live. */
export const OPENAPI_JSON_PATH = '/api/openapi.json';
export const OPENAPI_DOCS_PATH = '/api/docs';

/** Routes that are the web app's files rather than the API: left out of the document. */
function isApiRoute(url: string): boolean {
  return (
    url.startsWith('/api/') || url.startsWith('/images/') || url === '/sitemap.xml' || url === '/robots.txt'
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
  app.addHook('onRoute', (route) => {
    const hidden = (route.schema as { hide?: boolean } | undefined)?.hide === true;
    if (hidden || !isApiRoute(route.url)) return;
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') apiRoutes.push({ method: method.toLowerCase(), url: route.url });
    }
  });
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Bookshop API',
        description: 'The online bookshop: catalogue, search, accounts, cart, checkout and payments.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: {
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
        ...rest
      } = (schema ?? {}) as FastifySchema & Partial<DocumentedSchema>;
      const documented: Record<string, unknown> = { ...rest };
      if (body) documented.body = body;
      if (query && !rest.querystring) documented.querystring = query;
      return { schema: documented as FastifySchema, url };
    },
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
