import { readApiError } from '@bookshop/api-client';
import type { FormProps } from '@bookshop/ui/account';
import type { FormikHelpers, FormikProps } from 'formik';

type FormikState<V> = Pick<
  FormikProps<V>,
  'values' | 'errors' | 'touched' | 'isSubmitting' | 'setFieldValue' | 'setFieldTouched' | 'submitForm'
>;

/** Wires a Formik form to the props of a packages/ui form, which knows nothing of Formik. */
export function formProps<F extends string>(formik: FormikState<Record<F, string>>): FormProps<F> {
  return {
    values: formik.values,
    // Formik types errors and touched by each value's type; for text values they are a message
    // and a flag, which TypeScript cannot work out through the generic field names.
    errors: formik.errors as FormProps<F>['errors'],
    touched: formik.touched as FormProps<F>['touched'],
    busy: formik.isSubmitting,
    onFieldChange: (field, value) => void formik.setFieldValue(field, value),
    onFieldBlur: (field) => void formik.setFieldTouched(field, true),
    onSubmit: () => void formik.submitForm(),
  };
}

/**
 * Shows a failed call on the form as spec section 8 places it: each field error of a 422 under
 * its own field, and anything else (an `{ error }` answer, a field the form does not have, a
 * network failure) as one message under the form's `fallback` field.
 */
export function showServerError<V extends Record<string, string>>(
  helpers: Pick<FormikHelpers<V>, 'setFieldError'>,
  error: unknown,
  fields: readonly Extract<keyof V, string>[],
  fallback: Extract<keyof V, string>,
): void {
  const { message, fieldErrors } = readApiError(error);
  let placed = false;
  for (const field of fields) {
    const first = fieldErrors[field]?.[0];
    if (first) {
      helpers.setFieldError(field, first);
      placed = true;
    }
  }
  if (!placed) helpers.setFieldError(fallback, message);
}
