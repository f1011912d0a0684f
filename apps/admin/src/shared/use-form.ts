import { readApiError } from '@bookshop/api-client/admin';
import { type ChangeEvent, useState } from 'react';

/** One message per field: the first the schema or the server gave. */
export type FormErrors = Record<string, string | undefined>;

/** The first message of each field of a validation result or a 422 answer. */
export function firstMessages(errors: Readonly<Record<string, readonly string[]>>): FormErrors {
  return Object.fromEntries(Object.entries(errors).map(([field, messages]) => [field, messages[0]]));
}

/**
 * A small form's state: its text values, a message per field, and one message for the form
 * (a refusal that names no field). The server's 422 lands on the fields it names.
 */
export function useForm<Values extends Record<string, string>>(initial: Values) {
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<FormErrors>({});
  const [formError, setFormError] = useState<string | null>(null);

  /** The props of a TextField (or textarea) for one value: its value, change handler and error. */
  const field = (name: keyof Values & string) => ({
    name,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
      const { value } = event.target;
      setValues((current) => ({ ...current, [name]: value }));
    },
    error: errors[name],
  });

  /** Shows a failed call: its field messages on their fields, anything else for the whole form. */
  const showFailure = (error: unknown, fallback?: string) => {
    const problem = readApiError(error, fallback);
    const fields = firstMessages(problem.fieldErrors);
    const known = Object.keys(fields).filter((name) => name in values);
    setErrors(Object.fromEntries(known.map((name) => [name, fields[name]])));
    setFormError(known.length === Object.keys(fields).length && known.length > 0 ? null : problem.message);
  };

  const reset = (next: Values = initial) => {
    setValues(next);
    setErrors({});
    setFormError(null);
  };

  return { values, setValues, errors, setErrors, formError, setFormError, field, showFailure, reset };
}
