import type { ComponentPropsWithRef, ReactNode } from 'react';
import { FieldFrame, useFieldWiring } from '../field-frame/field-frame';

export interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'children'> {
  /** Visible label; also the field's accessible name. */
  label: ReactNode;
  /** Validation message. When set the field is marked invalid and the message is announced with it. */
  error?: ReactNode;
  /** Help text under the field, e.g. an accepted phone format. */
  hint?: ReactNode;
  /** Classes for the wrapper, so forms can lay fields out in grids. */
  className?: string;
}

/**
 * Input types whose text reads left to right in every language: in an Urdu page an e-mail address
 * typed right to left shows as "example.com@ayesha", a phone number as "1234567 0300".
 */
const LEFT_TO_RIGHT_TYPES: ReadonlySet<string> = new Set(['email', 'tel', 'url']);

/**
 * A labelled text input with hint and error text wired for assistive technology.
 * Use it for every free-text field of a form; use PhoneField for mobile numbers and SelectField for
 * a fixed list of choices.
 */
export function TextField({
  label,
  error,
  hint,
  id,
  className,
  required,
  type = 'text',
  'aria-describedby': describedBy,
  dir = LEFT_TO_RIGHT_TYPES.has(type) ? 'ltr' : undefined,
  ...inputProps
}: TextFieldProps) {
  const wiring = useFieldWiring({ id, hint, error, describedBy });
  return (
    <FieldFrame
      wiring={wiring}
      label={label}
      hint={hint}
      error={error}
      required={required}
      className={className}
    >
      <input
        {...inputProps}
        id={wiring.controlId}
        type={type}
        dir={dir}
        required={required}
        className="bk-field__input"
        aria-invalid={wiring.hasError || undefined}
        aria-describedby={wiring.describedBy}
      />
    </FieldFrame>
  );
}
