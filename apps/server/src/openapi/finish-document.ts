/*
 * The last touches to the document @fastify/swagger builds: only the schemas an operation uses
 * (every exported domain type is registered, a reader needs the ones the API speaks), and the
 * answers every operation shares written once under `components.responses`.
 */

type Json = { [key: string]: unknown };

const SCHEMA_PREFIX = '#/components/schemas/';

function refsIn(value: unknown, found: Set<string>): void {
  if (Array.isArray(value)) {
    for (const item of value) refsIn(item, found);
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  for (const [key, inner] of Object.entries(value)) {
    if (key === '$ref' && typeof inner === 'string' && inner.startsWith(SCHEMA_PREFIX)) {
      found.add(decodeURIComponent(inner.slice(SCHEMA_PREFIX.length)));
    } else refsIn(inner, found);
  }
}

/** The names of the schemas reachable from `roots`, through schemas that refer to others. */
export function reachableSchemas(roots: unknown, schemas: Record<string, unknown>): Set<string> {
  const seen = new Set<string>();
  const pending = new Set<string>();
  refsIn(roots, pending);
  while (pending.size > 0) {
    const [name] = pending;
    pending.delete(name as string);
    if (seen.has(name as string)) continue;
    seen.add(name as string);
    const next = new Set<string>();
    refsIn(schemas[name as string], next);
    for (const n of next) if (!seen.has(n)) pending.add(n);
  }
  return seen;
}

/** Responses shared by many operations, by status, under these names in `components.responses`. */
const SHARED_RESPONSES: Readonly<Record<string, string>> = {
  '400': 'BadRequest',
  '401': 'Unauthorized',
  '413': 'PayloadTooLarge',
  '414': 'UriTooLong',
  '415': 'UnsupportedMediaType',
  '429': 'TooManyRequests',
  '500': 'ServerError',
  '503': 'Unavailable',
};

/**
 * Keeps the schemas that operations use, and moves each shared answer that is written the same
 * way everywhere (the general description and `{ error }`) into `components.responses`.
 */
export function finishDocument<T extends Json>(document: T): T {
  const paths = (document.paths ?? {}) as Record<string, Record<string, Json>>;
  const components = (document.components ?? {}) as Json;
  const operations = Object.values(paths).flatMap((item) => Object.values(item));
  const answers = operations.flatMap((operation) =>
    Object.entries((operation.responses ?? {}) as Record<string, unknown>).filter(
      ([status]) => SHARED_RESPONSES[status] !== undefined,
    ),
  );
  // The way most operations write a status is the shared one; a route that says something of
  // its own about it keeps its own answer.
  const counts = new Map<string, Map<string, number>>();
  for (const [status, response] of answers) {
    const byText = counts.get(status) ?? new Map<string, number>();
    const text = JSON.stringify(response);
    byText.set(text, (byText.get(text) ?? 0) + 1);
    counts.set(status, byText);
  }
  const sharedText = new Map<string, string>();
  const sharedResponses: Record<string, unknown> = {};
  for (const [status, byText] of counts) {
    const [text] = [...byText.entries()].sort((a, b) => b[1] - a[1])[0] as [string, number];
    sharedText.set(status, text);
    sharedResponses[SHARED_RESPONSES[status] as string] = JSON.parse(text);
  }
  for (const operation of operations) {
    const responses = (operation.responses ?? {}) as Record<string, unknown>;
    for (const [status, response] of Object.entries(responses)) {
      if (sharedText.get(status) === JSON.stringify(response)) {
        responses[status] = { $ref: `#/components/responses/${SHARED_RESPONSES[status]}` };
      }
    }
  }
  const schemas = (components.schemas ?? {}) as Record<string, unknown>;
  const used = reachableSchemas([paths, sharedResponses], schemas);
  const kept = Object.fromEntries(Object.entries(schemas).filter(([name]) => used.has(name)));
  return {
    ...document,
    components: {
      ...components,
      schemas: kept,
      responses: { ...((components.responses as Json | undefined) ?? {}), ...sharedResponses },
    },
  };
}
