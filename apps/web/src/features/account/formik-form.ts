import { readApiError } from '@bookshop/api-client';
import type { FormProps } from '@bookshop/ui/account';
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
): void {
  const { message, fieldErrors } = readApiError(error);
  const serverErrors: Record<string, string> = {};
  for (const field of fields) {
    const first = fieldErrors[field]?.[0];
    if (first) serverErrors[field] = first;
  }
  if (Object.keys(serverErrors).length === 0) serverErrors[fallback] = message;
  helpers.setStatus({ serverErrors } satisfies ServerErrorStatus);
}
