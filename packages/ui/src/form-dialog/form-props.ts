import type { ChangeEvent } from 'react';

/**
 * What every account form takes: the values, errors and touched flags a form library keeps (the
 * web app passes Formik's), and callbacks for changes, blurs and submission. Errors show only on
 * touched fields, so a form does not greet the shopper with messages before they have typed.
 */
export interface FormProps<F extends string> {
  values: Readonly<Record<F, string>>;
  errors?: Readonly<Partial<Record<F, string | undefined>>>;
  touched?: Readonly<Partial<Record<F, boolean | undefined>>>;
  /** The submission is in flight: the submit button shows 'Please wait…' and ignores presses. */
  busy?: boolean;
  onFieldChange: (field: F, value: string) => void;
  onFieldBlur?: (field: F) => void;
  onSubmit: () => void;
}

/** The part of a form that fields need: no submission. */
export type FormFieldsProps<F extends string> = Pick<
  FormProps<F>,
  'values' | 'errors' | 'touched' | 'onFieldChange' | 'onFieldBlur'
>;

/** The error to show under a field: its message once the field has been touched. */
export function shownError<F extends string>(form: FormFieldsProps<F>, field: F): string | undefined {
  return form.touched?.[field] ? form.errors?.[field] || undefined : undefined;
}

/** The props that wire a TextField to one field of a form. */
export function fieldProps<F extends string>(form: FormFieldsProps<F>, field: F) {
  return {
    name: field,
    value: form.values[field],
    error: shownError(form, field),
    onChange: (event: ChangeEvent<HTMLInputElement>) => form.onFieldChange(field, event.target.value),
    onBlur: () => form.onFieldBlur?.(field),
  };
}

/** The props that wire a PhoneField (which reports its value, not an input event) to a form field. */
export function phoneFieldProps<F extends string>(form: FormFieldsProps<F>, field: F) {
  return {
    name: field,
    value: form.values[field],
    error: shownError(form, field),
    onValueChange: (value: string) => form.onFieldChange(field, value),
    onBlur: () => form.onFieldBlur?.(field),
  };
}
