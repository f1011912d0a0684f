import { wireBodySchema } from './wire-schemas.js';
import type { JsonSchema } from './yup-json-schema.js';

/** The body of every refusal but field errors (packages/domain/src/api/errors.ts). */
export const ERROR = 'ApiErrorBody';
/** The body of a 422: each field's messages (packages/domain/src/api/errors.ts). */
export const FIELD_ERRORS = 'FieldErrorsBody';

/**
 * A 422 that is either field errors (`{ errors }`, a form's fields) or one message about the
 * request as a whole (`{ error }`, e.g. "Your cart is empty").
 */
export const UNPROCESSABLE = [FIELD_ERRORS, ERROR] as const;

/** What one answer of a route carries. */
export interface ResponseDoc {
  /**
   * The domain wire type of the JSON body (`'OrdersResponse'`), or several when the body may be
   * any one of them (tried in order, so the fuller shape first).
   */
  body?: string | readonly string[];
  /** A body that is not JSON: its media type (`image/webp`, `application/pdf`, `text/html`). */
  media?: string;
  /** What the answer means; a general one by status when left out. */
  description?: string;
  /** Response headers the answer carries. */
  headers?: Record<string, JsonSchema & { description: string }>;
  /** An example body, shown in the document. */
  example?: unknown;
}

/**
 * Every status a route answers with: a wire type's name for a JSON body, a {@link ResponseDoc},
 * or `null` for an answer without a body (204, a redirect). Statuses every route may answer
 * (400, 414, 500, 503, and 413/415 for a body) are added by {@link responseSchemas}.
 */
export type ResponsesDoc = Readonly<Record<number, string | readonly string[] | ResponseDoc | null>>;

const RETRY_AFTER = {
  'Retry-After': { type: 'integer', description: 'Seconds to wait before trying again.' },
} as const;

/** The general meaning of a status, for answers whose route says nothing more. */
export const STATUS_DESCRIPTIONS: Readonly<Record<number, string>> = {
  200: 'Done.',
  201: 'Created.',
  204: 'Done; nothing to send back.',
  302: 'Found: the `Location` header says where to go.',
  303: 'See other: the `Location` header says where to go.',
  400: 'A path or query parameter, a header or the body could not be read: `{ error }` names it.',
  401: 'No token, or the token is not valid (expired, revoked, or of the wrong kind): `{ error }`.',
  402: 'The payment was declined.',
  403: 'The token is valid but may not do this: `{ error }`.',
  404: 'Not found: `{ error }`.',
  409: 'Refused in the current state: `{ error }` says why.',
  410: 'Gone: `{ error }` says why.',
  413: 'The body is larger than any form of the shop sends (64 KB).',
  414: 'The address is longer than 8,192 characters.',
  415: 'The body is not JSON (or, for form posts, not a form).',
  422: 'Field errors, `{ errors: { field: [message] } }` with the messages a form shows, or one `{ error }` about the request as a whole.',
  429: 'Too many requests: `Retry-After` says in how many seconds to try again.',
  500: 'Something went wrong on the server; nothing was changed unless the answer said so.',
  503: 'The shop is closed for maintenance, or its database is briefly unreachable: try again after `Retry-After` seconds.',
};

/** Example bodies of the general answers, as the error handler writes them. */
const STATUS_EXAMPLES: Readonly<Record<number, unknown>> = {
  400: { error: 'Invalid id' },
  401: { error: 'Authorization token is missing' },
  404: { error: 'Not found' },
  422: { errors: { email: ['Email is required'] } },
  429: { error: 'Too many requests. Please try again in 42 seconds.' },
  503: { error: 'The shop is under maintenance.' },
};

/** Statuses any route may answer, whatever it does. */
const EVERY_ROUTE: ResponsesDoc = { 400: ERROR, 414: ERROR, 500: ERROR, 503: ERROR };
/** Statuses of any route that reads a body. */
const EVERY_BODY: ResponsesDoc = { 413: ERROR, 415: ERROR };

function exampleFor(status: number, names: readonly string[]): unknown {
  const example = STATUS_EXAMPLES[status] as { errors?: unknown } | undefined;
  if (!example) return undefined;
  const isFieldErrors = example.errors !== undefined;
  return names.includes(isFieldErrors ? FIELD_ERRORS : ERROR) ? example : undefined;
}

function normalise(doc: ResponsesDoc[number]): ResponseDoc | null {
  return typeof doc === 'string' || Array.isArray(doc)
    ? { body: doc as string | readonly string[] }
    : (doc as ResponseDoc | null);
}

/** The Fastify response schema of one answer (its `content` form, which @fastify/swagger documents). */
function responseSchema(status: number, raw: ResponsesDoc[number]): JsonSchema {
  const doc = normalise(raw);
  const description = doc?.description ?? STATUS_DESCRIPTIONS[status] ?? `HTTP ${status}.`;
  const headers = { ...(status === 429 || status === 503 ? RETRY_AFTER : {}), ...(doc?.headers ?? {}) };
  const withHeaders = Object.keys(headers).length > 0 ? { headers } : {};
  if (!doc || (!doc.body && !doc.media)) return { description, type: 'null', ...withHeaders };
  if (doc.media) {
    return {
      description,
      ...withHeaders,
      content: { [doc.media]: { schema: { type: 'string', format: 'binary' } } },
    };
  }
  const schema = wireBodySchema([doc.body ?? []].flat());
  const names = [doc.body ?? []].flat();
  // A general example fits only the general shapes; a route's own body brings its own example.
  const general = names.every((name) => name === ERROR || name === FIELD_ERRORS);
  const example = doc.example ?? (general ? exampleFor(status, names) : undefined);
  return {
    description,
    ...withHeaders,
    content: {
      'application/json': { schema, ...(example !== undefined ? { example } : {}) },
    },
  };
}

/**
 * A route schema with more documented answers: for answers a hook gives on the route's behalf
 * (a cache's 304, a guard's 422). Left as it is when the route documents no answers at all.
 */
export function withResponses<T extends object | undefined>(schema: T, responses: ResponsesDoc): T {
  const current = (schema as { response?: JsonSchema } | undefined)?.response;
  if (!current) return schema;
  const added = Object.fromEntries(
    Object.entries(responses)
      .filter(([status]) => !(status in current))
      .map(([status, doc]) => [status, responseSchema(Number(status), doc)]),
  );
  return { ...schema, response: { ...current, ...added } };
}

/**
 * The route's Fastify `response` schema: its own statuses plus those every route (and every
 * route with a body) may answer, each with its wire type's schema. Fastify serializes each
 * answer through it (fast-json-stringify: quicker than JSON.stringify, and a field the type does
 * not have is never sent), and @fastify/swagger documents it.
 */
export function responseSchemas(responses: ResponsesDoc, options: { body: boolean }): JsonSchema {
  const all: Record<number, ResponsesDoc[number]> = {
    ...EVERY_ROUTE,
    ...(options.body ? EVERY_BODY : {}),
    ...responses,
  };
  return Object.fromEntries(
    Object.entries(all).map(([status, doc]) => [status, responseSchema(Number(status), doc)]),
  );
}
