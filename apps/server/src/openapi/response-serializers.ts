import fastJson from 'fast-json-stringify';
import type { FastifyInstance } from 'fastify';

/*
 * Every answer is serialized through its route's response schema by fast-json-stringify, as
 * Fastify does by default; only the building is shared. The same wire type answers many routes
 * (every `{ error }`, every order), and building a serializer (compiling it, checking its
 * schema) costs far more than using one, so one serializer is built per distinct schema and
 * process, and every route and app that answers with that schema uses it.
 */

type Serializer = (data: unknown) => string;

const serializers = new Map<string, Serializer>();

/** The serializer of one response schema, built on first need. */
export function serializerFor(schema: unknown): Serializer {
  const key = JSON.stringify(schema);
  let serializer = serializers.get(key);
  if (!serializer) {
    serializer = fastJson(schema as Parameters<typeof fastJson>[0]) as Serializer;
    serializers.set(key, serializer);
  }
  return serializer;
}

/**
 * Makes the app build its response serializers through {@link serializerFor}. Set on the root
 * before any route plugin, so every encapsulated route plugin inherits it. The schemas are
 * self-contained (wire-schemas.ts puts the types they refer to under `definitions`), so nothing
 * of the app's shared schemas is needed.
 */
export function registerResponseSerializers(app: FastifyInstance): void {
  app.setSerializerCompiler(({ schema }) => serializerFor(schema));
}
