import { readApiError } from '@bookshop/api-client';
import type { Language } from '@bookshop/i18n/core';
import type { FormProps } from '@bookshop/ui/account';
import { firstFieldErrors, validateForm } from '@bookshop/validation';
import type { FormikHelpers, FormikProps } from 'formik';
import { afterPress } from './after-press';

type FormikState<V> = Pick<
  FormikProps<V>,
  | 'values'
  | 'errors'
  | 'touched'
  | 'status'
  | 'isSubmitting'
  | 'setFieldValue'
  | 'setFieldTouched'
  | 'setStatus'
  | 'submitForm'
>;

/**
 * The server's messages live in Formik's `status`, apart from the schema's errors: re-validating
 * the form (on a blur, on the next keystroke elsewhere) would otherwise wipe them. Each stays
 * until its field is changed or the form is sent again.
 */
interface ServerErrorStatus {
  serverErrors: Readonly<Record<string, string>>;
}

function serverErrorsOf(status: unknown): Readonly<Record<string, string>> {
  const errors = (status as Partial<ServerErrorStatus> | undefined)?.serverErrors;
  return typeof errors === 'object' && errors !== null ? errors : {};
}

/** One of the shared schemas, e.g. `loginSchema`. */
type FormSchema = Parameters<typeof validateForm>[0];

/**
 * Formik's `validate` for one of the shared schemas, with the messages in the page's language.
 * Not Formik's `validationSchema`: that calls the schema's own `validate`, which words English only.
 */
export function validateIn(schema: FormSchema, language: Language) {
  return (values: Readonly<Record<string, string>>): Record<string, string> => {
    const result = validateForm(schema, values, language);
    return result.ok ? {} : firstFieldErrors(result.errors);
  };
}

/** Wires a Formik form to the props of a packages/ui form, which knows nothing of Formik. */
export function formProps<F extends string>(formik: FormikState<Record<F, string>>): FormProps<F> {
  const serverErrors = serverErrorsOf(formik.status);
  return {
    values: formik.values,
    // Formik types errors and touched by each value's type; for text values they are a message
    // and a flag, which TypeScript cannot work out through the generic field names. The form's
    // own check comes first: a field the shopper has since made invalid says what is wrong now.
    errors: { ...serverErrors, ...formik.errors } as FormProps<F>['errors'],
    touched: formik.touched as FormProps<F>['touched'],
    busy: formik.isSubmitting,
    onFieldChange: (field, value) => {
      if (serverErrors[field]) {
        const { [field]: _changed, ...rest } = serverErrors;
        formik.setStatus({ serverErrors: rest } satisfies ServerErrorStatus);
      }
      void formik.setFieldValue(field, value);
    },
    // Touching a field shows its error; see after-press.ts for why that waits for a press to end.
    onFieldBlur: (field) => afterPress(() => void formik.setFieldTouched(field, true)),
    onSubmit: () => {
      formik.setStatus(undefined);
      void formik.submitForm();
    },
  };
}

/**
 * Shows a failed call on the form as spec section 8 places it: each field error of a 422 under
 * its own field, and anything else (an `{ error }` answer, a field the form does not have, a
 * network failure) as one message under the form's `fallback` field.
 */
export function showServerError<V extends Record<string, string>>(
  helpers: Pick<FormikHelpers<V>, 'setStatus'>,
  error: unknown,
  fields: readonly Extract<keyof V, string>[],
  fallback: Extract<keyof V, string>,
  /** Shown when the call failed without the server's words (offline, a timeout). */
  failedMessage: string,
): void {
  const { message, fieldErrors } = readApiError(error, failedMessage);
  const serverErrors: Record<string, string> = {};
  for (const field of fields) {
    const first = fieldErrors[field]?.[0];
    if (first) serverErrors[field] = first;
  }
  if (Object.keys(serverErrors).length === 0) serverErrors[fallback] = message;
  helpers.setStatus({ serverErrors } satisfies ServerErrorStatus);
}
