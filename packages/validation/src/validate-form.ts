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

/**
 * Validates a form or request body against one of the shared schemas, reporting every failing
 * field at once, so the server can answer `422 { errors }` with the same messages the form
 * shows. The value given back is cleaned: text trimmed, phones in E.164, unknown fields dropped.
 * A body that is not an object is checked as an empty one, so each required field is reported.
 */
export function validateForm<S extends AnyObjectSchema>(
  schema: S,
  data: unknown,
): ValidationResult<InferType<S>> {
  const input = typeof data === 'object' && data !== null && !Array.isArray(data) ? data : {};
  try {
    return { ok: true, value: schema.validateSync(input, { abortEarly: false, stripUnknown: true }) };
  } catch (error) {
    if (ValidationError.isError(error)) return { ok: false, errors: toFieldErrors(error) };
    throw error;
  }
}
