import type { ComponentPropsWithRef, ReactNode } from 'react';
import { FieldFrame, useFieldWiring } from '../field-frame/field-frame';

export interface TextAreaFieldProps extends Omit<ComponentPropsWithRef<'textarea'>, 'children'> {
  /** Visible label; also the field's accessible name. */
  label: ReactNode;
  /** Validation message; the field is marked invalid and the message announced with it. */
  error?: ReactNode;
  /** Help text under the field, e.g. who will read it. */
  hint?: ReactNode;
  className?: string;
}

/**
 * A labelled text area with hint and error wired like TextField's. Use it for text of several
 * lines a person writes: a cancel reason, a reply the shopper is e-mailed.
 */
export function TextAreaField({
  label,
  error,
  hint,
  id,
  className,
  required,
  rows = 3,
  'aria-describedby': describedBy,
  ...textareaProps
}: TextAreaFieldProps) {
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
      <textarea
        {...textareaProps}
        id={wiring.controlId}
        rows={rows}
        required={required}
        className="bk-field__input bk-field__input--area"
        aria-invalid={wiring.hasError || undefined}
        aria-describedby={wiring.describedBy}
      />
    </FieldFrame>
  );
}
