import wireSchemaFile from '@bookshop/domain/wire-schemas.json' with { type: 'json' };
import type { JsonSchema } from './yup-json-schema.js';

/*
 * The domain's wire types as JSON Schemas. `@bookshop/domain` generates them from its TypeScript
 * source when it is built (scripts/wire-schemas.mjs, ts-json-schema-generator), so the type a
 * handler `satisfies`, the schema its answer is serialized through and the schema the OpenAPI
 * document shows are one definition: change the type and the other two follow at the next build.
 */

const definitions = (wireSchemaFile as unknown as { definitions: Record<string, JsonSchema> }).definitions;

/** OpenAPI component names: letters, digits, `.`, `-` and `_` (generic instances are left out). */
const COMPONENT_NAME = /^[A-Za-z0-9._-]+$/;

/** The name of an exported domain type with a generated schema, e.g. `'OrdersResponse'`. */
export type WireTypeName = string;

/** Whether the domain exports a type of that name with a generated schema. */
export function isWireType(name: string): boolean {
  return Object.hasOwn(definitions, name) && COMPONENT_NAME.test(name);
}

function refsOf(value: unknown, found: Set<string>): void {
  if (Array.isArray(value)) {
    for (const item of value) refsOf(item, found);
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, inner] of Object.entries(value)) {
      if (key === '$ref' && typeof inner === 'string')
        found.add(decodeURIComponent(inner.slice(DEFINITIONS.length)));
      else refsOf(inner, found);
    }
  }
}

const DEFINITIONS = '#/definitions/';

/** The definitions a schema needs: the named types and every type they refer to, transitively. */
function closureOf(names: readonly string[]): Record<string, JsonSchema> {
  const out: Record<string, JsonSchema> = {};
  const pending = [...names];
  while (pending.length > 0) {
    const name = pending.pop() as string;
    if (out[name]) continue;
    const definition = definitions[name] as JsonSchema;
    out[name] = definition;
    const next = new Set<string>();
    refsOf(definition, next);
    pending.push(...[...next].filter((n) => !out[n]));
  }
  return out;
}

/**
 * The schema of a body that is one of the named domain types (several: any one of them, the
 * first that fits), self-contained: the types it refers to ride along under `definitions`, so
 * fast-json-stringify builds the route's serializer from this schema alone. The document lists
 * them once, under `components.schemas` ({@link wireComponents}). Throws for a name the domain
 * does not export, so a misspelt type stops the server at start, not at the first answer.
 */
export function wireBodySchema(names: readonly WireTypeName[]): JsonSchema {
  for (const name of names) {
    if (!isWireType(name)) {
      throw new Error(`No wire schema named ${name}: it must be a type exported by @bookshop/domain`);
    }
  }
  const refs = names.map((name) => ({ $ref: `${DEFINITIONS}${name}` }));
  return { ...(refs.length === 1 ? refs[0] : { anyOf: refs }), definitions: closureOf(names) };
}

/**
 * The domain types a route's response schemas carry under `definitions`, for
 * `components.schemas` of the document (@fastify/swagger turns them into OpenAPI 3.0 schema
 * objects and the references into `#/components/schemas/X`).
 */
export function wireDefinitionsOf(responses: unknown): Record<string, JsonSchema> {
  const found: Record<string, JsonSchema> = {};
  for (const response of Object.values((responses ?? {}) as Record<string, { content?: object }>)) {
    for (const media of Object.values((response?.content ?? {}) as Record<string, { schema?: JsonSchema }>)) {
      Object.assign(found, (media.schema?.definitions ?? {}) as Record<string, JsonSchema>);
    }
  }
  return found;
}
