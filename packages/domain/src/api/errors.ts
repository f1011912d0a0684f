/** Field errors on the wire: each field name maps to its messages (spec messages, verbatim). */
export type FieldErrors = { readonly [field: string]: readonly string[] };

/** Body of a 422 answer. */
export interface FieldErrorsBody {
  errors: FieldErrors;
}

/** Body of every other error answer (4xx). */
export interface ApiErrorBody {
  error: string;
}
