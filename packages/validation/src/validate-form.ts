import type { FieldErrors } from '@bookshop/domain';
import {
  DEFAULT_LANGUAGE,
  formatMessage,
  formatMessageRef,
  isMessageRef,
  type Language,
  type MessageOrRef,
  type MessageRef,
  messageRef,
} from '@bookshop/i18n/core';
import { type AnyObjectSchema, type InferType, ValidationError } from 'yup';
import { isCatalogueMessage, withMessageRefs } from './messages.js';

/** The outcome of {@link validateForm}. */
export type ValidationResult<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors };

/**
 * Field errors not yet put into words: each field with its messages as catalogue references
 * (`{ key, values }`), or as words where a schema gave words (the back office's English).
 */
export type FieldIssues = { readonly [field: string]: readonly MessageOrRef[] };

/** The outcome of {@link checkForm}: the cleaned value, or the field errors as references. */
export type CheckResult<T> = { ok: true; value: T } | { ok: false; issues: FieldIssues };

/** A yup message as it came out: a reference inside {@link checkForm}, else words. */
function asMessage(message: unknown): MessageOrRef {
  return isMessageRef(message) ? message : String(message);
}

const sameMessage = (a: MessageOrRef, b: MessageOrRef) =>
  typeof a === 'string' || typeof b === 'string' ? a === b : JSON.stringify(a) === JSON.stringify(b);

/** A yup error's failures by field, each field with all its messages, no repeats. */
function issuesOf(error: ValidationError): FieldIssues {
  const issues: Record<string, MessageOrRef[]> = {};
  const failures = error.inner.length > 0 ? error.inner : [error];
  for (const failure of failures) {
    const field = failure.path ?? '';
    const messages = issues[field] ?? [];
    for (const raw of failure.errors) {
      const message = asMessage(raw);
      if (!messages.some((known) => sameMessage(known, message))) messages.push(message);
    }
    issues[field] = messages;
  }
  return issues;
}

/** Field errors in words, in a language: catalogue references formatted, words kept as they are. */
export function fieldErrorsIn(language: Language, issues: FieldIssues): FieldErrors {
  const errors: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(issues)) {
    const words: string[] = [];
    for (const message of messages) {
      const text = formatMessageRef(language, message);
      if (!words.includes(text)) words.push(text);
    }
    errors[field] = words;
  }
  return errors;
}

/**
 * Turns a yup error into the wire's field errors, in English unless another language is given:
 * each field with all its messages, no repeats. Only an error from inside {@link checkForm} holds
 * references to put into another language; one from a schema's own `validate` is already worded
 * in English and stays so.
 */
export function toFieldErrors(error: ValidationError, language: Language = DEFAULT_LANGUAGE): FieldErrors {
  return fieldErrorsIn(language, issuesOf(error));
}

/** The first message of each field, the way a form shows one error under each input. */
export function firstFieldErrors(errors: FieldErrors): Record<string, string> {
  const first: Record<string, string> = {};
  for (const [field, messages] of Object.entries(errors)) {
    if (messages[0] !== undefined) first[field] = messages[0];
  }
  return first;
}

/** The catalogue's references for a value of the wrong shape (see {@link SHAPE_MESSAGES}). */
const SHAPE_REFS = {
  single: messageRef('form.singleValue'),
  group: messageRef('form.group'),
  list: messageRef('form.list'),
} as const;

/**
 * What a field of a request body says (in English) when its value has the wrong shape. Worded
 * when read, not when the module loads: no catalogue need be registered to import the package.
 */
export const SHAPE_MESSAGES = {
  /** Text, a number, a yes/no or a choice sent as a list or an object (`?a=1&a=2`, `["x"]`). */
  get single(): string {
    return formatMessage('en', SHAPE_REFS.single.key);
  },
  /** A group of fields (say, the customer of a payment) sent as anything else. */
  get group(): string {
    return formatMessage('en', SHAPE_REFS.group.key);
  },
  /** A list (say, the lines of an order) sent as anything else. */
  get list(): string {
    return formatMessage('en', SHAPE_REFS.list.key);
  },
};

/** The part of a yup schema {@link checkShapes} reads: its type and, by type, its fields or items. */
interface SchemaShape {
  type: string;
  fields?: Record<string, SchemaShape>;
  innerType?: SchemaShape;
  /** yup's own type check, whose message a field may have set with `typeError('…')`. */
  internalTests?: { typeError?: { OPTIONS?: { message?: unknown } } };
}

/** The field's own `typeError` message when it set one, else `fallback`. */
function typeMessage(schema: SchemaShape, fallback: MessageRef): MessageOrRef {
  const own = schema.internalTests?.typeError?.OPTIONS?.message;
  if (isCatalogueMessage(own)) return own.ref;
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
  errors: Record<string, readonly MessageOrRef[]>,
): unknown {
  if (value === undefined || value === null) return value;
  const fail = (message: MessageOrRef) => {
    errors[path] = [message];
    return undefined;
  };
  if (schema.type === 'object') {
    if (!isPlainObject(value)) return fail(typeMessage(schema, SHAPE_REFS.group));
    if (!schema.fields) return value;
    // Only the schema's own fields go on: unknown ones are dropped anyway (stripUnknown), and yup
    // looks each key up in its fields object, where `valueOf` or `toString` finds Object's method
    // and throws (a 500 for a body such as {"valueOf":0}).
    const checked: Record<string, unknown> = {};
    for (const [name, field] of Object.entries(schema.fields)) {
      if (Object.hasOwn(value, name))
        checked[name] = checkShapes(field, value[name], path ? `${path}.${name}` : name, errors);
    }
    return checked;
  }
  if (schema.type === 'array') {
    if (!Array.isArray(value)) return fail(typeMessage(schema, SHAPE_REFS.list));
    const items = schema.innerType;
    return items ? value.map((item, i) => checkShapes(items, item, `${path}[${i}]`, errors)) : value;
  }
  // Text, numbers, yes/no, dates and choices (mixed) all take one plain value.
  if (['string', 'number', 'boolean', 'date', 'mixed'].includes(schema.type) && typeof value === 'object') {
    return fail(typeMessage(schema, SHAPE_REFS.single));
  }
  return value;
}

/**
 * Checks a form or request body against one of the shared schemas, reporting every failing field
 * at once, with its messages as catalogue references for whoever answers the reader to put into
 * their language ({@link fieldErrorsIn}). The value given back is cleaned: text trimmed, phones in
 * E.164, unknown fields dropped. A body that is not an object is checked as an empty one, so each
 * required field is reported; a field sent as a list or an object where one value belongs is
 * refused with its own `typeError` message, else {@link SHAPE_MESSAGES} (its other checks do not
 * run on it).
 */
export function checkForm<S extends AnyObjectSchema>(schema: S, data: unknown): CheckResult<InferType<S>> {
  const shapeIssues: Record<string, readonly MessageOrRef[]> = {};
  const input = checkShapes(
    schema as unknown as SchemaShape,
    isPlainObject(data) ? data : {},
    '',
    shapeIssues,
  );
  try {
    const value = withMessageRefs(() =>
      schema.validateSync(input, { abortEarly: false, stripUnknown: true }),
    );
    return Object.keys(shapeIssues).length === 0 ? { ok: true, value } : { ok: false, issues: shapeIssues };
  } catch (error) {
    if (ValidationError.isError(error)) {
      // A refused group or list says so once, not again for each of its fields.
      const refused = Object.keys(shapeIssues);
      const inside = (field: string) =>
        refused.some((path) => field.startsWith(`${path}.`) || field.startsWith(`${path}[`));
      const issues = Object.entries(issuesOf(error)).filter(([field]) => !inside(field));
      return { ok: false, issues: { ...Object.fromEntries(issues), ...shapeIssues } };
    }
    throw error;
  }
}

/**
 * Validates a form or request body against one of the shared schemas (see {@link checkForm}),
 * with the messages in words: English, the spec's own, unless another language is given. So the
 * server can answer `422 { errors }` with the same messages the form shows.
 */
export function validateForm<S extends AnyObjectSchema>(
  schema: S,
  data: unknown,
  language: Language = DEFAULT_LANGUAGE,
): ValidationResult<InferType<S>> {
  const checked = checkForm(schema, data);
  return checked.ok ? checked : { ok: false, errors: fieldErrorsIn(language, checked.issues) };
}
