import type { Describable, JsonSchema } from './yup-json-schema.js';
import { jsonSchemaOf } from './yup-json-schema.js';

/** Where a route is listed in the OpenAPI document. */
export type RouteTag =
  | 'catalogue'
  | 'search'
  | 'account'
  | 'addresses'
  | 'requests'
  | 'site'
  | 'cart'
  | 'checkout'
  | 'payments'
  | 'development'
  | 'admin';

/** What a route says about itself in `GET /api/openapi.json`. */
export interface RouteDocsOptions {
  summary: string;
  tags: RouteTag[];
  description?: string;
  /**
   * The body's shared yup schema. Documented only: the handler checks the body with the same
   * schema (`validateBody`), which answers the spec's 422 `{ errors }` instead of Ajv's 400.
   */
  body?: Describable;
  /**
   * A query the handler reads itself (search, listings: every bad parameter named in one 422).
   * Documented, and read by the hostile-input guard for its numeric fields, but not checked by
   * Ajv; a query Ajv should check goes in the route's own `querystring`.
   */
  documentedQuery?: JsonSchema;
  /**
   * `staff`: the route needs a staff session's bearer token (the admin API); the document lists
   * the {@link STAFF_SECURITY_SCHEME} for it.
   */
  security?: 'staff';
}

/** The OpenAPI security scheme of staff sessions (`Authorization: Bearer <staff token>`). */
export const STAFF_SECURITY_SCHEME = 'staffBearer';

/** The keys {@link routeDocs} adds to a route schema; the OpenAPI transform reads them. */
export interface DocumentedSchema {
  summary: string;
  tags: string[];
  description?: string;
  'x-body'?: JsonSchema;
  'x-query'?: JsonSchema;
  security?: Record<string, string[]>[];
}

/**
 * The documentation part of a route's `schema`: spread it next to the real `params` and
 * `querystring` schemas, e.g. `{ schema: { ...routeDocs({ summary, tags }), params: idParams } }`.
 *
 * EVERY ROUTE NEEDS ONE, routes added later too: `test/openapi.test.ts` fetches
 * `/api/openapi.json` and fails for any registered route that is missing from it or has no
 * summary. Bodies are described from their yup schema, so nothing is written twice.
 */
export function routeDocs(options: RouteDocsOptions): DocumentedSchema {
  return {
    summary: options.summary,
    tags: options.tags,
    ...(options.description ? { description: options.description } : {}),
    ...(options.body ? { 'x-body': jsonSchemaOf(options.body) } : {}),
    ...(options.documentedQuery ? { 'x-query': options.documentedQuery } : {}),
    ...(options.security === 'staff' ? { security: [{ [STAFF_SECURITY_SCHEME]: [] }] } : {}),
  };
}
