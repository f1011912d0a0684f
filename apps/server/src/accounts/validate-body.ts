import { checkForm, type validateForm } from '@bookshop/validation';
import { ValidationError } from '../lib/errors.js';

type FormSchema = Parameters<typeof validateForm>[0];
/** The cleaned value a schema gives back, named without reaching into yup, which is not ours. */
type FormValue<S extends FormSchema> = Extract<ReturnType<typeof validateForm<S>>, { ok: true }>['value'];

/**
 * Checks a request body with one of the shared form schemas, so the server answers with the very
 * messages the form shows; a failure becomes the 422 `{ errors }` answer, worded in the shopper's
 * language by the error handler. The value given back is the schema's cleaned one (trimmed text,
 * phones in E.164, unknown fields dropped).
 */
export function validateBody<S extends FormSchema>(schema: S, body: unknown): FormValue<S> {
  const result = checkForm(schema, body);
  if (!result.ok) throw new ValidationError(result.issues);
  return result.value;
}
