import type { FieldErrors } from '@bookshop/domain';
import { type AnyObjectSchema, type InferType, ValidationError } from 'yup';

/** The outcome of {@link validateForm}. */
export type ValidationResult<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors };

/** Turns a yup error into the wire's field errors: each field with all its messages, no repeats. */
export function toFieldErrors(error: ValidationError): FieldErrors {
  const errors: Record<string, string[]> = {};
  const failures = error.inner.length > 0 ? error.inner : [error];
  for (const failure of failures) {
    const field = failure.path ?? '';
    const messages = errors[field] ?? [];
    for (const message of failure.errors) if (!messages.includes(message)) messages.push(message);
    errors[field] = messages;
  }
  return errors;
}

/** The first message of each field, the way a form shows one error under each input. */
export function firstFieldErrors(errors: FieldErrors): Record<string, string> {
  const first: Record<string, string> = {};
  for (const [field, messages] of Object.entries(errors)) {
    if (messages[0] !== undefined) first[field] = messages[0];
  }
  return first;
}

/** What a field of a request body says when its value has the wrong shape. */
export const SHAPE_MESSAGES = {
  /** Text, a number, a yes/no or a choice sent as a list or an object (`?a=1&a=2`, `["x"]`). */
  single: 'Must be a single value, not a list or an object.',
  /** A group of fields (say, the customer of a payment) sent as anything else. */
  group: 'Must be an object of fields.',
  /** A list (say, the lines of an order) sent as anything else. */
  list: 'Must be a list.',
} as const;

/** The part of a yup schema {@link checkShapes} reads: its type and, by type, its fields or items. */
interface SchemaShape {
  type: string;
  fields?: Record<string, SchemaShape>;
  innerType?: SchemaShape;
  /** yup's own type check, whose message a field may have set with `typeError('…')`. */
  internalTests?: { typeError?: { OPTIONS?: { message?: unknown } } };
}

/** The field's own `typeError` message when it set one, else `fallback`. */
function typeMessage(schema: SchemaShape, fallback: string): string {
  const own = schema.internalTests?.typeError?.OPTIONS?.message;
  return typeof own === 'string' ? own : fallback;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The value with every list or object that stands where the schema expects something else taken
 * out (and recorded in `errors` under yup's path), so yup never casts one: its casts turn
 * `["5"]` into 5 and its transforms (`trim`) throw on an array, which was a 500.
 */
function checkShapes(
  schema: SchemaShape,
  value: unknown,
  path: string,
  errors: Record<string, string[]>,
): unknown {
  if (value === undefined || value === null) return value;
  const fail = (message: string) => {
    errors[path] = [message];
    return undefined;
  };
  if (schema.type === 'object') {
    if (!isPlainObject(value)) return fail(typeMessage(schema, SHAPE_MESSAGES.group));
    if (!schema.fields) return value;
    const checked: Record<string, unknown> = { ...value };
    for (const [name, field] of Object.entries(schema.fields)) {
      if (name in value)
        checked[name] = checkShapes(field, value[name], path ? `${path}.${name}` : name, errors);
    }
    return checked;
  }
  if (schema.type === 'array') {
    if (!Array.isArray(value)) return fail(typeMessage(schema, SHAPE_MESSAGES.list));
    const items = schema.innerType;
    return items ? value.map((item, i) => checkShapes(items, item, `${path}[${i}]`, errors)) : value;
  }
  // Text, numbers, yes/no, dates and choices (mixed) all take one plain value.
  if (['string', 'number', 'boolean', 'date', 'mixed'].includes(schema.type) && typeof value === 'object') {
    return fail(typeMessage(schema, SHAPE_MESSAGES.single));
  }
  return value;
}

/**
 * Validates a form or request body against one of the shared schemas, reporting every failing
 * field at once, so the server can answer `422 { errors }` with the same messages the form
 * shows. The value given back is cleaned: text trimmed, phones in E.164, unknown fields dropped.
 * A body that is not an object is checked as an empty one, so each required field is reported;
 * a field sent as a list or an object where one value belongs is refused with its own
 * `typeError` message, else {@link SHAPE_MESSAGES} (its other checks do not run on it).
 */
export function validateForm<S extends AnyObjectSchema>(
  schema: S,
  data: unknown,
): ValidationResult<InferType<S>> {
  const shapeErrors: Record<string, string[]> = {};
  const input = checkShapes(
    schema as unknown as SchemaShape,
    isPlainObject(data) ? data : {},
    '',
    shapeErrors,
  );
  try {
    const value = schema.validateSync(input, { abortEarly: false, stripUnknown: true });
    return Object.keys(shapeErrors).length === 0 ? { ok: true, value } : { ok: false, errors: shapeErrors };
  } catch (error) {
    if (ValidationError.isError(error)) {
      // A refused group or list says so once, not again for each of its fields.
      const refused = Object.keys(shapeErrors);
      const inside = (field: string) =>
        refused.some((path) => field.startsWith(`${path}.`) || field.startsWith(`${path}[`));
      const errors = Object.entries(toFieldErrors(error)).filter(([field]) => !inside(field));
      return { ok: false, errors: { ...Object.fromEntries(errors), ...shapeErrors } };
    }
    throw error;
  }
}
