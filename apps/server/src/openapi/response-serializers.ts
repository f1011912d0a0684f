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

/** Told of every field an answer had that its schema left out (see {@link onDroppedFields}). */
type DroppedFieldsListener = (paths: readonly string[], sent: string) => void;
let droppedFieldsListener: DroppedFieldsListener | null = null;

/**
 * Lets the server tests hear of every field a handler put in an answer that its schema (the
 * domain type) does not have, and so was not sent: a field a client may expect. Nothing listens
 * in the running shop, where the comparison costs nothing.
 */
export function onDroppedFields(listener: DroppedFieldsListener | null): void {
  droppedFieldsListener = listener;
}

/** Where `sent` lacks a field `given` had (as JSON would have written it). */
export function droppedPaths(given: unknown, sent: unknown, path = '$'): string[] {
  if (Array.isArray(given)) {
    if (!Array.isArray(sent)) return [];
    return given.flatMap((item, i) => droppedPaths(item, sent[i], `${path}[${i}]`));
  }
  if (typeof given !== 'object' || given === null || typeof sent !== 'object' || sent === null) return [];
  return Object.entries(given).flatMap(([key, value]) =>
    key in sent
      ? droppedPaths(value, (sent as Record<string, unknown>)[key], `${path}.${key}`)
      : [`${path}.${key}`],
  );
}

/** The serializer of one response schema, built on first need. */
export function serializerFor(schema: unknown): Serializer {
  const key = JSON.stringify(schema);
  let serializer = serializers.get(key);
  if (!serializer) {
    const build = fastJson(schema as Parameters<typeof fastJson>[0]) as Serializer;
    serializer = (data) => {
      const sent = build(data);
      const listener = droppedFieldsListener;
      if (listener && typeof data === 'object' && data !== null) {
        const paths = droppedPaths(JSON.parse(JSON.stringify(data)), JSON.parse(sent));
        if (paths.length > 0) listener(paths, sent);
      }
      return sent;
    };
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
