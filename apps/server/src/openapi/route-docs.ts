import { type ResponsesDoc, responseSchemas } from './responses.js';
import type { Describable, JsonSchema } from './yup-json-schema.js';
import { jsonSchemaOf } from './yup-json-schema.js';

export { ERROR, FIELD_ERRORS, type ResponseDoc, type ResponsesDoc, UNPROCESSABLE } from './responses.js';

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
   * the {@link STAFF_SECURITY_SCHEME} for it. `shopper`: a shopper's bearer token, a signed-in
   * user's or a guest's ({@link SHOPPER_SECURITY_SCHEME}; 401 without one). `optional`: answers
   * anyone, and a shopper's token changes the answer. Left out: public, no token read.
   */
  security?: 'staff' | 'shopper' | 'optional' | 'metrics';
  /** The operation's unique name in the document, in camelCase (`placeOrder`). Every route has one. */
  operationId?: string;
  /**
   * Every status the route answers with, and the domain wire type of each body (see
   * {@link ResponsesDoc}); 401 is added for `security`, and the statuses any route may answer
   * are added for all. Every route has them: answers are serialized through these schemas.
   */
  responses?: ResponsesDoc;
  /** Request headers the handler reads itself (`Idempotency-Key`): documented, not checked by Ajv. */
  documentedHeaders?: JsonSchema;
  /** An example request body, shown in the document. */
  bodyExample?: Record<string, unknown>;
  /** The body is a form post (`application/x-www-form-urlencoded`), not JSON. */
  formBody?: boolean;
}

/** The OpenAPI security scheme of shoppers: a user's or a guest's token (`Authorization: Bearer <token>`). */
export const SHOPPER_SECURITY_SCHEME = 'shopperBearer';

/** The OpenAPI security scheme of the metrics route: the operator's METRICS_TOKEN as a bearer token. */
export const METRICS_SECURITY_SCHEME = 'metricsBearer';

/** The OpenAPI security scheme of staff sessions (`Authorization: Bearer <staff token>`). */
export const STAFF_SECURITY_SCHEME = 'staffBearer';

/** The keys {@link routeDocs} adds to a route schema; the OpenAPI transform reads them. */
export interface DocumentedSchema {
  summary: string;
  tags: string[];
  description?: string;
  'x-body'?: JsonSchema;
  'x-query'?: JsonSchema;
  'x-headers'?: JsonSchema;
  'x-body-media'?: string;
  security?: Record<string, string[]>[];
  operationId?: string;
  response?: JsonSchema;
}

function securityOf(security: RouteDocsOptions['security']): Record<string, string[]>[] {
  if (security === 'staff') return [{ [STAFF_SECURITY_SCHEME]: [] }];
  if (security === 'shopper') return [{ [SHOPPER_SECURITY_SCHEME]: [] }];
  if (security === 'metrics') return [{ [METRICS_SECURITY_SCHEME]: [] }];
  // Either no token at all or a shopper's: the document says both are accepted.
  if (security === 'optional') return [{}, { [SHOPPER_SECURITY_SCHEME]: [] }];
  return [];
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
  const body = options.body
    ? { ...jsonSchemaOf(options.body), ...(options.bodyExample ? { examples: [options.bodyExample] } : {}) }
    : null;
  const guarded = options.security === 'shopper' || options.security === 'staff';
  return {
    summary: options.summary,
    tags: options.tags,
    ...(options.operationId ? { operationId: options.operationId } : {}),
    ...(options.description ? { description: options.description } : {}),
    ...(body ? { 'x-body': body } : {}),
    ...(options.formBody ? { 'x-body-media': 'application/x-www-form-urlencoded' } : {}),
    ...(options.documentedQuery ? { 'x-query': options.documentedQuery } : {}),
    ...(options.documentedHeaders ? { 'x-headers': options.documentedHeaders } : {}),
    security: securityOf(options.security),
    ...(options.responses
      ? {
          response: responseSchemas(
            guarded ? { 401: 'ApiErrorBody', ...options.responses } : options.responses,
            { body: options.body !== undefined },
          ),
        }
      : {}),
  };
}
