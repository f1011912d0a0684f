import type { FieldErrors } from '@bookshop/domain';
import type { AnyObjectSchema } from 'yup';
import { validateForm } from './validate-form.js';

/** The field errors a schema gives for some data; empty when the data is valid. */
export function errorsFor(schema: AnyObjectSchema, data: unknown): FieldErrors {
  const result = validateForm(schema, data);
  return result.ok ? {} : result.errors;
}

/** The value a schema gives back for valid data; fails the test when the data is invalid. */
export function validValue(schema: AnyObjectSchema, data: unknown): unknown {
  const result = validateForm(schema, data);
  if (!result.ok) throw new Error(`expected valid data, got ${JSON.stringify(result.errors)}`);
  return result.value;
}
