import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError, ValidationError } from '../lib/errors.js';
import { type JsonSchema, TEXT_AREA } from '../openapi/yup-json-schema.js';

/** Deeper JSON than any form of the shop sends; 3,000 levels once overflowed the stack. */
export const MAX_JSON_DEPTH = 32;
/** The largest body any route takes; a 1 MB field is refused before it is parsed. */
export const BODY_LIMIT_BYTES = 64 * 1024;

export const CONTROL_CHARACTERS = 'This field contains characters that are not allowed.';
export const TOO_DEEP = 'The request body is nested too deeply.';

/** A query parameter the route reads once, sent more than once (`?title=a&title=b`). */
export function givenOnce(name: string): string {
  return `${name} must be given once`;
}

/**
 * Whether text holds a C0 control or DEL (NUL among them, which PostgreSQL refuses in text). In a
 * text area (`allowLines`) a tab, a line feed and a CR LF pair are text; a lone CR is not.
 */
export function hasControl(text: string, allowLines: boolean): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 127) return true;
    if (c >= 32) continue;
    const lineOrTab = c === 9 || c === 10 || (c === 13 && text.charCodeAt(i + 1) === 10);
    if (!(allowLines && lineOrTab)) return true;
  }
  return false;
}

/**
 * How deep the arrays and objects of a JSON text nest, counted in one pass over the text without
 * building anything, so a hostile body is refused before the parser recurses into it. Stops
 * counting once past `limit`.
 */
export function jsonDepthExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \ */) i++;
      else if (c === 34 /* " */) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 /* { */ || c === 91 /* [ */) {
      depth++;
      if (depth > limit) return true;
    } else if (c === 125 /* } */ || c === 93 /* ] */) depth--;
  }
  return false;
}

/**
 * Replaces the JSON body parser for every route: an empty body is `undefined` (some clients send
 * a JSON content type with the calls that take no body), a body nested deeper than
 * {@link MAX_JSON_DEPTH} is a 400, and the rest goes to Fastify's own parser with its prototype
 * poisoning protection (`__proto__` and `constructor.prototype` keys are a 400).
 */
export function registerSafeJsonParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    if (jsonDepthExceeds(text, MAX_JSON_DEPTH)) {
      done(new HttpError(400, TOO_DEEP), undefined);
      return;
    }
    parseJson(request, text, done);
  });
}

type Found = { path: string } | null;

/** The path of the first string (key or value) with a character `pattern` refuses, if any. */
function findControl(value: unknown, path: string, allowLines: (path: string) => boolean): Found {
  if (typeof value === 'string') return hasControl(value, allowLines(path)) ? { path } : null;
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, inner] of Object.entries(value)) {
    const innerPath = path === '' ? key : `${path}.${key}`;
    if (hasControl(key, false)) return { path: path === '' ? 'request' : path };
    const found = findControl(inner, innerPath, allowLines);
    if (found) return found;
  }
  return null;
}

type RouteSchema = { params?: unknown; querystring?: unknown; 'x-body'?: unknown; 'x-query'?: unknown };

/** The paths (`reason`, `customer.note`) of the fields a documented body marks as text areas. */
function textAreaPaths(schema: unknown, prefix = ''): string[] {
  const properties = (schema as JsonSchema | undefined)?.properties as Record<string, JsonSchema> | undefined;
  if (!properties) return [];
  return Object.entries(properties).flatMap(([name, field]) => {
    const path = prefix === '' ? name : `${prefix}.${name}`;
    return [...(field[TEXT_AREA] === true ? [path] : []), ...textAreaPaths(field, path)];
  });
}

// Worked out once per route: the documented body does not change after the route is made.
const textAreasOfRoute = new WeakMap<object, ReadonlySet<string>>();

/**
 * The body fields where line breaks and tabs are text: those the route's shared body schema
 * declares with `textArea()` (documented as `x-text-area`), so a text area is declared once, in
 * packages/validation, for the form and the server alike.
 */
function textAreasOf(schema: RouteSchema | undefined): ReadonlySet<string> {
  if (!schema) return new Set();
  let found = textAreasOfRoute.get(schema);
  if (!found) {
    found = new Set(textAreaPaths(schema['x-body']));
    textAreasOfRoute.set(schema, found);
  }
  return found;
}

/** The names of the properties a params or query schema declares. */
function declaredNames(schema: unknown): string[] {
  return Object.keys((schema as JsonSchema | undefined)?.properties ?? {});
}

/**
 * A query parameter the route declares, given twice, is a 422 for that field: every declared
 * one takes a single value, and a list reaching a handler or a schema cast was a 500. Unknown
 * parameters are left alone (a link's tracking parameters must still work).
 */
function checkRepeats(request: FastifyRequest): void {
  const schema = request.routeOptions.schema as RouteSchema | undefined;
  const query = request.query as Record<string, unknown> | undefined;
  if (!schema || !query) return;
  const errors: Record<string, string[]> = {};
  for (const name of new Set([...declaredNames(schema.querystring), ...declaredNames(schema['x-query'])])) {
    if (Array.isArray(query[name])) errors[name] = [givenOnce(name)];
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
}

/** A number as people write it in an address: no exponent, no Infinity, no hex. */
const PLAIN_NUMBER = /^[+-]?\d{1,20}(\.\d{1,20})?$/;

/** The fields a route's params or querystring schema declares as numbers. */
function numericFields(schema: unknown): string[] {
  const properties = (schema as { properties?: Record<string, { type?: unknown }> } | undefined)?.properties;
  if (!properties) return [];
  return Object.entries(properties)
    .filter(([, field]) => field.type === 'integer' || field.type === 'number')
    .map(([name]) => name);
}

/**
 * Numeric path and query values must be plain decimals before the schema coerces them: Ajv turns
 * "Infinity" and "1e309" into Infinity and lets it through as an integer (PostgreSQL then failed
 * with a 500, and `limit=-Infinity` read a whole table).
 */
function checkNumbers(request: FastifyRequest): void {
  const schema = request.routeOptions.schema;
  for (const [part, fieldSchema] of [
    ['params', schema?.params],
    ['query', schema?.querystring],
  ] as const) {
    const values = request[part] as Record<string, unknown> | undefined;
    if (!values) continue;
    for (const name of numericFields(fieldSchema)) {
      const value = values[name];
      if (typeof value === 'string' && value.trim() !== '' && !PLAIN_NUMBER.test(value.trim())) {
        throw new HttpError(400, `Invalid ${name}`);
      }
    }
  }
}

function checkRequest(request: FastifyRequest): void {
  for (const part of ['params', 'query'] as const) {
    const found = findControl(request[part], '', () => false);
    if (found) throw new HttpError(400, `Invalid ${found.path}: ${CONTROL_CHARACTERS}`);
  }
  checkRepeats(request);
  checkNumbers(request);
  const textAreas = textAreasOf(request.routeOptions.schema as RouteSchema | undefined);
  const found = findControl(request.body, '', (path) => textAreas.has(path));
  if (found) throw new ValidationError({ [found.path]: [CONTROL_CHARACTERS] });
}

/**
 * Refuses control characters in every route's path parameters, query and body, before any schema
 * or handler sees them: a NUL reaching PostgreSQL was a 500, and the rest have no place in a name,
 * an address or a search (a documented body's text areas keep their line breaks and tabs). Body
 * fields answer 422 `{ errors: { field: [message] } }` like any other field error, and so does a
 * declared query parameter given twice; control characters in parameters and queries answer 400
 * `{ error }`.
 */
export function registerHostileInputChecks(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    checkRequest(request);
  });
}
